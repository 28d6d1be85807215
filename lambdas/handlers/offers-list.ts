import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { defaultOffers } from '../use-cases/offers/matching.js';

/** The offers the caller's latest credit file qualifies for (before the intake form). */
export const handler = route(routes.listOffers, async ({ caller }, deps) => ok(await defaultOffers(deps, caller.id)));
