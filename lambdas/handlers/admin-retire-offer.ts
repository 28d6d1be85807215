import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { offerRoutes } from '../routes/offers.js';
import { retireOffer } from '../use-cases/offers/catalogue.js';
import { offerIdParams } from '../contract/offers.js';

/** The offer stops matching anyone (kept in the catalogue, audited). */
export const handler = route(offerRoutes.adminRetireOffer, { params: offerIdParams }, async ({ caller, params }, deps) => ok({ offer: await retireOffer(deps, caller, params.id) }));
