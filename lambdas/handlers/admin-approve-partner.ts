import { adminMessages } from '../contract/messages.js';
import { shareLink } from '../domain/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { adminRoutes } from '../routes/admin.js';
import { approvePartner } from '../use-cases/partners/approve.js';
import { userIdParams } from '../contract/admin.js';

/** Approves a partner application and hands back the new referral code (use-cases/partners/approve.ts). */
export const handler = route(adminRoutes.adminApprovePartner, { params: userIdParams }, async ({ caller, params }, deps) => {
  const { referralCode } = await approvePartner(deps, caller, params.userId);
  return ok({ message: adminMessages.partnerApproved, referralCode, shareLink: shareLink(deps.config.publicUrl, referralCode) });
});
