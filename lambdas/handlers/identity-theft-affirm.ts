import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { identityTheftRoutes } from '../routes/identity-theft.js';
import { affirmSweep } from '../use-cases/identity-theft/sweep.js';
import { affirmIdentityTheftRequest } from '../contract/identity-theft.js';

/** The client affirms under the warning about false reports; the wording, the warning and the time are recorded. */
export const handler = route(identityTheftRoutes.affirmIdentityTheft, { body: affirmIdentityTheftRequest }, async ({ caller, plan }, deps) => ok({ case: await affirmSweep(deps, { ...caller, plan }) }));
