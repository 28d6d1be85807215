import { describe, expect, it } from 'vitest';
import { earliestSendDate, isOverdue, itemClock, presumedReceipt, reinsertionNoticeDueAt, reinsertionWithoutNotice, type ClockFacts } from '../../../lambdas/domain/dispute-clock.js';
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

describe('the presumed receipt: mailing + 5 business days', () => {
  it('skips weekends', () => {
    // Mailed Monday 2 November 2026: Tue, Wed, Thu, Fri, Mon.
    expect(presumedReceipt('2026-11-02')).toBe('2026-11-09');
    // Mailed on a Saturday: the count starts on Monday.
    expect(presumedReceipt('2026-10-31')).toBe('2026-11-06');
  });

  it('skips federal holidays, observed on the Friday before a Saturday and the Monday after a Sunday', () => {
    // Veterans Day, Wednesday 11 November 2026.
    expect(presumedReceipt('2026-11-06')).toBe('2026-11-16');
    // Thanksgiving, Thursday 26 November 2026.
    expect(presumedReceipt('2026-11-23')).toBe('2026-12-01');
    // Christmas (Friday 25 December 2026) and New Year's Day (Friday 1 January 2027).
    expect(presumedReceipt('2026-12-22')).toBe('2026-12-30');
    expect(presumedReceipt('2026-12-28')).toBe('2027-01-05');
    // Independence Day 2026 is a Saturday, observed Friday 3 July.
    expect(presumedReceipt('2026-07-01')).toBe('2026-07-09');
    // New Year's Day 2028 is a Saturday, observed Friday 31 December 2027.
    expect(presumedReceipt('2027-12-27')).toBe('2028-01-04');
    // Juneteenth 2028 is a Monday; MLK Day 2027 is Monday 18 January.
    expect(presumedReceipt('2028-06-16')).toBe('2028-06-26');
    expect(presumedReceipt('2027-01-15')).toBe('2027-01-25');
  });
});

describe('the FCRA investigation clock (from receipt)', () => {
  const facts = (over: Partial<ClockFacts> = {}): ClockFacts => ({ sentAt: '2026-11-02', receivedAt: null, supplementSentAt: null, ...over });

  it('has no clock before the letter is mailed', () => {
    expect(itemClock(facts({ sentAt: null }), false)).toEqual({ receivedAt: null, receiptPresumed: false, dueAt: null, extended: false, resultsDueAt: null });
  });

  it('runs 30 days from the presumed receipt, results due 5 business days later', () => {
    expect(itemClock(facts(), false)).toEqual({ receivedAt: '2026-11-09', receiptPresumed: true, dueAt: '2026-12-09', extended: false, resultsDueAt: '2026-12-16' });
  });

  it('runs from the receipt the desk recorded, and counts the results from a deadline on a weekend', () => {
    // Received Thursday 5 November: the 30 days end Saturday 5 December; Mon 7 … Fri 11.
    expect(itemClock(facts({ receivedAt: '2026-11-05' }), false)).toEqual({ receivedAt: '2026-11-05', receiptPresumed: false, dueAt: '2026-12-05', extended: false, resultsDueAt: '2026-12-11' });
  });

  it('gives 45 days when the supplemental letter is mailed within the 30 days (its last day included), not after', () => {
    const extended = { receivedAt: '2026-11-09', receiptPresumed: true, dueAt: '2026-12-24', extended: true };
    // Results: Christmas and New Year's Day are skipped (28, 29, 30, 31 December, 4 January).
    expect(itemClock(facts({ supplementSentAt: '2026-12-01' }), false)).toEqual({ ...extended, resultsDueAt: '2027-01-04' });
    expect(itemClock(facts({ supplementSentAt: '2026-12-09' }), false)).toMatchObject({ dueAt: '2026-12-24', extended: true });
    expect(itemClock(facts({ supplementSentAt: '2026-12-10' }), false)).toMatchObject({ dueAt: '2026-12-09', extended: false });
  });

  it('gives 45 days to a dispute after a free annual disclosure (§612(a)(3)), supplement or not', () => {
    expect(itemClock(facts(), true)).toMatchObject({ dueAt: '2026-12-24', extended: true, resultsDueAt: '2027-01-04' });
    expect(itemClock(facts({ supplementSentAt: '2026-12-20' }), true)).toMatchObject({ dueAt: '2026-12-24' });
  });

  it('is overdue only after the results were due, and while no result is recorded', () => {
    expect(isOverdue({ resultsDueAt: '2026-12-16', result: null }, '2026-12-09')).toBe(false);
    expect(isOverdue({ resultsDueAt: '2026-12-16', result: null }, '2026-12-16')).toBe(false);
    expect(isOverdue({ resultsDueAt: '2026-12-16', result: null }, '2026-12-17')).toBe(true);
    expect(isOverdue({ resultsDueAt: '2026-12-16', result: 'deleted' }, '2026-12-30')).toBe(false);
    expect(isOverdue({ resultsDueAt: null, result: null }, '2030-01-01')).toBe(false);
  });
});

describe('the reinsertion notice (5 business days)', () => {
  // Seen reinserted on Friday 20 November 2026: Mon 23, Tue 24, Wed 25, (Thanksgiving), Fri 27, Mon 30.
  const seen = '2026-11-20T08:00:00.000Z';

  it('is due 5 business days after the reinsertion was seen', () => {
    expect(reinsertionNoticeDueAt(seen)).toBe('2026-11-30');
  });

  it('flags a reinsertion without notice once that day has passed, or with a notice dated after it', () => {
    expect(reinsertionWithoutNotice({ reinsertedAt: seen, reinsertionNoticeAt: null }, '2026-11-30')).toBe(false);
    expect(reinsertionWithoutNotice({ reinsertedAt: seen, reinsertionNoticeAt: null }, '2026-12-01')).toBe(true);
    expect(reinsertionWithoutNotice({ reinsertedAt: seen, reinsertionNoticeAt: '2026-11-27' }, '2027-01-01')).toBe(false);
    expect(reinsertionWithoutNotice({ reinsertedAt: seen, reinsertionNoticeAt: '2026-12-02' }, '2027-01-01')).toBe(true);
    expect(reinsertionWithoutNotice({ reinsertedAt: null, reinsertionNoticeAt: null }, '2027-01-01')).toBe(false);
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
