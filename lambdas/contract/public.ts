// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
import { pageOf } from './admin.js';
import { publicMessages } from './messages.js';

const emailShape = z.email();

/** A required email: trimmed, lower-cased, the spec's message when empty. */
const requiredEmail = (emptyMessage: string) =>
  z
    .string({ message: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(254, publicMessages.invalidEmail)
    .refine((v) => emailShape.safeParse(v).success, publicMessages.invalidEmail)
    .transform((v) => v.toLowerCase());

/** POST /api/waitlist: the Business Credit launch list (coming-soon page). */
export const waitlistRequest = z.object({ email: requiredEmail(publicMessages.emailRequired) });
export type WaitlistRequest = z.infer<typeof waitlistRequest>;
export const waitlistResponse = z.object({ message: z.string() });

export const SUPPORT_LIMITS = { name: 100, question: 2000 } as const;

/**
 * POST /api/support-requests: the chat widget's opening form. All three are required after trimming
 * (spec section 5); the first missing one answers with the spec's chat message.
 */
export const supportRequestBody = z
  .object({
    name: z.string().default(''),
    email: z.string().default(''),
    question: z.string().default(''),
    /** The page the chat was opened on, for context; anything but a site path is dropped. */
    page: z.string().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    const missing = (['name', 'email', 'question'] as const).filter((k) => v[k].trim() === '');
    for (const key of missing) ctx.addIssue({ code: 'custom', path: [key], message: publicMessages.chatMissingFields });
    if (missing.length) return;
    if (!emailShape.safeParse(v.email.trim()).success || v.email.trim().length > 254) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: publicMessages.invalidEmail });
    }
    if (v.name.trim().length > SUPPORT_LIMITS.name) ctx.addIssue({ code: 'custom', path: ['name'], message: publicMessages.fieldTooLong('Name', SUPPORT_LIMITS.name) });
    if (v.question.trim().length > SUPPORT_LIMITS.question) {
      ctx.addIssue({ code: 'custom', path: ['question'], message: publicMessages.fieldTooLong('Your question', SUPPORT_LIMITS.question) });
    }
  })
  .transform((v) => ({
    name: v.name.trim(),
    email: v.email.trim().toLowerCase(),
    question: v.question.trim(),
    page: v.page && /^\/[\w\-./]*$/.test(v.page) ? v.page : null,
  }));
export type SupportRequestBody = z.output<typeof supportRequestBody>;

export const supportRequestRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  question: z.string(),
  /** Where the chat was opened (a path of the site), when the browser said. */
  page: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type SupportRequestRow = z.infer<typeof supportRequestRow>;
export const supportRequestCreated = z.object({ id: z.string(), createdAt: z.iso.datetime(), message: z.string() });

/** GET /api/admin/support-requests: newest first, one page at a time. */
export const supportRequestListResponse = pageOf(supportRequestRow);
export type SupportRequestListResponse = z.infer<typeof supportRequestListResponse>;
