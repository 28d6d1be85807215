import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { listCatalogue } from '../use-cases/offers/catalogue.js';

/** The whole offer catalogue, active first. */
export const handler = route(routes.adminListOffers, async (_request, deps) => ok({ offers: await listCatalogue(deps) }));
