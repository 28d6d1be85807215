// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
import { isEmail, MIN_PASSWORD_LENGTH, nameProblem } from './auth.js';
import { authMessages, partnerMessages } from './messages.js';
import { cursorQuery, pageOf } from './admin.js';

/** POST /api/partners/apply: a partner application (becomes a partner_pending account). */
export const partnerApplyRequest = z
  .object({
    name: z.string().default(''),
    businessName: z.string().default(''),
    email: z.string().default(''),
    phone: z.string().default(''),
    password: z.string().default(''),
  })
  .superRefine((v, ctx) => {
    const missing = (['name', 'businessName', 'email', 'phone', 'password'] as const).filter((k) => v[k].trim() === '');
    if (missing.length) {
      ctx.addIssue({ code: 'custom', path: [missing[0]!], message: partnerMessages.fillAllFields });
      return;
    }
    if (v.password.length < MIN_PASSWORD_LENGTH) ctx.addIssue({ code: 'custom', path: ['password'], message: authMessages.passwordTooShort });
    else if (!isEmail(v.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: authMessages.invalidEmail });
    else if (v.phone.replace(/\D/g, '').length < 7 || v.phone.length > 30) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Please enter a valid phone number' });
    } else if (nameProblem(v.name)) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: nameProblem(v.name)! });
    } else if (v.businessName.trim().length > 120 || /[\p{Cc}<>]/u.test(v.businessName)) {
      ctx.addIssue({ code: 'custom', path: ['businessName'], message: 'Business names can be at most 120 characters, without < or >' });
    }
  })
  .transform((v) => ({
    name: v.name.trim(),
    businessName: v.businessName.trim(),
    email: v.email.trim().toLowerCase(),
    phone: v.phone.trim(),
    password: v.password,
  }));
export type PartnerApplyRequest = z.input<typeof partnerApplyRequest>;
/** The same for a new and an existing address (no enumeration): no id, only the message. */
export const partnerApplyResponse = z.object({ message: z.string() });

export const applicationStatus = z.enum(['pending', 'approved', 'rejected']);

/** GET /api/partners/me: the partner dashboard's header. Callers without a partner record get nulls. */
export const partnerMeResponse = z.object({
  businessName: z.string().nullable(),
  status: z.union([applicationStatus, z.literal('none')]),
  rejectionReason: z.string().nullable(),
  referralCode: z.string().nullable(),
  /** `${PUBLIC_URL}/signup?ref=CODE`; null until a code is issued. */
  shareLink: z.string().nullable(),
  clientCount: z.number().int().nonnegative(),
});
export type PartnerMeResponse = z.infer<typeof partnerMeResponse>;

/** A referred client as the partner sees them: name, signup date and progress, nothing sensitive. */
export const referredClient = z.object({
  id: z.string(),
  name: z.string(),
  signedUpAt: z.iso.datetime(),
  progress: z.object({ emailVerified: z.boolean(), foldersReady: z.boolean() }),
});
export const partnerClientsQuery = cursorQuery;
export const partnerClientsResponse = pageOf(referredClient);
export type PartnerClientsResponse = z.infer<typeof partnerClientsResponse>;
