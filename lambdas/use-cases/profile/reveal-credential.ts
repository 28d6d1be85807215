import type { Secrets } from '../../ports/secrets.js';
import { credentialNames, profileMessages } from '../../contract/profile-messages.js';
import type { CredentialKind, RevealCredentialResponse } from '../../contract/profile.js';
import { notificationMessages } from '../../contract/notifications-messages.js';
import type { AuditEntry } from '../../domain/admin.js';
import type { EmailMessage } from '../../domain/account-emails.js';
import { RATE_LIMITS } from '../../domain/rate-limit.js';
import { authenticatorFresh } from '../../domain/step-up.js';
import { Forbidden, NotFound, TooManyRequests } from '../../errors.js';
import type { Email } from '../../ports/email.js';
import type { NotificationsRepository } from '../../ports/notifications.js';
import type { ProfileRepository } from '../../ports/profile.js';
import type { RateLimit } from '../../domain/rate-limit.js';
import type { User } from '../../domain/users.js';
import { audit } from '../staff/audit.js';
import { credentialContext } from './save-profile.js';

export interface RevealDeps {
  profiles: ProfileRepository;
  secrets: Secrets;
  audit: { putAudit(entry: AuditEntry): Promise<void> };
  notifications: Pick<NotificationsRepository, 'add'>;
  email: Email;
  users: { getUser(id: string): Promise<User | undefined> };
  publicStore: { hit(name: string, subject: string, limit: RateLimit, now: Date): Promise<{ allowed: boolean }> };
  config: { publicUrl: string };
  now: () => Date;
  newId: () => string;
}

export interface RevealingStaff {
  id: string;
  email: string;
  /** When the staff member last used their authenticator in this session (the token's auth time, epoch seconds). */
  authTime?: number | null | undefined;
}

/** The client's email: which credential was viewed and when; no secret, no staff note. */
export function credentialRevealedEmail(to: string, name: string, which: string, at: string, link: string): EmailMessage {
  return {
    to,
    subject: profileMessages.revealedEmailSubject,
    text: `Hi ${name},\n\n${profileMessages.revealedNote(which, at)}\n\nYour account:\n\n${link}\n\n— The Credit Repair team`,
  };
}

/**
 * Staff read a client's saved credential (e.g. to pull their IdentityIQ report for them). In this order:
 * the authenticator used within 5 minutes in this session, the staff member's hourly and daily limits,
 * the audit entry (who, whose, which, why), the client told (bell and email, whatever their email
 * preference: it is a security notice), and only then the decryption. A failure at any step leaves the
 * secret sealed.
 */
export async function revealCredential(
  deps: RevealDeps,
  staff: RevealingStaff,
  userId: string,
  which: CredentialKind,
  reason: string,
): Promise<RevealCredentialResponse> {
  const now = deps.now();
  if (!authenticatorFresh(staff.authTime, now)) throw new Forbidden(profileMessages.revealNeedsAuthenticator);
  for (const limit of ['credentialRevealStaff', 'credentialRevealStaffDay'] as const) {
    const { allowed } = await deps.publicStore.hit(limit, staff.id, RATE_LIMITS[limit], now);
    if (!allowed) throw new TooManyRequests(profileMessages.revealLimit);
  }
  const { client } = await deps.profiles.get(userId);
  const sealed = which === 'identityIq' ? client?.identityIqPassword : client?.creditKarmaPassword;
  if (!client || !sealed) throw new NotFound(profileMessages.noCredentialSaved);
  const entry = await audit(deps, staff, 'client.credential-reveal', userId, { which, reason });
  const at = entry.at.slice(0, 16).replace('T', ' ');
  const note = profileMessages.revealedNote(credentialNames[which], at);
  await deps.notifications.add(userId, { kind: 'credential_revealed', title: notificationMessages.credentialRevealedTitle, body: note });
  const user = await deps.users.getUser(userId);
  if (user) await deps.email.send(credentialRevealedEmail(user.email, user.fullName, credentialNames[which], at, `${deps.config.publicUrl}/profile`));
  const password = await deps.secrets.open(sealed, credentialContext(userId, which));
  return { which, username: (which === 'identityIq' ? client.identityIqUsername : client.creditKarmaUsername) ?? null, password };
}
