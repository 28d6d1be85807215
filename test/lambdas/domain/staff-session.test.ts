import { describe, expect, it } from 'vitest';
import { STAFF_IDLE_MS, STAFF_SESSION_MAX_MS, staffSessionVerdict } from '../../../lambdas/domain/staff-session.js';

const signedIn = Date.parse('2031-06-15T08:00:00.000Z');
const authTime = signedIn / 1000;
const at = (ms: number) => new Date(signedIn + ms);
const fresh = { lastSeen: {}, endedBefore: null };

describe('staffSessionVerdict', () => {
  it('keeps a session alive while it calls at least every 15 minutes, counting from the sign-in before the first call', () => {
    expect(staffSessionVerdict(fresh, authTime, at(STAFF_IDLE_MS))).toEqual({ ok: true });
    expect(staffSessionVerdict(fresh, authTime, at(STAFF_IDLE_MS + 1))).toEqual({ ok: false, reason: 'idle' });
    const seen = { lastSeen: { [String(authTime)]: at(60 * 60_000).toISOString() }, endedBefore: null };
    expect(staffSessionVerdict(seen, authTime, at(60 * 60_000 + STAFF_IDLE_MS))).toEqual({ ok: true });
    expect(staffSessionVerdict(seen, authTime, at(60 * 60_000 + STAFF_IDLE_MS + 1))).toEqual({ ok: false, reason: 'idle' });
  });

  it('ends a session 12 hours after its sign-in however active, and one begun at or before the cut-off', () => {
    const active = { lastSeen: { [String(authTime)]: at(STAFF_SESSION_MAX_MS).toISOString() }, endedBefore: null };
    expect(staffSessionVerdict(active, authTime, at(STAFF_SESSION_MAX_MS))).toEqual({ ok: true });
    expect(staffSessionVerdict(active, authTime, at(STAFF_SESSION_MAX_MS + 1000))).toEqual({ ok: false, reason: 'too_old' });
    const cut = { lastSeen: {}, endedBefore: at(0).toISOString() };
    expect(staffSessionVerdict(cut, authTime, at(1000))).toEqual({ ok: false, reason: 'sign_in_again' });
    expect(staffSessionVerdict(cut, authTime + 1, at(2000))).toEqual({ ok: true });
    expect(staffSessionVerdict(fresh, null, at(0))).toEqual({ ok: false, reason: 'sign_in_again' });
  });

  it('keeps one session’s idle clock apart from another’s', () => {
    const other = authTime + 600;
    const record = { lastSeen: { [String(other)]: at(40 * 60_000).toISOString() }, endedBefore: null };
    expect(staffSessionVerdict(record, authTime, at(40 * 60_000))).toEqual({ ok: false, reason: 'idle' });
    expect(staffSessionVerdict(record, other, at(40 * 60_000))).toEqual({ ok: true });
  });
});
