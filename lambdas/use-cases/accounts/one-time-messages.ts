import { confirmationEmail, confirmationLink, invitationEmail, invitationLink, PARTNER_ROLES, resetCodeEmail, type EmailMessage } from '../../domain/account-emails.js';
import {
  CONFIRMATION_LINK_TTL_HOURS,
  INVITATION_CODE_TTL_HOURS,
  RESET_CODE_TTL_MINUTES,
  CONFIRM_EMAIL,
  hashSecret,
  newLinkToken,
  newNumericCode,
  resetCodeHash,
} from '../../domain/one-time-secrets.js';

/**
 * The one-time messages of the account flows: a confirmation link, a reset code, an invitation code.
 * Each stores only the secret's hash, then emails the secret.
 */

/** The few ports these flows need, so they stay testable with plain fakes. */
export interface FlowDeps {
  config: { publicUrl: string };
  now: () => Date;
  email: { send(message: EmailMessage): Promise<void> };
  tokens: {
    putOneTimeToken(token: { hash: string; purpose: string; userId: string; expiresAt: Date }): Promise<void>;
    putResetCode(userId: string, codeHash: string, expiresAt: Date, options?: { invitationHash?: string }): Promise<void>;
  };
}

/** The link leads a partner applicant (`role`) to the Partner Sign In wherever it is opened. */
export async function sendConfirmationLink(deps: FlowDeps, user: { userId: string; email: string; name: string; role?: string | undefined }) {
  const token = newLinkToken();
  const expiresAt = new Date(deps.now().getTime() + CONFIRMATION_LINK_TTL_HOURS * 3_600_000);
  await deps.tokens.putOneTimeToken({ hash: hashSecret(token), purpose: CONFIRM_EMAIL, userId: user.userId, expiresAt });
  const partner = user.role !== undefined && PARTNER_ROLES.includes(user.role);
  await deps.email.send(confirmationEmail(user.email, user.name, confirmationLink(deps.config.publicUrl, token, { partner })));
}

export async function sendResetCode(deps: FlowDeps, user: { userId: string; email: string; name: string }) {
  const code = newNumericCode();
  const expiresAt = new Date(deps.now().getTime() + RESET_CODE_TTL_MINUTES * 60_000);
  // The hash binds the code to the user, so a code cannot be replayed for another account.
  await deps.tokens.putResetCode(user.userId, resetCodeHash(user.userId, code), expiresAt);
  await deps.email.send(resetCodeEmail(user.email, user.name, code));
}

/**
 * A new team member chooses their own password, as in a reset, with two secrets that travel apart: the emailed
 * link (a 256-bit token) and the invitation code, which is returned here for the admin to hand over in person or
 * by phone. Whoever reads the mailbox alone, or learns the code alone, cannot enrol; nobody else ever knows the
 * password. Returns the code (shown to the admin once, stored only as a hash).
 */
export async function sendInvitation(deps: FlowDeps, user: { userId: string; email: string; name: string; role: string }): Promise<string> {
  const code = newNumericCode();
  const token = newLinkToken();
  const expiresAt = new Date(deps.now().getTime() + INVITATION_CODE_TTL_HOURS * 3_600_000);
  await deps.tokens.putResetCode(user.userId, resetCodeHash(user.userId, code), expiresAt, { invitationHash: hashSecret(token) });
  await deps.email.send(invitationEmail(user.email, user.name, user.role, invitationLink(deps.config.publicUrl, user.email, token)));
  return code;
}

export interface ResendDeps extends FlowDeps {
  users: {
    findUserIdByEmail(email: string): Promise<string | undefined>;
    getUser(id: string): Promise<{ id: string; email: string; fullName: string; role?: string } | undefined>;
  };
  directory: { getUser(id: string): Promise<{ emailVerified: boolean } | undefined> };
}

/** A new confirmation link, only to an account whose address is not yet confirmed; silently nothing otherwise (no enumeration). */
export async function resendConfirmation(deps: ResendDeps, email: string): Promise<void> {
  const userId = await deps.users.findUserIdByEmail(email);
  const user = userId ? await deps.users.getUser(userId) : undefined;
  const account = user ? await deps.directory.getUser(user.id) : undefined;
  if (user && account && !account.emailVerified) await sendConfirmationLink(deps, { userId: user.id, email: user.email, name: user.fullName, role: user.role });
}
