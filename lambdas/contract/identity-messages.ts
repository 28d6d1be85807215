/**
 * The identity area's texts and plain constants, without zod: server code that needs only them bundles no
 * schema. contract/identity.ts re-exports every one of them.
 */

export const identityMessages = {
  // Before the first pull (the server's onboarding order).
  phoneNotVerified: 'Please verify your phone number by SMS before authorizing a credit pull.',
  documentNotVerified:
    'Please upload a government-issued ID and wait for our staff to verify it before authorizing a credit pull: the pull can only be for the person on the ID.',
  identityChangedSinceVerified:
    'Your name or date of birth changed after your ID was verified. Please upload your ID again so that our staff can verify it against your profile.',
  profileIncomplete: 'Please complete your name, date of birth and address in Personal Information before authorizing a credit pull.',
  subjectTitle: 'The report will be pulled for',
  subjectNote: 'These details come from your verified profile. To change them, request a change in Personal Information.',
  // After the first pull.
  identityLocked:
    'Your name, date of birth and address are locked after your first credit pull. Please request a change in Personal Information: our staff will review it.',
  changeRequested: 'Your change request was sent. Our staff will review it and let you know.',
  changeUnchanged: 'The requested details are the same as your verified details.',
  changeNotLocked: 'Your details are not locked yet: you can change them in Personal Information.',
  changeTitle: 'Request a change of name, date of birth or address',
  changePending: 'A change of your details is waiting for review.',
  // What the bureaus returned.
  mismatchClient:
    'The credit file the bureaus returned does not match your verified identity (see below). We stopped the analysis of this report and our staff will contact you. Nothing is wrong with your account.',
  mismatchAnalysis: 'This credit report does not match your verified identity, so it cannot be analysed. Our staff will contact you.',
  mismatchField: {
    name: 'name',
    dateOfBirth: 'date of birth',
    ssnLast4: 'Social Security number',
    address: 'address',
  },
  mismatchLine: (bureauName: string, fields: string) => `${bureauName} reports a different ${fields}.`,
  // Staff.
  reviewIdentityConfirmRequired: "Please confirm that the name and date of birth on the ID match the client's profile",
  reviewIdentityConfirmLabel: "The name and date of birth on this ID match the client's profile",
  reviewProfileIncomplete:
    "The client's profile has no name or date of birth to compare the ID with yet. Ask the client to complete Personal Information, or reject the ID with that reason.",
  reviewNotFound: 'Review not found',
  reviewDecided: 'This review was already decided',
  reviewDecisionKind: 'This decision does not apply to this kind of review',
  reasonRequired: 'Please give a reason for rejecting the change',
  changeApprovedNote: 'Your change of name, date of birth or address was approved.',
  changeRejectedNote: (reason: string) => `Your change of name, date of birth or address was rejected: ${reason}`,
  changeApprovedTitle: 'Change approved',
  changeRejectedTitle: 'Change rejected',
  mismatchNoteTitle: 'Your credit report needs a check',
} as const;
