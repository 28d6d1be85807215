import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { offerRoutes } from '../routes/offers.js';
import { listCatalogue } from '../use-cases/offers/catalogue.js';

/** The whole offer catalogue, active first. */
export const handler = route(offerRoutes.adminListOffers, async (_request, deps) => ok({ offers: await listCatalogue(deps) }));
