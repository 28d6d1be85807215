import { adminMessages } from '../contract/messages.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { adminRoutes } from '../routes/admin.js';
import { rejectPartner } from '../use-cases/partners/reject.js';
import { rejectRequest, userIdParams } from '../contract/admin.js';

/** Rejects a partner application (use-cases/partners/reject.ts). */
export const handler = route(adminRoutes.adminRejectPartner, { params: userIdParams, body: rejectRequest }, async ({ caller, params, body }, deps) => {
  await rejectPartner(deps, caller, params.userId, body.reason);
  return ok({ message: adminMessages.partnerRejected });
});
