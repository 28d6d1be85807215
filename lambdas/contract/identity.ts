// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
import type { Bureau } from './credit.js';
// The texts and plain constants are zod-free (contract/identity-messages.ts), so code that needs only them bundles no schema.
import { identityMessages } from './identity-messages.js';
export { identityMessages };

/**
 * The client's verified identity: the one subject of a credit pull and the sender of every letter
 * (docs/security.md, "A pull names only the client"). Staff verify a government ID and confirm that its
 * name and date of birth match the profile; the address is the profile's; the first pull locks all of
 * them, after which a change goes to staff review. What the bureaus return is compared with it.
 */

const required = (max: number) => z.string().trim().min(1).max(max);

/** The identity fields (name, date of birth, address) a pull names and a letter is signed with. */
export const identityFields = z.object({
  fullName: required(100).min(2),
  dateOfBirth: z.iso.date(),
  street: required(200),
  city: required(100),
  state: required(50),
  zipCode: z.string().trim().regex(/^\d{5}$/, '5-digit ZIP code is required'),
});
export type IdentityFields = z.infer<typeof identityFields>;

/** `POST /api/profile/identity-change`: what the client asks to change to, once the identity is locked. */
export const identityChangeRequest = identityFields;
export type IdentityChangeRequest = z.infer<typeof identityChangeRequest>;

/** credit.ts imports this module (the report view carries the mismatches), so the bureaus are named here, checked against its list. */
const MISMATCH_BUREAUS = ['equifax', 'experian', 'transunion'] as const satisfies readonly Bureau[];

export const IDENTITY_MISMATCH_FIELDS = ['name', 'dateOfBirth', 'ssnLast4', 'address'] as const;
export const identityMismatch = z.object({ bureau: z.enum(MISMATCH_BUREAUS), field: z.enum(IDENTITY_MISMATCH_FIELDS) });
export type IdentityMismatch = z.infer<typeof identityMismatch>;

export const IDENTITY_REVIEW_KINDS = ['change_request', 'bureau_mismatch'] as const;
export const IDENTITY_REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'resolved'] as const;

/** One case on the staff desk: a client's change request, or a credit report whose identity did not match. */
export const identityReviewView = z.object({
  id: z.string(),
  userId: z.string(),
  kind: z.enum(IDENTITY_REVIEW_KINDS),
  status: z.enum(IDENTITY_REVIEW_STATUSES),
  createdAt: z.string(),
  /** The verified identity when the case was opened. */
  current: identityFields.nullable(),
  /** A change request's new details. */
  requested: identityFields.nullable(),
  /** A mismatch's fields, per bureau. */
  mismatches: z.array(identityMismatch),
  reportId: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type IdentityReviewView = z.infer<typeof identityReviewView>;
export const identityReviewResponse = z.object({ review: identityReviewView });
export const identityReviewsResponse = z.object({ items: z.array(identityReviewView), nextCursor: z.string().nullable() });

export const identityReviewParams = z.object({ userId: z.string().trim().min(1).max(64), reviewId: z.string().trim().min(1).max(64) });
/** A change request is approved or rejected (with a reason the client reads); a mismatch is resolved once staff have dealt with it. */
export const decideIdentityReviewRequest = z
  .object({ decision: z.enum(['approved', 'rejected', 'resolved']), reason: z.string().trim().max(500).optional() })
  .refine((v) => v.decision !== 'rejected' || Boolean(v.reason), { message: identityMessages.reasonRequired, path: ['reason'] });
export type DecideIdentityReviewRequest = z.infer<typeof decideIdentityReviewRequest>;

/**
 * The Authorize Credit Pull form's subject: the verified identity (read-only in the form) and, while
 * the pull is not allowed yet, why (the messages above, in onboarding order).
 */
export const pullSubjectView = z.object({
  ready: z.boolean(),
  identity: identityFields.nullable(),
  missing: z.array(z.string()),
  /** True after the first pull: the fields change only through a staff-reviewed request. */
  locked: z.boolean(),
  /** A change request waiting for staff. */
  changePending: z.boolean(),
});
export type PullSubjectView = z.infer<typeof pullSubjectView>;
