import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { identityTheftRoutes } from '../routes/identity-theft.js';
import { submitSweep } from '../use-cases/identity-theft/sweep.js';

/** The client sends the case to staff for review of the report. */
export const handler = route(identityTheftRoutes.submitIdentityTheft, async ({ caller, plan }, deps) => ok({ case: await submitSweep(deps, { ...caller, plan }) }));
