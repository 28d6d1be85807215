import type { Secrets } from '../../adapters/secrets.js';
import { profileMessages, type CredentialKind, type RevealCredentialResponse } from '../../contract/profile.js';
import type { AuditEntry } from '../../domain/admin.js';
import { NotFound } from '../../errors.js';
import type { ProfileRepository } from '../../ports/profile.js';
import { audit } from '../staff/audit.js';
import { credentialContext } from './save-profile.js';

export interface RevealDeps {
  profiles: ProfileRepository;
  secrets: Secrets;
  adminStore: { putAudit(entry: AuditEntry): Promise<void> };
  now: () => Date;
  newId: () => string;
}

/**
 * Staff read a client's saved credential (e.g. to pull their IdentityIQ report for them). Every
 * decryption is written to the audit log first, with who, whose, which and why; no audit, no plaintext.
 */
export async function revealCredential(
  deps: RevealDeps,
  staff: { id: string; email: string },
  userId: string,
  which: CredentialKind,
  reason: string,
): Promise<RevealCredentialResponse> {
  const { client } = await deps.profiles.get(userId);
  const sealed = which === 'identityIq' ? client?.identityIqPassword : client?.creditKarmaPassword;
  if (!client || !sealed) throw new NotFound(profileMessages.noCredentialSaved);
  await audit(deps, staff, 'client.credential-reveal', userId, { which, reason });
  const password = await deps.secrets.open(sealed, credentialContext(userId, which));
  return { which, username: (which === 'identityIq' ? client.identityIqUsername : client.creditKarmaUsername) ?? null, password };
}
