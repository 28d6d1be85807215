// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
import { authMessages } from './messages.js';

export const MIN_PASSWORD_LENGTH = 6;
// Zod-free (contract/staff.ts): the route wrapper's standing check needs it without the auth schemas.
export { STAFF_IDLE_MINUTES } from './staff.js';

const emailShape = z.email();

/** A person's name as it may appear in an email: letters (any script), spaces, apostrophes, hyphens; no digits, dots or links. */
export const MAX_NAME_LENGTH = 80;
const NAME_CHARACTERS = /^[\p{L}\p{M}' ’-]+$/u;
/** The message for a name that is too long or has other characters; undefined when it is fine (blank is the form's own check). */
export function nameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length > MAX_NAME_LENGTH) return authMessages.nameTooLong(MAX_NAME_LENGTH);
  if (trimmed !== '' && !NAME_CHARACTERS.test(trimmed)) return authMessages.nameInvalid;
  return undefined;
}
export const isEmail = (value: string) => emailShape.safeParse(value.trim()).success;

/**
 * Signup: all four fields are required (the spec's one message, on each missing field), the password's
 * length, the email's form. Every field gets its own issue; the first (the server's `message`) is, in
 * that order, the missing field, then the short password, then the email. The referral code is trimmed;
 * the server checks it exists.
 */
export const signupRequest = z
  .object({
    name: z.string().default(''),
    email: z.string().default(''),
    password: z.string().default(''),
    referralCode: z.string().default(''),
  })
  .superRefine((v, ctx) => {
    const missing = (['name', 'email', 'password', 'referralCode'] as const).filter((k) => v[k].trim() === '');
    for (const k of missing) ctx.addIssue({ code: 'custom', path: [k], message: authMessages.fillAllFieldsWithReferral });
    if (!missing.includes('password') && v.password.length < MIN_PASSWORD_LENGTH)
      ctx.addIssue({ code: 'custom', path: ['password'], message: authMessages.passwordTooShort });
    if (!missing.includes('email') && !isEmail(v.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: authMessages.invalidEmail });
    const badName = nameProblem(v.name);
    if (badName) ctx.addIssue({ code: 'custom', path: ['name'], message: badName });
    if (v.referralCode.trim().length > 40) ctx.addIssue({ code: 'custom', path: ['referralCode'], message: authMessages.referralInvalid });
  })
  .transform((v) => ({ name: v.name.trim(), email: v.email.trim().toLowerCase(), password: v.password, referralCode: v.referralCode.trim() }));
export type SignupRequest = z.input<typeof signupRequest>;

/** The same for a new and an existing address (no enumeration): no id, only the message. */
export const signupResponse = z.object({ message: z.string() });

/** Login is done against Cognito by the browser; this is the form's check before asking Cognito (each field its own message). */
export const loginForm = z
  .object({ email: z.string().default(''), password: z.string().default('') })
  .superRefine((v, ctx) => {
    if (v.email.trim() === '') ctx.addIssue({ code: 'custom', path: ['email'], message: authMessages.fillAllFields });
    else if (!isEmail(v.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: authMessages.invalidEmail });
    if (v.password === '') ctx.addIssue({ code: 'custom', path: ['password'], message: authMessages.fillAllFields });
  });

/** The one user attribute the browser may write through Cognito; the email changes only through the server (it is the sign-in name). */
export const BROWSER_WRITABLE_ATTRIBUTES = ['name'] as const;

/** A TOTP code as an authenticator app shows it. */
export const totpCode = z
  .string()
  .default('')
  .transform((c) => c.replace(/\s/g, ''))
  .refine((c) => /^\d{6}$/.test(c), authMessages.totpCodeInvalid);
/** The authenticator-code form (sign-in, enrolment, turning two-step sign-in off). */
export const totpCodeForm = z.object({ code: totpCode });

export const confirmEmailRequest = z.object({ token: z.string().min(20, authMessages.confirmationInvalid).max(200) });
export const confirmEmailResponse = z.object({ message: z.string(), email: z.string() });

export const emailOnlyRequest = z.object({
  email: z
    .string()
    .default('')
    .refine((e) => e.trim() !== '', authMessages.fillAllFields)
    .refine(isEmail, authMessages.invalidEmail)
    .transform((e) => e.trim().toLowerCase()),
});

export const resetPasswordRequest = z
  .object({
    email: z.string().default(''),
    code: z.string().default(''),
    password: z.string().default(''),
    /** A team invitation's emailed link token (the invitation code itself comes from the admin who added them). */
    invitation: z.string().max(200).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.email.trim() === '' || v.code.trim() === '' || v.password === '') {
      ctx.addIssue({ code: 'custom', path: ['code'], message: authMessages.fillAllFields });
      return;
    }
    if (v.password.length < MIN_PASSWORD_LENGTH) ctx.addIssue({ code: 'custom', path: ['password'], message: authMessages.passwordTooShort });
    if (!/^\d{6}$/.test(v.code.trim())) ctx.addIssue({ code: 'custom', path: ['code'], message: authMessages.resetCodeInvalid });
  })
  .transform((v) => ({ email: v.email.trim().toLowerCase(), code: v.code.trim(), password: v.password, invitation: v.invitation.trim() }));

export const messageResponse = z.object({ message: z.string() });

export const notificationPreferences = z.object({ email: z.boolean(), sms: z.boolean() });
export const preferencesResponse = z.object({ message: z.string(), notificationPreferences });

/**
 * The account export (a download): every item stored for the account, its files' keys, and the public forms sent
 * with its email. The items keep the shape they are stored in, so only the frame is described here.
 */
export const accountExport = z.looseObject({
  exportedAt: z.iso.datetime(),
  account: z.object({ id: z.string(), email: z.string(), groups: z.array(z.string()) }),
  items: z.array(z.record(z.string(), z.unknown())),
  files: z.array(z.string()),
});

export const deleteAccountRequest = z.object({
  confirm: z.literal('DELETE', { message: 'Type DELETE to confirm.' }),
});

export const foldersResponse = z.object({ created: z.boolean(), folders: z.record(z.string(), z.string()) });

export const connectionsResponse = z.object({
  connections: z.array(z.object({ id: z.string(), provider: z.string(), connectedAt: z.string() })),
});

/** Change password is done against Cognito by the browser; this is the form's check (all fields, length, the two match). */
export const changePasswordForm = z
  .object({ current: z.string().default(''), next: z.string().default(''), confirm: z.string().default('') })
  .superRefine((v, ctx) => {
    const missing = (['current', 'next', 'confirm'] as const).find((k) => v[k] === '');
    if (missing) ctx.addIssue({ code: 'custom', path: [missing], message: authMessages.fillAllFields });
    else if (v.next.length < MIN_PASSWORD_LENGTH) ctx.addIssue({ code: 'custom', path: ['next'], message: authMessages.passwordTooShort });
    else if (v.next !== v.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: authMessages.newPasswordsDiffer });
  });
