import { rejectRequest, userIdParams } from '../contract/admin.js';
import { adminMessages } from '../contract/messages.js';
import { NotAnApplicant } from '../adapters/admin-store.js';
import { audit } from '../domain/admin.js';
import { BadRequest } from '../http/errors.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/**
 * Rejects a partner application. The account stays (role partner_pending, so it reaches nothing a
 * partner can), with the reason on its partner record; it moves to the rejected list, and an admin
 * can still approve it later.
 */
export const handler = route(routes.adminRejectPartner, { params: userIdParams, body: rejectRequest }, async ({ caller, params, body }, deps) => {
  await deps.adminStore
    .rejectPartner(params.userId, body.reason, { at: deps.now().toISOString(), by: caller.id })
    .catch((error: unknown) => {
      if (error instanceof NotAnApplicant) throw new BadRequest(adminMessages.notAnApplicant);
      throw error;
    });
  await audit(deps, caller, 'partner.reject', params.userId, { reason: body.reason });
  return ok({ message: adminMessages.partnerRejected });
});
