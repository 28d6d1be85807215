import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { submitSweep } from '../use-cases/identity-theft/sweep.js';

/** The client sends the case to staff for review of the report. */
export const handler = route(routes.submitIdentityTheft, async ({ caller }, deps) => ok({ case: await submitSweep(deps, caller) }));
