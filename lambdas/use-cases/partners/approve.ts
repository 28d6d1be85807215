import type { Deps } from '../../ports/deps.js';
import { adminMessages } from '../../contract/messages.js';
import { newReferralCode } from '../../domain/admin.js';
import { Conflict, NotFound, ReferralCodeTaken } from '../../errors.js';
import { audit } from '../staff/audit.js';

export type ApproveDeps = Pick<Deps, 'userViews' | 'partners' | 'audit' | 'directory' | 'now' | 'newId'>;

/** How many fresh referral codes to try before giving up (a collision is rare; five in a row is not chance). */
export const CODE_ATTEMPTS = 5;

/**
 * Approves a partner application: the table first (role, unique referral code, listings), then the
 * Cognito groups. Approving again is harmless, so a retry after a failed group move finishes the job.
 */
export async function approvePartner(deps: ApproveDeps, caller: { id: string; email: string }, userId: string): Promise<{ referralCode: string }> {
  const applicant = await deps.userViews.getUserView(userId);
  if (!applicant?.partner) throw new NotFound(adminMessages.partnerNotFound);
  const decision = { at: deps.now().toISOString(), by: caller.id };
  const businessName = applicant.partner.businessName;

  const approval = await withFreshCode((code) => deps.partners.approvePartner(userId, code, decision), () => newReferralCode(businessName));

  await deps.directory.addToGroup(userId, 'partner');
  if ((await deps.directory.groupsOf(userId)).includes('partner_pending')) await deps.directory.removeFromGroup(userId, 'partner_pending');
  if (approval.changed) await audit(deps, caller, 'partner.approve', userId, { referralCode: approval.referralCode });
  return { referralCode: approval.referralCode };
}

/** Runs `write` with a new code until no other partner holds it (`ReferralCodeTaken`), at most CODE_ATTEMPTS times. */
async function withFreshCode<T>(write: (code: string) => Promise<T>, newCode: () => string, attempt = 1): Promise<T> {
  const outcome = await write(newCode()).then(
    (value) => ({ value }),
    (error: unknown) => {
      if (!(error instanceof ReferralCodeTaken)) throw error;
      return undefined;
    },
  );
  if (outcome) return outcome.value;
  if (attempt >= CODE_ATTEMPTS) throw new Conflict(adminMessages.referralCodesExhausted);
  return withFreshCode(write, newCode, attempt + 1);
}
