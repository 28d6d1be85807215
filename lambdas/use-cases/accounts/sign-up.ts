import { authMessages, publicMessages } from '../../contract/messages.js';
import { RATE_LIMITS } from '../../domain/rate-limit.js';
import { Invalid, TooManyRequests } from '../../errors.js';
import type { PublicStore } from '../../ports/public-forms.js';
import { openAccount, type OpenAccountDeps } from './open-account.js';

export type SignUpDeps = OpenAccountDeps & {
  users: OpenAccountDeps['users'] & { findPartnerIdByReferralCode(code: string): Promise<string | undefined> };
  publicStore: Pick<PublicStore, 'hit' | 'peek'>;
};

/**
 * Self-service signup. The referral code is checked here, on the server: the user pool does not
 * allow self sign-up, so this is the only way in for a client. An address that already has an account
 * gets an email instead of a second account, and the same answer (use-cases/accounts/open-account.ts).
 * Wrong codes are counted per client address (`source`, an IPv6 /64): past the day's limit every signup from
 * it is refused before the code is looked up, so neither 'Invalid referral code' nor a success tells a guesser anything.
 */
export async function signUp(
  deps: SignUpDeps,
  input: { email: string; name: string; password: string; referralCode: string },
  source: string,
): Promise<{ userId: string; partnerId: string } | { existing: true }> {
  const misses = RATE_LIMITS.referralMisses;
  if ((await deps.publicStore.peek('referralMisses', source, misses, deps.now())) >= misses.max) throw new TooManyRequests(publicMessages.tooManyRequests);
  const partnerId = await deps.users.findPartnerIdByReferralCode(input.referralCode);
  if (!partnerId) {
    await deps.publicStore.hit('referralMisses', source, misses, deps.now());
    throw new Invalid(authMessages.referralInvalid, { referralCode: authMessages.referralInvalid });
  }
  const opened = await openAccount(deps, {
    email: input.email,
    name: input.name,
    password: input.password,
    role: 'client',
    records: (clientId, createdAt) => ({ client: { id: clientId, partnerId, folderIds: {}, createdAt } }),
  });
  return 'userId' in opened ? { userId: opened.userId, partnerId } : opened;
}
