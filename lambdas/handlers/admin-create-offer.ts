import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { offerRoutes } from '../routes/offers.js';
import { createOffer } from '../use-cases/offers/catalogue.js';
import { offerInput } from '../contract/offers.js';

/** A new active offer in the catalogue (audited). */
export const handler = route(offerRoutes.adminCreateOffer, { body: offerInput }, async ({ caller, body }, deps) => created({ offer: await createOffer(deps, caller, body) }));
