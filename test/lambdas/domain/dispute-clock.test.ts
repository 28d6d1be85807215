import { describe, expect, it } from 'vitest';
import { dueDate, earliestSendDate, extendOpenItems, isOverdue } from '../../../lambdas/domain/dispute-clock.js';
import { autoDisputeDescription, NAME_PLACEHOLDER } from '../../../lambdas/domain/dispute-text.js';

describe('the CROA window before letters go', () => {
  it('opens on the day the 3rd business day after signing ends (midnight in Hawaii, so the next UTC date)', () => {
    // Signed Monday 2026-11-16 (Eastern): Tue, Wed, Thu are the three business days; Thu ends at 10:00 UTC Friday.
    expect(earliestSendDate(new Date('2026-11-16T15:00:00Z'))).toBe('2026-11-20');
    // Signed Friday 2026-11-20: Mon 23, Tue 24, Wed 25 (Thanksgiving is the 26th); mailing from the 26th (UTC).
    expect(earliestSendDate(new Date('2026-11-20T15:00:00Z'))).toBe('2026-11-26');
    // Signed the day before Thanksgiving: Fri 27, Mon 30, Tue Dec 1.
    expect(earliestSendDate(new Date('2026-11-25T15:00:00Z'))).toBe('2026-12-02');
  });
});

describe('the FCRA investigation clock', () => {
  it('is 30 days from mailing, 45 with information added during the investigation', () => {
    expect(dueDate('2026-11-02', false)).toBe('2026-12-02');
    expect(dueDate('2026-11-02', true)).toBe('2026-12-17');
    expect(dueDate('2026-12-15', false)).toBe('2027-01-14');
  });

  it('is overdue only after the due date and while no result is recorded', () => {
    expect(isOverdue({ dueAt: '2026-12-02', result: null }, '2026-12-02')).toBe(false);
    expect(isOverdue({ dueAt: '2026-12-02', result: null }, '2026-12-03')).toBe(true);
    expect(isOverdue({ dueAt: '2026-12-02', result: 'deleted' }, '2026-12-30')).toBe(false);
    expect(isOverdue({ dueAt: null, result: null }, '2030-01-01')).toBe(false);
  });

  it('extends only items sent, unanswered and still within their 30 days', () => {
    const items = [
      { sentAt: '2026-11-02', dueAt: '2026-12-02', extended: false, result: null },
      { sentAt: null, dueAt: null, extended: false, result: null },
      { sentAt: '2026-10-01', dueAt: '2026-10-31', extended: false, result: null },
      { sentAt: '2026-11-02', dueAt: '2026-12-02', extended: false, result: 'verified' as const },
    ];
    expect(extendOpenItems(items, '2026-11-20')).toEqual([{ ...items[0], extended: true, dueAt: '2026-12-17' }, items[1], items[2], items[3]]);
  });
});

describe('the auto-generated description', () => {
  it('names the client’s account and reason, the FCRA and its 30 days, and leaves the signature to fill', () => {
    const text = autoDisputeDescription({ accountName: '  MIDLAND CREDIT MGMT ', reason: 'Duplicate account' });
    expect(text).toContain('"MIDLAND CREDIT MGMT"');
    expect(text).toContain('This debt is reported more than once');
    expect(text).toContain('Fair Credit Reporting Act');
    expect(text).toContain('within 30 days');
    expect(text.endsWith(NAME_PLACEHOLDER)).toBe(true);
  });
});
