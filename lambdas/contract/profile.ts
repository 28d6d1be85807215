// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
// The texts and plain constants are zod-free (contract/profile-messages.ts), so code that needs only them bundles no schema.
import { profileMessages, credentialNames } from './profile-messages.js';
export { profileMessages, credentialNames };

/**
 * The Personal Info tab (dashboard spec sections 2, 5, 6 and 8): its texts word for word, the ONE form
 * schema the web form and `PUT /api/profile` share, and the views the dashboard returns.
 *
 * Email: the form's "active email" is a contact address kept on the profile (`contactEmail`). It is never
 * the sign-in address: this route does not change the Cognito/login email (docs/dashboard.md).
 */

/**
 * An address the client lived at before the current one. Bureaus match a dispute to a file by the addresses of the
 * last two years, so the letters list every one whose stay ended within them. Months as YYYY-MM.
 */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please choose the month as YYYY-MM');
export const previousAddress = z
  .object({
    street: z.string().trim().min(1, 'Street address is required').max(200),
    city: z.string().trim().min(1, 'City is required').max(100),
    state: z.string().trim().min(1, 'State is required').max(50),
    zipCode: z.string().trim().min(5, 'ZIP code is required').max(10),
    from: month,
    to: month,
  })
  .refine((a) => a.from <= a.to, { path: ['to'], message: 'The move-out month must not be before the move-in month' });
export type PreviousAddress = z.infer<typeof previousAddress>;
export const MAX_PREVIOUS_ADDRESSES = 5;

const text = (max: number) => z.string().trim().max(max, profileMessages.tooLong(max));
const required = (message: string, max: number, min = 1) => z.string().trim().min(min, message).max(max, profileMessages.tooLong(max));
/** '' (not chosen) or absent. */
const optional = (max: number) => text(max).optional();

/** Years offered: the current year and the 99 before (section 5). */
export function birthYears(now: Date = new Date()): string[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: 100 }, (_, i) => String(year - i));
}
export const BIRTH_MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
export const BIRTH_DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0'));

/** The date of birth as YYYY-MM-DD when month, day and year are all chosen and form a real date; null when none is. */
export function dateOfBirthOf(form: { birthMonth?: string | undefined; birthDay?: string | undefined; birthYear?: string | undefined }): string | null {
  const { birthMonth: m = '', birthDay: d = '', birthYear: y = '' } = form;
  if (!m || !d || !y) return null;
  return `${y}-${m}-${d}`;
}

function isRealDate(iso: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso && birthYears(now).includes(iso.slice(0, 4));
}

/** Income text in dollars ('55,000', '$72000.50') to integer cents; 0 when it is not a number (section 5). */
export function incomeCentsOf(value: string): number {
  const n = Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(n) && n > 0 ? Math.min(Math.round(n * 100), Number.MAX_SAFE_INTEGER) : 0;
}

/** credit_repair is true when the text equals 'yes' ignoring case (section 5). */
export const creditRepairOf = (value: string | undefined): boolean => (value ?? '').trim().toLowerCase() === 'yes';

/**
 * THE personal-info form. Passwords are optional here because a saved one may be kept by leaving the
 * field blank; whether one is required depends on what is saved (`identityIqPasswordMissing`), which
 * `profileFormSchemaFor` adds for the web form and the server checks against the stored item.
 */
export const profileFormSchema = z
  .object({
    fullName: required(profileMessages.nameRequired, 100, 2),
    email: text(254).pipe(z.email(profileMessages.invalidEmail)),
    phoneNumber: required(profileMessages.phoneRequired, 20, 10),
    birthMonth: optional(2),
    birthDay: optional(2),
    birthYear: optional(4),
    street: required(profileMessages.streetRequired, 200),
    city: required(profileMessages.cityRequired, 100),
    state: required(profileMessages.stateRequired, 50),
    zipCode: required(profileMessages.zipRequired, 10, 5),
    identityIqUsername: required(profileMessages.identityIqUsernameRequired, 200),
    /** Blank keeps the saved password (if any). Not trimmed: a password is what it is. */
    identityIqPassword: z.string().max(200, profileMessages.tooLong(200)).optional(),
    creditKarmaUsername: optional(200),
    /** Blank keeps the saved one; a blank username removes both Credit Karma credentials. */
    creditKarmaPassword: z.string().max(200, profileMessages.tooLong(200)).optional(),
    /** 'yes' (any case) means the client has used credit repair before. */
    creditRepair: optional(10),
    /** Dollars, as typed. */
    annualIncome: required(profileMessages.annualIncomeRequired, 20),
    employmentStatus: required(profileMessages.employmentStatusRequired, 100),
    employerName: optional(200),
    jobTitle: optional(200),
    additionalInfo: optional(2000),
    /** Where the client lived before the current address (the dispute letters list those of the last two years); absent keeps the saved list. */
    previousAddresses: z.array(previousAddress).max(MAX_PREVIOUS_ADDRESSES, `Please list at most ${MAX_PREVIOUS_ADDRESSES} previous addresses`).optional(),
  })
  .superRefine((form, ctx) => {
    const parts = [form.birthMonth, form.birthDay, form.birthYear].filter(Boolean).length;
    // Optional in the spec, but onboarding step 2 counts the profile complete only with it (docs/dashboard.md).
    if (parts === 0) {
      ctx.addIssue({ code: 'custom', path: ['birthMonth'], message: profileMessages.dateOfBirthRequired });
    } else if (parts < 3) {
      ctx.addIssue({ code: 'custom', path: ['birthMonth'], message: profileMessages.dateOfBirthIncomplete });
    } else if (parts === 3 && !isRealDate(dateOfBirthOf(form)!, new Date())) {
      ctx.addIssue({ code: 'custom', path: ['birthDay'], message: profileMessages.dateOfBirthInvalid });
    }
  });
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** True when the form leaves the IdentityIQ password blank and none is saved to keep. */
export const identityIqPasswordMissing = (form: Pick<ProfileForm, 'identityIqPassword'>, saved: boolean): boolean =>
  !saved && !(form.identityIqPassword ?? '').length;

