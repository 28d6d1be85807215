/**
 * The profile area's texts and plain constants, without zod: server code that needs only them bundles no
 * schema. contract/profile.ts re-exports every one of them.
 */

export const profileMessages = {
  cardTitle: 'Personal Information',
  intro: 'This information is used to complete your application process.',
  save: 'Save Profile',
  update: 'Update Profile',
  saving: 'Saving...',
  // Section 5, verbatim.
  nameRequired: 'Name is required',
  invalidEmail: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'ZIP code is required',
  identityIqUsernameRequired: 'IdentityIQ Username is required',
  identityIqPasswordRequired: 'IdentityIQ Password is required',
  annualIncomeRequired: 'Annual income is required',
  employmentStatusRequired: 'Employment status is required',
  // Sections 6 and 8, verbatim.
  loginRequired: 'You must be logged in to update your profile',
  updateFailed: 'Failed to update profile information',
  saveSomeFailed: 'Failed to save some profile information',
  updated: 'Profile information updated successfully',
  allSaved: 'All profile information saved successfully',
  // Not in the spec: what such a form needs.
  tooLong: (max: number) => `Please use at most ${max} characters`,
  /** The credit-pull form's own words (spec section 5): step 2 needs the date of birth as much as the pull does. */
  dateOfBirthRequired: 'Date of birth is required',
  /** Shown under the field: why a field the spec left optional is asked for. */
  dateOfBirthReason:
    'Step 2, Complete Personal Information, needs your date of birth: the credit bureaus find your report by your name, date of birth and address.',
  dateOfBirthIncomplete: 'Please choose the month, day and year of your birth',
  dateOfBirthInvalid: 'Please choose a real date of birth',
  changedMeanwhile: 'Your profile changed while you were saving. Please reload the page and try again.',
  passwordSaved: 'A password is saved. Leave this blank to keep it, or type a new one to replace it.',
  /** Staff: revealing a client's saved credential (audit-logged). */
  revealReasonRequired: 'Please say why you need this credential (at least 10 characters)',
  noCredentialSaved: 'No credential of this kind is saved for this client',
  revealNeedsAuthenticator:
    'For your security, sign out and sign in again with your authenticator code, then reveal the credential within 5 minutes.',
  revealLimit: 'You have revealed as many credentials as allowed for now. Please try again later.',
  /** What the client hears, in the bell and by email: which credential, when; never the secret or the staff member's note. */
  revealedNote: (which: string, at: string) =>
    `A member of our team viewed the ${which} password you saved with us (${at} UTC), to work on your account. If you did not expect this, please contact support; you can change the password at ${which} at any time.`,
  revealedEmailSubject: 'A member of our team viewed a password you saved with us',
  previousAddressesTitle: 'Previous addresses',
  previousAddressesIntro:
    'Every address where you lived in the last two years before the current one. The credit bureaus use them to match your dispute letters to your file.',
  addPreviousAddress: 'Add a previous address',
  removePreviousAddress: (n: number) => `Remove previous address ${n}`,
  movedIn: 'Moved in (YYYY-MM)',
  movedOut: 'Moved out (YYYY-MM)',
} as const;

/** The names of the saved credentials, as the client knows them. */
export const credentialNames = { identityIq: 'IdentityIQ', creditKarma: 'Credit Karma' } as const;
