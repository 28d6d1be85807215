import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { identityTheftRoutes } from '../routes/identity-theft.js';
import { getSweep } from '../use-cases/identity-theft/sweep.js';

/** The client's credit-sweep case and the items of their latest credit file they may mark as not theirs. */
export const handler = route(identityTheftRoutes.getIdentityTheft, async ({ caller, plan }, deps) => ok(await getSweep(deps, { id: caller.id, plan })));