/** The form's schema as the browser uses it: the IdentityIQ password is required unless one is saved. */
export const profileFormSchemaFor = (state: { identityIqPasswordSaved: boolean }) =>
  profileFormSchema.superRefine((form, ctx) => {
    if (identityIqPasswordMissing(form, state.identityIqPasswordSaved)) {
      ctx.addIssue({ code: 'custom', path: ['identityIqPassword'], message: profileMessages.identityIqPasswordRequired });
    }
  });

/** The users part (spec section 3): the sign-in email is shown, never edited here. */
export const profileView = z.object({
  fullName: z.string(),
  /** The active (contact) email; the sign-in email until the client sets one. */
  email: z.string(),
  signInEmail: z.string(),
  phoneNumber: z.string().nullable(),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  /** Where the client lived before (absent from older answers). */
  previousAddresses: z.array(previousAddress).optional(),
});
export type ProfileView = z.infer<typeof profileView>;

/** The clients part: credentials are never returned, only whether one is saved. */
export const clientView = z.object({
  identityIqUsername: z.string().nullable(),
  identityIqPasswordSaved: z.boolean(),
  creditKarmaUsername: z.string().nullable(),
  creditKarmaPasswordSaved: z.boolean(),
  creditRepair: z.boolean().nullable(),
  annualIncomeCents: z.number().int().nonnegative().nullable(),
  employmentStatus: z.string().nullable(),
  employerName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  /** When the form was last saved (ISO 8601 UTC); null before the first save ('Save Profile' vs 'Update Profile'). */
  savedAt: z.string().nullable(),
});
export type ClientView = z.infer<typeof clientView>;

export const profileSaveResponse = z.object({
  message: z.string(),
  profile: profileView,
  client: clientView,
});
export type ProfileSaveResponse = z.infer<typeof profileSaveResponse>;

/** The form's starting values from what is saved (passwords always start blank). */
export function profileFormValues(profile: ProfileView, client: ClientView): ProfileForm {
  const [y = '', m = '', d = ''] = profile.dateOfBirth ? profile.dateOfBirth.split('-') : [];
  return {
    fullName: profile.fullName,
    email: profile.email,
    phoneNumber: profile.phoneNumber ?? '',
    birthMonth: m,
    birthDay: d,
    birthYear: y,
    street: profile.street ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    zipCode: profile.zipCode ?? '',
    identityIqUsername: client.identityIqUsername ?? '',
    identityIqPassword: '',
    creditKarmaUsername: client.creditKarmaUsername ?? '',
    creditKarmaPassword: '',
    creditRepair: client.creditRepair === null ? '' : client.creditRepair ? 'yes' : 'no',
    annualIncome: client.annualIncomeCents === null ? '' : String(client.annualIncomeCents / 100),
    employmentStatus: client.employmentStatus ?? '',
    employerName: client.employerName ?? '',
    jobTitle: client.jobTitle ?? '',
    additionalInfo: client.additionalInfo ?? '',
    previousAddresses: profile.previousAddresses ?? [],
  };
}

// ---- Staff: reading a client's saved credential (admin only, audit-logged with who and why) ----

export const CREDENTIAL_KINDS = ['identityIq', 'creditKarma'] as const;
export const credentialKind = z.enum(CREDENTIAL_KINDS);
export type CredentialKind = z.infer<typeof credentialKind>;

export const revealCredentialRequest = z.object({
  which: credentialKind,
  reason: z.string().trim().min(10, profileMessages.revealReasonRequired).max(500, profileMessages.tooLong(500)),
});
export type RevealCredentialRequest = z.infer<typeof revealCredentialRequest>;

export const revealCredentialResponse = z.object({
  which: credentialKind,
  username: z.string().nullable(),
  password: z.string(),
});
export type RevealCredentialResponse = z.infer<typeof revealCredentialResponse>;
