import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { offerRoutes } from '../routes/offers.js';
import { defaultOffers } from '../use-cases/offers/matching.js';

/** The offers the caller's latest credit file qualifies for (before the intake form). */
export const handler = route(offerRoutes.listOffers, async ({ caller }, deps) => ok(await defaultOffers(deps, caller.id)));
