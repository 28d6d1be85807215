import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PURPOSE_CONTEXT } from '../../domain/secret-purposes.js';
import type { Secrets } from '../../ports/secrets.js';
import type { Sms } from '../../ports/sms.js';
import { verificationMessages, type SmsVerificationRequest, type SmsVerificationResponse } from '../../contract/verification.js';
import { afterSend, codeState, isAdult, OTP_RULES, sendRefusal, tryOutcome, verificationView } from '../../domain/otp.js';
import { normalizeUsPhone, smsAllowed } from '../../domain/phone.js';
import { Conflict, Invalid, TooManyRequests, Unavailable } from '../../errors.js';
import type { VerificationRepository } from '../../ports/verification.js';

export interface VerificationDeps {
  verification: VerificationRepository;
  sms: Sms;
  secrets: Secrets;
  now: () => Date;
}

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export const newCode = (): string => String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');

/**
 * HMAC-SHA-256 with the service's secret key, over the user id and the code: a copy of the table alone
 * cannot test the million codes against a stored hash, and one user's hash is worthless for another's.
 */
export const hashCode = (key: Buffer, userId: string, code: string): string => createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');

const CODE_KEY_CONTEXT = { purpose: PURPOSE_CONTEXT['sms-codes'] };
/** The opened key, once per warm function, by the wrapped key it came from. */
let openedKey: { wrappedKey: string; key: Buffer } | undefined;

/**
 * The key codes are hashed with: 32 random bytes made by the first send, stored sealed under the SMS-codes
 * purpose (only the verification route's KMS grant opens it), the first writer's kept if two race.
 */
export async function codeKey(deps: Pick<VerificationDeps, 'verification' | 'secrets'>): Promise<Buffer> {
  let sealed = await deps.verification.codeKey();
  if (!sealed) {
    const made = await deps.secrets.seal(randomBytes(32).toString('base64'), CODE_KEY_CONTEXT);
    sealed = (await deps.verification.putCodeKey(made)) ? made : await deps.verification.codeKey();
    if (!sealed) throw new Error('the SMS code key could not be stored or read');
  }
  if (openedKey?.wrappedKey !== sealed.wrappedKey) openedKey = { wrappedKey: sealed.wrappedKey, key: Buffer.from(await deps.secrets.open(sealed, CODE_KEY_CONTEXT), 'base64') };
  return openedKey.key;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

async function view(deps: VerificationDeps, userId: string, message: string): Promise<SmsVerificationResponse> {
  const { record, otp } = await deps.verification.get(userId);
  return { message, verification: verificationView(record, otp, deps.now()) };
}

/** Sends a new code to the client's (US) phone, once their age and the resend limits allow it. */
export async function requestCode(deps: VerificationDeps, userId: string, input: { phoneNumber: string; dateOfBirth: string }): Promise<SmsVerificationResponse> {
  const phone = normalizeUsPhone(input.phoneNumber);
  if (!phone) throw new Invalid(verificationMessages.invalidPhone, { phoneNumber: verificationMessages.invalidPhone });
  if (!smsAllowed(phone)) throw new Invalid(verificationMessages.smsUsOnly, { phoneNumber: verificationMessages.smsUsOnly });
  const now = deps.now();
  if (!isAdult(input.dateOfBirth, now)) throw new Invalid(verificationMessages.tooYoung, { dateOfBirth: verificationMessages.tooYoung });
  const { record, otp } = await deps.verification.get(userId);
  if (record?.verifiedAt) throw new Conflict(verificationMessages.alreadyVerified);
  const refusal = sendRefusal(otp, now);
  if (refusal) throw new TooManyRequests(refusal.reason === 'too_soon' ? verificationMessages.resendTooSoon : verificationMessages.resendHourly);
  const code = newCode();
  const next = afterSend(otp, { codeHash: hashCode(await codeKey(deps), userId, code), phone }, now);
  // Written before sending, against the version read: of two racing requests only one sends.
  if (!(await deps.verification.putOtp(userId, next, otp?.version ?? 0))) throw new TooManyRequests(verificationMessages.resendTooSoon);
  try {
    await deps.sms.send(phone, verificationMessages.smsBody(code));
  } catch {
    // The provider's text stays out of the answer (and the number out of the log).
    throw new Unavailable(verificationMessages.sendFailed);
  }
  return { message: verificationMessages.codeSent, verification: verificationView(record, next, now) };
}

/** Checks a code: counted atomically against the 5 tries, single use, then the client is verified. */
export async function verifyCode(deps: VerificationDeps, userId: string, code: string): Promise<SmsVerificationResponse> {
  const now = deps.now();
  const { record, otp } = await deps.verification.get(userId);
  if (record?.verifiedAt) return view(deps, userId, verificationMessages.alreadyVerified);
  const state = codeState(otp, now);
  if (state === 'none') throw new Invalid(verificationMessages.noCode, { code: verificationMessages.noCode });
  if (state === 'expired') throw new Invalid(verificationMessages.codeExpired, { code: verificationMessages.codeExpired });
  if (state === 'exhausted') throw new Invalid(verificationMessages.attemptsExhausted, { code: verificationMessages.attemptsExhausted });
  const counted = await deps.verification.countAttempt(userId, otp!.codeHash, now);
  // Refused: another request used the last try, replaced the code or verified meanwhile.
  if (!counted) throw new Invalid(verificationMessages.noCode, { code: verificationMessages.noCode });
  const hash = hashCode(await codeKey(deps), userId, code);
  const outcome = tryOutcome({ attempts: counted.attempts, codeHash: sameHash(counted.codeHash, hash) ? hash : '' }, hash);
  if (outcome === 'wrong') throw new Invalid(verificationMessages.codeWrong, { code: verificationMessages.codeWrong });
  if (outcome === 'exhausted') throw new Invalid(verificationMessages.attemptsExhausted, { code: verificationMessages.attemptsExhausted });
  if (!(await deps.verification.complete(userId, counted.codeHash, { verifiedAt: now.toISOString(), phone: counted.phone }))) {
    throw new Invalid(verificationMessages.noCode, { code: verificationMessages.noCode });
  }
  return view(deps, userId, verificationMessages.verified);
}

/** 'Skip for Now': recorded, so the dashboard stops opening the form; the client can verify later. */
export async function skipVerification(deps: VerificationDeps, userId: string): Promise<SmsVerificationResponse> {
  const record = await deps.verification.skip(userId, deps.now().toISOString());
  return view(deps, userId, record.verifiedAt ? verificationMessages.alreadyVerified : verificationMessages.skipped);
}

/** The one use case of `POST /api/verification/sms`. */
export function smsVerification(deps: VerificationDeps, userId: string, request: SmsVerificationRequest): Promise<SmsVerificationResponse> {
  if (request.action === 'request') return requestCode(deps, userId, request);
  if (request.action === 'verify') return verifyCode(deps, userId, request.code);
  return skipVerification(deps, userId);
}
