// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
// The texts are zod-free (contract/verification-messages.ts), so code that needs only them bundles no schema.
import { verificationMessages } from './verification-messages.js';
export { verificationMessages };

/**
 * SMS identity verification (dashboard spec sections 2, 4, 5 and 8): the texts word for
 * word, the request of `POST /api/verification/sms`, and the verification state the dashboard returns.
 */

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
