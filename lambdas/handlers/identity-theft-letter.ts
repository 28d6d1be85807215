
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { identityTheftRoutes } from '../routes/identity-theft.js';
import { sweepLetter } from '../use-cases/identity-theft/sweep.js';
import { identityTheftLetterRequest } from '../contract/identity-theft.js';

/** A block request, fraud-alert and freeze letter, or business-records request, once staff approved the case. */
export const handler = route(identityTheftRoutes.identityTheftLetter, { body: identityTheftLetterRequest }, async ({ caller, body }, deps) => ok(await sweepLetter(deps, caller, body)));
