import { userIdParams } from '../contract/admin.js';
import { adminMessages } from '../contract/messages.js';
import { NotAnApplicant, ReferralCodeTaken } from '../adapters/admin-store.js';
import { audit, newReferralCode, shareLink } from '../domain/admin.js';
import { BadRequest, Conflict, NotFound } from '../http/errors.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

const CODE_ATTEMPTS = 5;

/**
 * Approves a partner application: the table first (role, unique referral code, listings), then the
 * Cognito groups. Approving again is harmless, so a retry after a failed group move finishes the job.
 */
export const handler = route(routes.adminApprovePartner, { params: userIdParams }, async ({ caller, params }, deps) => {
  const applicant = await deps.adminStore.getUserView(params.userId);
  if (!applicant?.partner) throw new NotFound(adminMessages.partnerNotFound);
  const decision = { at: deps.now().toISOString(), by: caller.id };

  let approval: { referralCode: string; changed: boolean } | undefined;
  for (let attempt = 0; !approval && attempt < CODE_ATTEMPTS; attempt++) {
    try {
      approval = await deps.adminStore.approvePartner(params.userId, newReferralCode(applicant.partner.businessName), decision);
    } catch (error) {
      if (error instanceof NotAnApplicant) throw new BadRequest(adminMessages.notAnApplicant);
      if (!(error instanceof ReferralCodeTaken)) throw error;
    }
  }
  if (!approval) throw new Conflict(adminMessages.referralCodesExhausted);

  await deps.directory.addToGroup(params.userId, 'partner');
  if ((await deps.directory.groupsOf(params.userId)).includes('partner_pending')) {
    await deps.directory.removeFromGroup(params.userId, 'partner_pending');
  }
  if (approval.changed) await audit(deps, caller, 'partner.approve', params.userId, { referralCode: approval.referralCode });
  return ok({
    message: adminMessages.partnerApproved,
    referralCode: approval.referralCode,
    shareLink: shareLink(deps.config.publicUrl, approval.referralCode),
  });
});
