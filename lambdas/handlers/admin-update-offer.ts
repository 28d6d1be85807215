import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { offerRoutes } from '../routes/offers.js';
import { updateOffer } from '../use-cases/offers/catalogue.js';
import { offerIdParams, offerInput } from '../contract/offers.js';

/** An offer's fields replaced (audited with the fields that changed). */
export const handler = route(offerRoutes.adminUpdateOffer, { params: offerIdParams, body: offerInput }, async ({ caller, params, body }, deps) =>
  ok({ offer: await updateOffer(deps, caller, params.id, body) }),
);
