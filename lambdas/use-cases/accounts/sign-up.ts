import { authMessages } from '../../contract/messages.js';
import { Invalid } from '../../errors.js';
import { createAccount, type CreateAccountDeps } from './create-account.js';
import { sendConfirmationLink, type FlowDeps } from './one-time-messages.js';

export type SignUpDeps = CreateAccountDeps &
  FlowDeps & { store: CreateAccountDeps['store'] & FlowDeps['store'] & { findPartnerIdByReferralCode(code: string): Promise<string | undefined> } };

/**
 * Self-service signup. The referral code is checked here, on the server: the user pool does not
 * allow self sign-up, so this is the only way in for a client.
 */
export async function signUp(
  deps: SignUpDeps,
  input: { email: string; name: string; password: string; referralCode: string },
): Promise<{ userId: string; partnerId: string }> {
  const partnerId = await deps.store.findPartnerIdByReferralCode(input.referralCode);
  if (!partnerId) throw new Invalid(authMessages.referralInvalid, { referralCode: authMessages.referralInvalid });
  const { id } = await createAccount(deps, {
    email: input.email,
    name: input.name,
    password: input.password,
    role: 'client',
    records: (clientId, createdAt) => ({ client: { id: clientId, partnerId, folderIds: {}, createdAt } }),
  });
  await sendConfirmationLink(deps, { userId: id, email: input.email, name: input.name });
  return { userId: id, partnerId };
}
