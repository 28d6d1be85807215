import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { partnerRoutes } from '../routes/partners.js';
import { partnerSummary } from '../use-cases/partners/listings.js';

/** The partner dashboard's header: referral code, share link and the referred-client counter. */
export const handler = route(partnerRoutes.partnerMe, async ({ caller }, deps) => ok(await partnerSummary(deps, caller.id)));
