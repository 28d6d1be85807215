/**
 * The SMS verification's texts (dashboard spec sections 2, 4, 5 and 8, word for word), without zod: code that
 * needs only them (the dashboard's first load) bundles no schema. contract/verification.ts re-exports them.
 */
export const verificationMessages = {
  // An SMS code proves a phone, not an identity: "identity verified" is said only once staff verified the ID document.
  title: 'Phone Verification',
  back: 'Back',
  resend: 'Resend',
  skip: 'Skip for Now',
  // Section 5: toast title, then its text.
  missingInformationTitle: 'Missing Information',
  missingInformation: 'Please provide both phone number and date of birth.',
  invalidCodeTitle: 'Invalid Code',
  invalidCode: 'Please enter a 6-digit verification code.',
  loginRequired: 'Please log in to continue',
  // Section 8: toast titles and their default texts.
  errorTitle: 'Error',
  sendFailed: 'Failed to send verification code',
  verifyFailedTitle: 'Verification Failed',
  verifyFailed: 'Failed to verify code',
  // Section 4 and 2: success and skip toasts.
  verified: 'Phone verified',
  completed: 'Phone verification completed!',
  skipped: 'Verification Skipped',
  skippedDetail: 'You can complete verification later.',
  // Not in the spec: the server's own reasons, shown as the toast's text.
  invalidPhone: 'Please enter a valid US phone number.',
  /** A +1 number outside the US (the Caribbean, Canada) or one that reaches no subscriber (premium-rate, toll-free). */
  smsUsOnly: 'We can text codes only to US mobile numbers: not toll-free or premium-rate numbers, nor numbers in other countries that share +1.',
  invalidDateOfBirth: 'Please enter a valid date of birth.',
  tooYoung: 'You must be 18 or older to verify your identity.',
  codeSent: 'We sent a 6-digit code to your phone. It expires in 10 minutes.',
  codeWrong: 'That code is not right. Please check it and try again.',
  codeExpired: 'This code has expired. Please request a new one.',
  attemptsExhausted: 'Too many wrong codes. Please request a new one.',
  noCode: 'No verification code is waiting. Please request a new one.',
  resendTooSoon: 'Please wait a minute before requesting another code.',
  resendHourly: 'Too many codes requested. Please try again in an hour.',
  alreadyVerified: 'Your phone is already verified.',
  smsBody: (code: string) => `Your verification code is ${code}. It expires in 10 minutes. Never share it.`,
} as const;
