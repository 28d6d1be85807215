import type { Deps } from '../../ports/deps.js';
import { authMessages } from '../../contract/messages.js';
import { CONFIRM_EMAIL, hashSecret } from '../../domain/one-time-secrets.js';
import { Invalid } from '../../errors.js';

/**
 * Redeems the confirmation link that one-time-messages.ts sent (single use), and counts the funnel step
 * once. The reset code is redeemed in password-reset.ts, where its failures are counted.
 */
export async function confirmEmail(deps: Pick<Deps, 'users' | 'tokens' | 'directory' | 'analytics' | 'now'>, token: string): Promise<{ email: string }> {
  const userId = await deps.tokens.takeOneTimeToken(hashSecret(token), CONFIRM_EMAIL, deps.now());
  const user = userId ? await deps.users.getUser(userId) : undefined;
  if (!userId || !user) throw new Invalid(authMessages.confirmationInvalid);
  // Only the address on record: the directory refuses when its own differs.
  await deps.directory.setEmailVerified(userId, user.email);
  // Counted once per user for the admin analytics' onboarding funnel.
  await deps.analytics.recordFunnelStep(userId, 'verified', deps.now());
  return { email: user.email };
}
