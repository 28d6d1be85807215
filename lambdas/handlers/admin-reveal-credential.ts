import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { dashboardRoutes } from '../routes/dashboard.js';
import { revealCredential } from '../use-cases/profile/reveal-credential.js';
import { userIdParams } from '../contract/admin.js';
import { revealCredentialRequest } from '../contract/profile.js';

/** Admins read a client's saved credential, with a reason; the audit entry is written before it is opened. */
export const handler = route(dashboardRoutes.adminRevealCredential, { params: userIdParams, body: revealCredentialRequest }, async ({ caller, params, body }, deps) =>
  ok(await revealCredential(deps, caller, params.userId, body.which, body.reason)),
);
