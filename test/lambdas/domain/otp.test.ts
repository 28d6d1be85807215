import { describe, expect, it } from 'vitest';
import {
  afterSend,
  attemptsLeft,
  codeState,
  isAdult,
  OTP_RULES,
  otpExpiry,
  sendRefusal,
  tryOutcome,
  verificationView,
  type OtpState,
} from '../../../lambdas/domain/otp.js';

const t0 = new Date('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;
const code = { codeHash: 'hash-1', phone: '+15551234567' };

describe('the SMS code rules', () => {
  it('a new code: 10 minutes, no attempts, the send counted', () => {
    const otp = afterSend(undefined, code, t0);
    expect(otp).toMatchObject({ codeHash: 'hash-1', phone: '+15551234567', attempts: 0, version: 1, sends: [t0.toISOString()] });
    expect(otp.expiresAt).toBe(at(10 * MIN).toISOString());
  });

  it('expiry: usable until 10 minutes, expired from then on', () => {
    const otp = afterSend(undefined, code, t0);
    expect(codeState(otp, at(10 * MIN - 1))).toBe('usable');
    expect(codeState(otp, at(10 * MIN))).toBe('expired');
    expect(attemptsLeft(otp, at(10 * MIN))).toBe(0);
  });

  it('attempts: 5 tries, then the code is dead even if right', () => {
    const otp = afterSend(undefined, code, t0);
    expect(attemptsLeft(otp, t0)).toBe(5);
    expect(codeState({ ...otp, attempts: 4 }, t0)).toBe('usable');
    expect(codeState({ ...otp, attempts: 5 }, t0)).toBe('exhausted');
    // After a try is counted: the right code wins (even on the 5th), a wrong one is wrong until the 5th.
    expect(tryOutcome({ codeHash: 'hash-1', attempts: 5 }, 'hash-1')).toBe('verified');
    expect(tryOutcome({ codeHash: 'hash-1', attempts: 4 }, 'nope')).toBe('wrong');
    expect(tryOutcome({ codeHash: 'hash-1', attempts: 5 }, 'nope')).toBe('exhausted');
  });

  it('reuse: no item (deleted on success) is no code', () => {
    expect(codeState(undefined, t0)).toBe('none');
  });

  it('a resend replaces the code and resets attempts, and bumps the version', () => {
    const first = { ...afterSend(undefined, code, t0), attempts: 3 };
    const second = afterSend(first, { ...code, codeHash: 'hash-2' }, at(2 * MIN));
    expect(second).toMatchObject({ codeHash: 'hash-2', attempts: 0, version: 2 });
    expect(second.sends).toHaveLength(2);
    expect(second.expiresAt).toBe(at(12 * MIN).toISOString());
  });

  it('resend limits: not within a minute of the last send', () => {
    const otp = afterSend(undefined, code, t0);
    expect(sendRefusal(otp, at(MIN - 1))).toEqual({ reason: 'too_soon', retryAt: at(MIN).toISOString() });
    expect(sendRefusal(otp, at(MIN))).toBeUndefined();
    expect(sendRefusal(undefined, t0)).toBeUndefined();
  });

  it('resend limits: at most 5 in a rolling hour', () => {
    let otp: OtpState | undefined;
    for (let i = 0; i < OTP_RULES.maxSendsPerWindow; i++) {
      expect(sendRefusal(otp, at(i * 2 * MIN))).toBeUndefined();
      otp = afterSend(otp, code, at(i * 2 * MIN));
    }
    expect(sendRefusal(otp, at(20 * MIN))).toEqual({ reason: 'hourly_limit', retryAt: at(60 * MIN).toISOString() });
    // The first send leaves the hour: one more may go.
    expect(sendRefusal(otp, at(60 * MIN))).toBeUndefined();
    expect(afterSend(otp, code, at(60 * MIN)).sends).toHaveLength(5);
  });

  it('the item outlives its code until its sends have left the hour (the limits survive TTL)', () => {
    const otp = afterSend(undefined, code, t0);
    expect(otpExpiry(otp).toISOString()).toBe(at(60 * MIN).toISOString());
  });

  it('age: 18 or older on the day', () => {
    const now = new Date('2026-03-01T12:00:00.000Z');
    expect(isAdult('2008-03-01', now)).toBe(true);
    expect(isAdult('2008-03-02', now)).toBe(false);
    expect(isAdult('1950-12-31', now)).toBe(true);
    expect(isAdult('2030-01-01', now)).toBe(false);
    expect(isAdult('2001-02-30', now)).toBe(false);
    expect(isAdult('not a date', now)).toBe(false);
    // Born on 29 February: 18 on 28 February of a year without the 29th, not a day later.
    expect(isAdult('2008-02-29', new Date('2026-02-28T00:00:00Z'))).toBe(true);
    expect(isAdult('2008-02-29', new Date('2026-02-27T23:59:59Z'))).toBe(false);
  });
});

describe('"identity verification pending"', () => {
  const otp = afterSend(undefined, code, t0);

  it('holds while a code is unexpired with tries left and nothing was decided since', () => {
    const view = verificationView(undefined, otp, at(MIN));
    expect(view).toMatchObject({ status: 'code_sent', pending: true, phoneLast4: '4567', attemptsLeft: 5, codeExpiresAt: otp.expiresAt });
  });

  it('does not hold once the code expired, is used up, or the client skipped after it was sent', () => {
    expect(verificationView(undefined, otp, at(10 * MIN)).pending).toBe(false);
    expect(verificationView(undefined, { ...otp, attempts: 5 }, at(MIN)).pending).toBe(false);
    const skipped = verificationView({ verifiedAt: null, skippedAt: at(MIN).toISOString(), phone: null }, otp, at(2 * MIN));
    expect(skipped).toMatchObject({ status: 'skipped', pending: false });
  });

  it('a code sent after a skip is pending again', () => {
    const later = afterSend(otp, code, at(5 * MIN));
    expect(verificationView({ verifiedAt: null, skippedAt: at(MIN).toISOString(), phone: null }, later, at(6 * MIN)).status).toBe('code_sent');
  });

  it('verified wins, and shows only the last four digits', () => {
    const view = verificationView({ verifiedAt: t0.toISOString(), skippedAt: null, phone: '+15551234567' }, undefined, at(MIN));
    expect(view).toMatchObject({ status: 'verified', pending: false, method: 'sms', phoneLast4: '4567', verifiedAt: t0.toISOString() });
    expect(JSON.stringify(view)).not.toContain('5551234567');
  });

  it('nothing yet: unverified', () => {
    expect(verificationView(undefined, undefined, t0)).toMatchObject({ status: 'unverified', pending: false, resendAvailableAt: null });
  });
});
