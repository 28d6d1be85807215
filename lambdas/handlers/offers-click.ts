import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { offerRoutes } from '../routes/offers.js';
import { clickOffer } from '../use-cases/offers/matching.js';
import { offerClickRequest, offerIdParams } from '../contract/offers.js';

/** 'Apply Now' or 'Learn More' on an offer the caller was shown: recorded, and the issuer's link answered (404 otherwise). */
export const handler = route(offerRoutes.clickOffer, { params: offerIdParams, body: offerClickRequest }, async ({ caller, params, body }, deps) =>
  ok(await clickOffer(deps, caller.id, params.id, body.button)),
);
