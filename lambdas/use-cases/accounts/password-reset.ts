import type { Deps } from '../../ports/deps.js';
import { authMessages } from '../../contract/messages.js';
import { resetLockedEmail } from '../../domain/account-emails.js';
import { hashSecret, resetCodeHash } from '../../domain/one-time-secrets.js';
import { RATE_LIMITS } from '../../domain/rate-limit.js';
import { Invalid, TooManyRequests } from '../../errors.js';
import { sendResetCode } from './one-time-messages.js';

export type PasswordResetDeps = Pick<Deps, 'users' | 'tokens' | 'publicStore' | 'directory' | 'email' | 'config' | 'now'>;

const LOCK = RATE_LIMITS.resetFailures;

/** Whether resets are locked for this address: ten failed attempts in the current 24-hour window. */
const isLocked = async (deps: PasswordResetDeps, email: string) => (await deps.publicStore.peek('resetFailures', email, LOCK, deps.now())) >= LOCK.max;

/**
 * Sends a reset code, at most one a minute and five a day per address, and none while resets are
 * locked. Every count is kept by email whether or not it has an account, and the caller answers the same
 * in every case, so neither the answer nor the limits tell an attacker which addresses have accounts.
 */
export async function requestPasswordReset(deps: PasswordResetDeps, email: string): Promise<void> {
  const now = deps.now();
  if (!(await deps.publicStore.hit('resetCodeMinute', email, RATE_LIMITS.resetCodeMinute, now)).allowed) return;
  if (!(await deps.publicStore.hit('resetCodeDay', email, RATE_LIMITS.resetCodeDay, now)).allowed) return;
  if (await isLocked(deps, email)) return;
  const userId = await deps.users.findUserIdByEmail(email);
  const user = userId ? await deps.users.getUser(userId) : undefined;
  // A pending team invitation is not replaced by an emailed code: the mailbox alone must not be enough to enrol.
  if (user && !(await deps.tokens.invitationPending(user.id, now))) await sendResetCode(deps, { userId: user.id, email: user.email, name: user.fullName });
}

/**
 * Sets a new password with an emailed code. Failures are counted per address across codes (asking for
 * a new code does not start a fresh count): the tenth in a day locks resets, even with the right code,
 * and tells the owner. A successful reset signs the user out everywhere.
 */
export async function resetPassword(deps: PasswordResetDeps, input: { email: string; code: string; password: string; invitation?: string }): Promise<void> {
  if (await isLocked(deps, input.email)) throw new TooManyRequests(authMessages.resetLocked);
  const userId = await deps.users.findUserIdByEmail(input.email);
  // A team invitation's code counts only with the invitation's emailed link (its token); a wrong one is a failed attempt.
  const invitationHash = input.invitation ? hashSecret(input.invitation) : undefined;
  const valid = userId ? await deps.tokens.takeResetCode(userId, resetCodeHash(userId, input.code), deps.now(), invitationHash) : false;
  if (!userId || !valid) {
    const { count } = await deps.publicStore.hit('resetFailures', input.email, LOCK, deps.now());
    if (count < LOCK.max) throw new Invalid(authMessages.resetCodeInvalid, { code: authMessages.resetCodeInvalid });
    const user = userId && count === LOCK.max ? await deps.users.getUser(userId) : undefined;
    if (user) await deps.email.send(resetLockedEmail(user.email, user.fullName, LOCK.windowSeconds / 3600));
    throw new TooManyRequests(authMessages.resetLocked);
  }
  await deps.directory.setPassword(userId, input.password);
  // Whoever held the old password loses every session they had.
  await deps.directory.signOutEverywhere(userId);
  // The code reached their inbox, which proves that address (only) as well as the link would.
  await deps.directory.setEmailVerified(userId, input.email);
}
