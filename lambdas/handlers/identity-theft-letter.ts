
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { identityTheftRoutes } from '../routes/identity-theft.js';
import { sweepLetter } from '../use-cases/identity-theft/sweep.js';
import { identityTheftLetterRequest } from '../contract/identity-theft.js';

/** A block request, an extended fraud alert, a freeze request, or a business-records request, once staff approved the case. */
export const handler = route(identityTheftRoutes.identityTheftLetter, { body: identityTheftLetterRequest }, async ({ caller, plan, body }, deps) => ok(await sweepLetter(deps, { ...caller, plan }, body)));
