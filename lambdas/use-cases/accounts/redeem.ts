import type { Deps } from '../../adapters/deps.js';
import { authMessages } from '../../contract/messages.js';
import { CONFIRM_EMAIL, hashSecret, resetCodeHash } from '../../domain/one-time-secrets.js';
import { Invalid } from '../../errors.js';

/** Redeeming the one-time secrets that one-time-messages.ts sent: the confirmation link and the reset code. */

/** Confirms the address behind a confirmation link (single use), and counts the funnel step once. */
export async function confirmEmail(deps: Pick<Deps, 'store' | 'directory' | 'adminStore' | 'now'>, token: string): Promise<{ email: string }> {
  const userId = await deps.store.takeOneTimeToken(hashSecret(token), CONFIRM_EMAIL, deps.now());
  const user = userId ? await deps.store.getUser(userId) : undefined;
  if (!userId || !user) throw new Invalid(authMessages.confirmationInvalid);
  await deps.directory.setEmailVerified(userId);
  // Counted once per user for the admin analytics' onboarding funnel.
  await deps.adminStore.recordFunnelStep(userId, 'verified', deps.now());
  return { email: user.email };
}

/** Sets a new password with a valid reset code (attempts counted by the store). */
export async function resetPassword(deps: Pick<Deps, 'store' | 'directory' | 'now'>, input: { email: string; code: string; password: string }): Promise<void> {
  const userId = await deps.store.findUserIdByEmail(input.email);
  const valid = userId ? await deps.store.takeResetCode(userId, resetCodeHash(userId, input.code), deps.now()) : false;
  if (!userId || !valid) throw new Invalid(authMessages.resetCodeInvalid, { code: authMessages.resetCodeInvalid });
  await deps.directory.setPassword(userId, input.password);
  // The code reached their inbox, which proves the address as well as the link would.
  await deps.directory.setEmailVerified(userId);
}
