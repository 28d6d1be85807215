import type { ClientView, ProfileView } from '../../contract/profile.js';
import type { StoredClient, StoredProfile } from '../../ports/profile.js';

/** The users part as the browser sees it; the contact email falls back to the sign-in address. */
export function toProfileView(profile: StoredProfile | undefined, signInEmail: string): ProfileView {
  return {
    fullName: profile?.fullName ?? '',
    email: profile?.contactEmail ?? profile?.email ?? signInEmail,
    signInEmail: profile?.email ?? signInEmail,
    phoneNumber: profile?.phoneNumber ?? null,
    dateOfBirth: profile?.dateOfBirth ?? null,
    street: profile?.street ?? null,
    city: profile?.city ?? null,
    state: profile?.state ?? null,
    zipCode: profile?.zipCode ?? null,
    previousAddresses: profile?.previousAddresses ?? [],
  };
}

/** The client's own answers about themselves (no credential), as stored or null: shown, and kept on a rewrite. */
export function clientAnswers(client: StoredClient | undefined) {
  return {
    creditRepair: client?.creditRepair ?? null,
    annualIncomeCents: client?.annualIncomeCents ?? null,
    employmentStatus: client?.employmentStatus ?? null,
    employerName: client?.employerName ?? null,
    jobTitle: client?.jobTitle ?? null,
    additionalInfo: client?.additionalInfo ?? null,
  };
}

/** The clients part: never a credential, only whether one is saved. */
export function toClientView(client: StoredClient | undefined): ClientView {
  return {
    identityIqUsername: client?.identityIqUsername ?? null,
    identityIqPasswordSaved: Boolean(client?.identityIqPassword),
    creditKarmaUsername: client?.creditKarmaUsername ?? null,
    creditKarmaPasswordSaved: Boolean(client?.creditKarmaPassword),
    ...clientAnswers(client),
    savedAt: client?.profileSavedAt ?? null,
  };
}
