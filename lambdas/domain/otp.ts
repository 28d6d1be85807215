import type { VerificationStatus, VerificationView } from '../contract/verification.js';

/**
 * The SMS one-time code's rules, pure: 6 digits from a CSPRNG (made in the use case),
 * stored only as a hash, valid 10 minutes, single use, 5 attempts, and at most one send a minute and
 * five an hour. The store applies each decision with a condition on the item's version, so two
 * concurrent requests cannot both pass a limit (adapters/dynamo/verification.ts).
 */
export const OTP_RULES = {
  digits: 6,
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  resendAfterMs: 60_000,
  maxSendsPerWindow: 5,
  windowMs: 60 * 60_000,
} as const;

/** The `OTP` item: the pending code of one user. */
export interface OtpState {
  /** HMAC-SHA-256 of the code (use-cases/verification): the code itself is never stored. */
  codeHash: string;
  /** E.164: where the code went, and what a success records. */
  phone: string;
  /** ISO 8601 UTC: when this code was sent. */
  sentAt: string;
  /** ISO 8601 UTC: when this code stops working. */
  expiresAt: string;
  /** Wrong or right tries at this code. */
  attempts: number;
  /** ISO times of the sends in the last hour (this code's and earlier ones'), oldest first. */
  sends: string[];
  /** Bumped on every send: the store writes only if it is unchanged since it was read. */
  version: number;
}

export type SendRefusal = { reason: 'too_soon' | 'hourly_limit'; retryAt: string };

const ms = (iso: string) => Date.parse(iso);

/** The sends still inside the rolling hour. */
export const recentSends = (otp: Pick<OtpState, 'sends'> | undefined, now: Date): string[] =>
  (otp?.sends ?? []).filter((at) => now.getTime() - ms(at) < OTP_RULES.windowMs);

/** Whether a code may be sent now; undefined when it may, else why not and from when it may. */
export function sendRefusal(otp: OtpState | undefined, now: Date): SendRefusal | undefined {
  const sends = recentSends(otp, now);
  const last = sends.at(-1);
  if (last && now.getTime() - ms(last) < OTP_RULES.resendAfterMs) {
    return { reason: 'too_soon', retryAt: new Date(ms(last) + OTP_RULES.resendAfterMs).toISOString() };
  }
  if (sends.length >= OTP_RULES.maxSendsPerWindow) {
    return { reason: 'hourly_limit', retryAt: new Date(ms(sends[0]!) + OTP_RULES.windowMs).toISOString() };
  }
  return undefined;
}

/** The item after a new code is sent: a new hash and expiry, attempts reset, the send counted. */
export function afterSend(otp: OtpState | undefined, code: { codeHash: string; phone: string }, now: Date): OtpState {
  return {
    codeHash: code.codeHash,
    phone: code.phone,
    sentAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + OTP_RULES.ttlMs).toISOString(),
    attempts: 0,
    sends: [...recentSends(otp, now), now.toISOString()],
    version: (otp?.version ?? 0) + 1,
  };
}

/** When the item itself may go (TTL): once its code has expired and its sends have left the hour. */
export function otpExpiry(otp: OtpState): Date {
  const lastSend = otp.sends.at(-1) ?? otp.sentAt;
  return new Date(Math.max(ms(otp.expiresAt), ms(lastSend) + OTP_RULES.windowMs));
}

export type CodeCheck = 'usable' | 'none' | 'expired' | 'exhausted';

/** Whether the stored code can still be tried: there is one, it has not expired and tries remain. */
export function codeState(otp: OtpState | undefined, now: Date): CodeCheck {
  if (!otp || !otp.codeHash) return 'none';
  if (now.getTime() >= ms(otp.expiresAt)) return 'expired';
  if (otp.attempts >= OTP_RULES.maxAttempts) return 'exhausted';
  return 'usable';
}

/** The outcome of one try, given the item after the try was counted. */
export type TryOutcome = 'verified' | 'wrong' | 'exhausted';
export function tryOutcome(otpAfterCount: Pick<OtpState, 'codeHash' | 'attempts'>, codeHash: string): TryOutcome {
  if (otpAfterCount.codeHash === codeHash) return 'verified';
  return otpAfterCount.attempts >= OTP_RULES.maxAttempts ? 'exhausted' : 'wrong';
}

/** Tries left at the current code (0 when it cannot be tried). */
export const attemptsLeft = (otp: OtpState | undefined, now: Date): number =>
  otp && codeState(otp, now) === 'usable' ? OTP_RULES.maxAttempts - otp.attempts : 0;

/**
 * "Identity verification pending" (docs/dashboard.md): a code was sent, it is unexpired with tries
 * left, and the client has neither verified nor skipped since it was sent. While it holds, the page
 * shows only the verification form.
 */
export function verificationView(
  record: { verifiedAt: string | null; skippedAt: string | null; phone: string | null } | undefined,
  otp: OtpState | undefined,
  now: Date,
): VerificationView {
  const verified = Boolean(record?.verifiedAt);
  const skippedSinceSend = Boolean(record?.skippedAt && otp && record.skippedAt >= otp.sentAt);
  const pending = !verified && codeState(otp, now) === 'usable' && !skippedSinceSend;
  const status: VerificationStatus = verified ? 'verified' : pending ? 'code_sent' : record?.skippedAt ? 'skipped' : 'unverified';
  const refusal = otp ? sendRefusal(otp, now) : undefined;
  return {
    status,
    pending,
    verifiedAt: record?.verifiedAt ?? null,
    skippedAt: record?.skippedAt ?? null,
    method: verified ? 'sms' : null,
    phoneLast4: verified && record?.phone ? record.phone.slice(-4) : pending ? otp!.phone.slice(-4) : null,
    codeExpiresAt: pending ? otp!.expiresAt : null,
    attemptsLeft: pending ? attemptsLeft(otp, now) : null,
    resendAvailableAt: pending || (!verified && otp) ? (refusal?.retryAt ?? now.toISOString()) : null,
  };
}

/** Whether the date of birth makes the person 18 or older on `now` (UTC calendar dates). */
export function isAdult(dateOfBirth: string, now: Date): boolean {
  // Plain Date arithmetic, not dayjs: this module is in every function that reads the table (the verification store).
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])];
  const dob = utcDay(year, month, day);
  // A date that does not exist (2001-02-30) rolls over: refused.
  if (dob.getUTCFullYear() !== year || dob.getUTCMonth() !== month || dob.getUTCDate() !== day || dob > now) return false;
  // The 18th birthday; one on 29 February falls on the 28th in a year without it.
  const birthday = utcDay(year + 18, month, Math.min(day, utcDay(year + 18, month + 1, 0).getUTCDate()));
  return birthday <= utcDay(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** Midnight UTC of a calendar date (years below 100 as written, not 19xx). */
function utcDay(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date;
}
