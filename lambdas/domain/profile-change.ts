import { creditRepairOf, dateOfBirthOf, incomeCentsOf, type PreviousAddress, type ProfileForm } from '../contract/profile.js';

const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * What a saved Personal Info form changes: the contact fields on the profile and the application fields on the client
 * item. The credentials come in already sealed (`S`); absent keeps the saved one, and no Credit Karma username drops
 * both of its credentials. The contact email is kept lower-case; blank optional fields are stored as null.
 */
export function profileChange<S>(
  form: ProfileForm,
  saved: { previousAddresses?: PreviousAddress[] | null },
  sealed: { identityIqPassword: S | undefined; creditKarmaPassword: S | null | undefined },
  now: Date,
) {
  const personal = {
    fullName: form.fullName,
    contactEmail: form.email.toLowerCase(),
    phoneNumber: form.phoneNumber,
    dateOfBirth: dateOfBirthOf(form),
    street: form.street,
    city: form.city,
    state: form.state,
    zipCode: form.zipCode,
    // Absent from the request keeps the saved list (an older form does not erase it).
    previousAddresses: form.previousAddresses ?? saved.previousAddresses ?? [],
  };
  const details = {
    identityIqUsername: form.identityIqUsername,
    identityIqPassword: sealed.identityIqPassword,
    creditKarmaUsername: creditKarmaUsernameOf(form),
    // No Credit Karma username: both of its credentials go.
    creditKarmaPassword: sealed.creditKarmaPassword,
    creditRepair: creditRepairOf(form.creditRepair),
    annualIncomeCents: incomeCentsOf(form.annualIncome),
    employmentStatus: form.employmentStatus,
    employerName: blankToNull(form.employerName),
    jobTitle: blankToNull(form.jobTitle),
    additionalInfo: blankToNull(form.additionalInfo),
    profileSavedAt: now.toISOString(),
  };
  return { personal, details };
}

/** The Credit Karma username the form keeps (null when blank: its password is then dropped too). */
export const creditKarmaUsernameOf = (form: Pick<ProfileForm, 'creditKarmaUsername'>) => blankToNull(form.creditKarmaUsername);
