import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { offerRoutes } from '../routes/offers.js';
import { offersForAnswers } from '../use-cases/offers/matching.js';
import { offerMatchRequest } from '../contract/offers.js';

/** The offers matching the caller's file and intake answers (the answers are not stored). */
export const handler = route(offerRoutes.matchOffers, { body: offerMatchRequest }, async ({ caller, body }, deps) => ok(await offersForAnswers(deps, caller.id, body)));
