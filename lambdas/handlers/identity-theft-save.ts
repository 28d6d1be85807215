
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { identityTheftRoutes } from '../routes/identity-theft.js';
import { saveSweep } from '../use-cases/identity-theft/sweep.js';
import { saveIdentityTheftRequest } from '../contract/identity-theft.js';

/** The client names their uploaded FTC report and marks the items that are not theirs. */
export const handler = route(identityTheftRoutes.saveIdentityTheft, { body: saveIdentityTheftRequest }, async ({ caller, plan, body }, deps) => ok({ case: await saveSweep(deps, { ...caller, plan }, body) }));
