import type { Deps } from '../../ports/deps.js';
import { openAccount } from '../accounts/open-account.js';

export type ApplyDeps = Pick<Deps, 'users' | 'tokens' | 'directory' | 'email' | 'config' | 'now'>;

/**
 * A partner application: a partner_pending account (confirmed by email like a signup) with a partner
 * record that has no referral code until an admin approves it. An address that already has an account
 * gets an email instead, and the caller the same answer (use-cases/accounts/open-account.ts).
 */
export async function applyAsPartner(
  deps: ApplyDeps,
  input: { email: string; name: string; password: string; phone: string; businessName: string },
): Promise<{ userId: string } | { existing: true }> {
  return openAccount(deps, {
    email: input.email,
    name: input.name,
    password: input.password,
    role: 'partner_pending',
    phoneNumber: input.phone,
    records: (partnerId, createdAt) => ({ partner: { id: partnerId, businessName: input.businessName, referralCode: null, clientCount: 0, createdAt } }),
  });
}
