import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { messageRoutes } from '../routes/messages.js';
import { setAdvisorAvailability } from '../use-cases/advisors/assignment.js';
import { advisorAvailabilityParams, advisorAvailabilityRequest } from '../contract/secure-messages.js';

/** An admin marks a staff member available (or not) for new Total clients; audited. */
export const handler = route(messageRoutes.adminAdvisorAvailability, { params: advisorAvailabilityParams, body: advisorAvailabilityRequest }, async ({ caller, params, body }, deps) =>
  ok(await setAdvisorAvailability(deps, caller, params.userId, body.available)),
);
