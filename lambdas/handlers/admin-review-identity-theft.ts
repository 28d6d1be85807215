import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { identityTheftRoutes } from '../routes/identity-theft.js';
import { reviewSweep } from '../use-cases/identity-theft/sweep.js';
import { reviewIdentityTheftRequest, staffIdentityTheftParams } from '../contract/identity-theft.js';

/** Staff approve the client's FTC report (the letters are released) or reject it with the reason; audited. */
export const handler = route(identityTheftRoutes.adminReviewIdentityTheft, { params: staffIdentityTheftParams, body: reviewIdentityTheftRequest }, async ({ caller, params, body }, deps) =>
  ok({ case: await reviewSweep(deps, caller, params.userId, body) }),
);
