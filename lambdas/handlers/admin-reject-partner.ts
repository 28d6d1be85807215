import { rejectRequest, userIdParams } from '../contract/admin.js';
import { adminMessages } from '../contract/messages.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { audit } from '../use-cases/staff/audit.js';

/**
 * Rejects a partner application. The account stays (role partner_pending, so it reaches nothing a
 * partner can), with the reason on its partner record; it moves to the rejected list, and an admin
 * can still approve it later.
 */
export const handler = route(routes.adminRejectPartner, { params: userIdParams, body: rejectRequest }, async ({ caller, params, body }, deps) => {
  await deps.adminStore.rejectPartner(params.userId, body.reason, { at: deps.now().toISOString(), by: caller.id });
  await audit(deps, caller, 'partner.reject', params.userId, { reason: body.reason });
  return ok({ message: adminMessages.partnerRejected });
});
