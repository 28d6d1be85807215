import { describe, expect, it } from 'vitest';
import { deletionRefusal, newReferralCode, roleChangeRefusal, shareLink } from '../../../lambdas/domain/admin.js';
import { audit } from '../../../lambdas/use-cases/staff/audit.js';
import { recentWeeks, signupsPerWeek, weekStart } from '../../../lambdas/domain/analytics.js';

describe('who an admin may delete', () => {
  it('refuses the caller (400) and other admins (403), allows clients and partners', () => {
    expect(deletionRefusal({ id: 'a' }, { id: 'a', groups: ['admin'] })).toEqual({ status: 400, reason: 'self' });
    expect(deletionRefusal({ id: 'a' }, { id: 'b', groups: ['admin'] })).toEqual({ status: 403, reason: 'admin' });
    expect(deletionRefusal({ id: 'a' }, { id: 'c', groups: ['client'] })).toBeUndefined();
    expect(deletionRefusal({ id: 'a' }, { id: 'p', groups: ['partner', 'employee'] })).toBeUndefined();
  });
});

describe('whose team role an admin may change', () => {
  it('refuses the caller and anyone outside the team, allows employees and other admins', () => {
    expect(roleChangeRefusal({ id: 'a' }, { id: 'a', role: 'admin' })).toBe('self');
    for (const role of ['client', 'partner', 'partner_pending', 'affiliate', undefined]) expect(roleChangeRefusal({ id: 'a' }, { id: 'b', role })).toBe('notStaff');
    expect(roleChangeRefusal({ id: 'a' }, { id: 'b', role: 'employee' })).toBeUndefined();
    expect(roleChangeRefusal({ id: 'a' }, { id: 'b', role: 'admin' })).toBeUndefined();
  });
});

describe('referral codes', () => {
  it('start with the business name’s letters and end with ten unambiguous characters (too many to guess)', () => {
    const picks = [0, 1, 2, 30, 0, 0, 0, 0, 0, 1];
    expect(newReferralCode('Acme Credit, LLC', () => picks.shift()!)).toBe('ACMEABC9AAAAAB');
    expect(newReferralCode('42 & Co', () => 0)).toBe('COAAAAAAAAAA');
    expect(newReferralCode('123', () => 0)).toBe('REFAAAAAAAAAA');
    expect(newReferralCode('Bright Path')).toMatch(/^BRIG[A-HJKMNP-Z2-9]{10}$/);
  });

  it('share as a signup link', () => {
    expect(shareLink('https://example.com/', 'ACME7K2Q')).toBe('https://example.com/signup?ref=ACME7K2Q');
  });
});

describe('weeks', () => {
  it('start on Monday (UTC)', () => {
    expect(weekStart(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-16'); // a Sunday
    expect(weekStart(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // a Monday
  });

  it('the last twelve, oldest first, with missing weeks as zero', () => {
    const weeks = recentWeeks(new Date('2026-11-25T12:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe('2026-09-07');
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(signupsPerWeek(new Date('2026-11-25T12:00:00Z'), new Map([['2026-11-23', 4]])).at(-1)).toEqual({ weekStart: '2026-11-23', signups: 4 });
  });
});

describe('audit', () => {
  it('records who, what, to whom and when (UTC)', async () => {
    const saved: unknown[] = [];
    const deps = { now: () => new Date('2026-11-22T10:00:00Z'), newId: () => 'id-1', audit: { putAudit: async (e: unknown) => void saved.push(e) } };
    await audit(deps, { id: 'admin-1', email: 'admin@x.test' }, 'partner.reject', 'user-9', { reason: 'no' });
    expect(saved).toEqual([
      { id: 'id-1', at: '2026-11-22T10:00:00.000Z', actorId: 'admin-1', actorEmail: 'admin@x.test', action: 'partner.reject', targetUserId: 'user-9', details: { reason: 'no' } },
    ]);
  });
});
