import { authMessages } from '../../contract/messages.js';
import { Invalid } from '../../errors.js';
import { openAccount, type OpenAccountDeps } from './open-account.js';

export type SignUpDeps = OpenAccountDeps & { store: OpenAccountDeps['store'] & { findPartnerIdByReferralCode(code: string): Promise<string | undefined> } };

/**
 * Self-service signup. The referral code is checked here, on the server: the user pool does not
 * allow self sign-up, so this is the only way in for a client. An address that already has an account
 * gets an email instead of a second account, and the same answer (use-cases/accounts/open-account.ts).
 */
export async function signUp(
  deps: SignUpDeps,
  input: { email: string; name: string; password: string; referralCode: string },
): Promise<{ userId: string; partnerId: string } | { existing: true }> {
  const partnerId = await deps.store.findPartnerIdByReferralCode(input.referralCode);
  if (!partnerId) throw new Invalid(authMessages.referralInvalid, { referralCode: authMessages.referralInvalid });
  const opened = await openAccount(deps, {
    email: input.email,
    name: input.name,
    password: input.password,
    role: 'client',
    records: (clientId, createdAt) => ({ client: { id: clientId, partnerId, folderIds: {}, createdAt } }),
  });
  return 'userId' in opened ? { userId: opened.userId, partnerId } : opened;
}
