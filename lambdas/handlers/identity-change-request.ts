import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { dashboardRoutes } from '../routes/dashboard.js';
import { requestIdentityChange } from '../use-cases/identity/identity-reviews.js';
import { identityChangeRequest } from '../contract/identity.js';

/** A change of the locked name, date of birth or address, stored pending for staff review (201). */
export const handler = route(dashboardRoutes.requestIdentityChange, { body: identityChangeRequest }, async ({ caller, body }, deps) =>
  created({ review: await requestIdentityChange(deps, caller.id, body) }),
);
