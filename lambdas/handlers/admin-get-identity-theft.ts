import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { identityTheftRoutes } from '../routes/identity-theft.js';
import { getSweepForStaff } from '../use-cases/identity-theft/sweep.js';
import { staffIdentityTheftParams } from '../contract/identity-theft.js';

/** One client's credit-sweep case for the desk (audited). */
export const handler = route(identityTheftRoutes.adminGetIdentityTheft, { params: staffIdentityTheftParams }, async ({ caller, params }, deps) =>
  ok({ case: await getSweepForStaff(deps, caller, params.userId) }),
);
