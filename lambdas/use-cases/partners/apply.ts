import type { Deps } from '../../adapters/deps.js';
import { createAccount } from '../accounts/create-account.js';
import { sendConfirmationLink } from '../accounts/one-time-messages.js';

export type ApplyDeps = Pick<Deps, 'store' | 'directory' | 'email' | 'config' | 'now'>;

/**
 * A partner application: a partner_pending account (confirmed by email like a signup) with a partner
 * record that has no referral code until an admin approves it.
 */
export async function applyAsPartner(
  deps: ApplyDeps,
  input: { email: string; name: string; password: string; phone: string; businessName: string },
): Promise<{ userId: string }> {
  const { id } = await createAccount(deps, {
    email: input.email,
    name: input.name,
    password: input.password,
    role: 'partner_pending',
    phoneNumber: input.phone,
    records: (partnerId, createdAt) => ({ partner: { id: partnerId, businessName: input.businessName, referralCode: null, clientCount: 0, createdAt } }),
  });
  await sendConfirmationLink(deps, { userId: id, email: input.email, name: input.name });
  return { userId: id };
}
