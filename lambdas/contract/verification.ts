// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';

/**
 * SMS identity verification (dashboard spec sections 2, 4, 5 and 8): the texts word for
 * word, the request of `POST /api/verification/sms`, and the verification state the dashboard returns.
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

/** US numbers, typed as the client likes: (555) 123-4567, 555-123-4567, +1 555 123 4567. */
const phoneNumber = z.string().trim().min(1, verificationMessages.missingInformation).max(30, verificationMessages.invalidPhone);
const dateOfBirth = z
  .string()
  .trim()
  .min(1, verificationMessages.missingInformation)
  .regex(/^\d{4}-\d{2}-\d{2}$/, verificationMessages.invalidDateOfBirth);

export const smsVerificationRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('request'), phoneNumber, dateOfBirth }),
  z.object({ action: z.literal('verify'), code: z.string().trim().regex(/^\d{6}$/, verificationMessages.invalidCode) }),
  z.object({ action: z.literal('skip') }),
]);
export type SmsVerificationRequest = z.infer<typeof smsVerificationRequest>;

/**
 * unverified: nothing done yet (or a code lapsed); code_sent: identity verification is PENDING (a code
 * was sent, is unexpired with attempts left, and the client has neither verified nor skipped since: the
 * page shows only the verification form, docs/dashboard.md); verified; skipped (can verify later).
 */
export const VERIFICATION_STATUSES = ['unverified', 'code_sent', 'verified', 'skipped'] as const;
export const verificationStatus = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof verificationStatus>;

export const verificationView = z.object({
  status: verificationStatus,
  /** "Identity verification pending": status is code_sent. */
  pending: z.boolean(),
  verifiedAt: z.string().nullable(),
  skippedAt: z.string().nullable(),
  method: z.literal('sms').nullable(),
  /** The verified (or, while pending, the texted) number's last four digits; the full number is not returned. */
  phoneLast4: z.string().nullable(),
  /** While pending: when the code expires, how many tries remain, and when another code may be asked for. */
  codeExpiresAt: z.string().nullable(),
  attemptsLeft: z.number().int().nonnegative().nullable(),
  resendAvailableAt: z.string().nullable(),
});
export type VerificationView = z.infer<typeof verificationView>;

export const smsVerificationResponse = z.object({
  message: z.string(),
  verification: verificationView,
});
export type SmsVerificationResponse = z.infer<typeof smsVerificationResponse>;
