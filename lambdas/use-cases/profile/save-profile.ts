import type { Secrets } from '../../ports/secrets.js';
import {
  dateOfBirthOf,
  identityIqPasswordMissing,
  profileMessages,
  type CredentialKind,
  type ProfileForm,
  type ProfileSaveResponse,
} from '../../contract/profile.js';
import { lockedFieldsChanged, lockedIdentity } from '../../domain/identity.js';
import { personalInfoComplete } from '../../domain/onboarding.js';
import { creditKarmaUsernameOf, profileChange } from '../../domain/profile-change.js';
import { IdentityLocked, Invalid, NotFound } from '../../errors.js';
import type { IdentityRepository } from '../../ports/identity.js';
import type { AnalyticsStore } from '../../ports/analytics.js';
import type { ProfileRepository } from '../../ports/profile.js';
import { toClientView, toProfileView } from './views.js';

export interface SaveProfileDeps {
  profiles: ProfileRepository;
  identity: Pick<IdentityRepository, 'get'>;
  secrets: Secrets;
  analytics: Pick<AnalyticsStore, 'recordFunnelStep'>;
  now: () => Date;
}

/** A credential is sealed with the owner's id and its kind bound in, so it opens only where it was put. */
export const credentialContext = (userId: string, which: CredentialKind) => ({ userId, purpose: `credential:${which}` });

/**
 * `PUT /api/profile`: the contact fields on the profile, the application fields on the client item, in
 * one write. Passwords are sealed before they reach the store; blank keeps the saved one. The sign-in
 * email is not touched (the form's email is the contact address). After the first credit pull the
 * identity fields (name, date of birth, address) are locked: a save that changes one is refused, and
 * the client asks for the change through staff review instead (use-cases/identity/identity-reviews.ts, `requestIdentityChange`).
 */
export async function saveProfile(deps: SaveProfileDeps, caller: { id: string; email: string }, form: ProfileForm): Promise<ProfileSaveResponse> {
  const { profile, client } = await deps.profiles.get(caller.id);
  if (!profile) throw new NotFound(profileMessages.updateFailed);
  if (identityIqPasswordMissing(form, Boolean(client?.identityIqPassword))) {
    throw new Invalid(profileMessages.identityIqPasswordRequired, { identityIqPassword: profileMessages.identityIqPasswordRequired });
  }
  const changed = lockedFieldsChanged(lockedIdentity(await deps.identity.get(caller.id)), { ...form, dateOfBirth: dateOfBirthOf(form) });
  // The form shows the date of birth as three selects: the month's select carries the message.
  if (changed.length > 0) throw new IdentityLocked(changed.map((f) => (f === 'dateOfBirth' ? 'birthMonth' : f)));
  const creditKarmaUsername = creditKarmaUsernameOf(form);
  const seal = (which: CredentialKind, value: string | undefined) =>
    value ? deps.secrets.seal(value, credentialContext(caller.id, which)) : Promise.resolve(undefined);
  const [identityIqPassword, creditKarmaPassword] = await Promise.all([
    seal('identityIq', form.identityIqPassword),
    creditKarmaUsername ? seal('creditKarma', form.creditKarmaPassword) : Promise.resolve(null),
  ]);
  const { personal, details } = profileChange(form, profile, { identityIqPassword, creditKarmaPassword }, deps.now());
  await deps.profiles.save(caller.id, profile, personal, details);
  if (personalInfoComplete(personal)) await deps.analytics.recordFunnelStep(caller.id, 'profile', deps.now());
  const saved = await deps.profiles.get(caller.id);
  return { message: profileMessages.allSaved, profile: toProfileView(saved.profile, caller.email), client: toClientView(saved.client) };
}
