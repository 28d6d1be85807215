import { describe, expect, it } from 'vitest';
import type { Bureau } from '../../../lambdas/contract/credit.js';
import { ALL, bankruptcy, card, collection, file, hard, withScore } from '../../support/credit-files.js';
import { compareFiles, creditAlertEmail, monitoringDue, nextMonitoringRefresh, SCORE_ALERT_THRESHOLD } from '../../../lambdas/domain/credit-changes.js';

describe('compareFiles: what changed between two monthly files', () => {
  it('finds nothing between identical files', () => {
    const f = file({ collections: [collection('equifax')], inquiries: [hard('experian')], publicRecords: [bankruptcy('transunion')] });
    expect(compareFiles(f, structuredClone(f))).toEqual([]);
  });

  it('reports a new account once, with every bureau that reports it, furnisher and masked number', () => {
    const auto = (b: Bureau) => card(b, { key: 'ally-5678-2026-10', furnisher: 'ALLY FINANCIAL', accountNumberMasked: 'XXXX5678', portfolioType: 'I', accountType: '00' });
    const changes = compareFiles(file(), file({ tradelines: [...ALL.map((b) => card(b)), auto('equifax'), auto('transunion')] }));
    expect(changes).toEqual([
      {
        kind: 'new_account',
        bureaus: ['equifax', 'transunion'],
        item: 'ALLY FINANCIAL XXXX5678',
        title: 'New account on your credit report',
        message: 'A new account, ALLY FINANCIAL XXXX5678, appears on your credit report at Equifax and TransUnion.',
      },
    ]);
  });

  it('reports a new hard inquiry and ignores a new soft one', () => {
    const changes = compareFiles(
      file({ inquiries: [hard('equifax', 'DISCOVER BANK', '2026-01-05')] }),
      file({ inquiries: [hard('equifax', 'DISCOVER BANK', '2026-01-05'), hard('experian'), { ...hard('equifax', 'ACME PROMOTIONS'), kind: 'soft' }] }),
    );
    expect(changes).toEqual([
      expect.objectContaining({ kind: 'new_hard_inquiry', bureaus: ['experian'], item: 'CHASE AUTO FINANCE', message: 'CHASE AUTO FINANCE made a hard inquiry on 2026-11-02, reported by Experian.' }),
    ]);
  });

  it('reports a new late payment, a new collection and a new public record as new negative items', () => {
    const late = (b: Bureau) => card(b, { accountStatus: '71', pastDueCents: 3_500, paymentHistory: '100000000000000000000000' });
    const changes = compareFiles(
      file(),
      file({ tradelines: [late('equifax'), late('experian'), card('transunion')], collections: [collection('transunion')], publicRecords: [bankruptcy('equifax')] }),
    );
    expect(changes).toEqual([
      expect.objectContaining({ kind: 'new_negative_item', bureaus: ['equifax', 'experian'], item: 'CAPITAL ONE XXXX1234', message: 'New at Equifax and Experian: CAPITAL ONE XXXX1234, 30 days late.' }),
      expect.objectContaining({
        kind: 'new_negative_item',
        bureaus: ['transunion'],
        message: 'New at TransUnion: MIDLAND CREDIT MGMT XXXX9876, a collection (original creditor SYNCHRONY BANK).',
      }),
      expect.objectContaining({ kind: 'new_negative_item', bureaus: ['equifax'], message: 'New at Equifax: bankruptcy chapter 7 (US Bankruptcy Court, Ohio, XXXX4411), a public record.' }),
    ]);
  });

  it('reports an account that went from late to worse (charged off), but not one that stays as late as it was', () => {
    const at = (status: string) => ALL.map((b) => card(b, { accountStatus: status }));
    expect(compareFiles(file({ tradelines: at('78') }), file({ tradelines: at('78') }))).toEqual([]);
    expect(compareFiles(file({ tradelines: at('78') }), file({ tradelines: at('97') }))).toEqual([
      expect.objectContaining({ kind: 'new_negative_item', bureaus: ALL, message: 'New at Equifax, Experian and TransUnion: CAPITAL ONE XXXX1234, charged off.' }),
    ]);
    // Getting better is not a new negative item.
    expect(compareFiles(file({ tradelines: at('97') }), file({ tradelines: at('11') }))).toEqual([]);
  });

  it('reports an item removed: a deleted collection, an account and a public record gone from a bureau', () => {
    const changes = compareFiles(
      file({ collections: ALL.map(collection), publicRecords: [bankruptcy('equifax')] }),
      file({ tradelines: [card('equifax'), card('experian')], collections: [] }),
    );
    expect(changes).toEqual([
      expect.objectContaining({ kind: 'item_removed', bureaus: ['transunion'], item: 'CAPITAL ONE XXXX1234', message: 'CAPITAL ONE XXXX1234 is no longer on your credit report at TransUnion.' }),
      expect.objectContaining({ kind: 'item_removed', bureaus: ALL, item: 'MIDLAND CREDIT MGMT XXXX9876' }),
      expect.objectContaining({ kind: 'item_removed', bureaus: ['equifax'], item: 'bankruptcy chapter 7 (US Bankruptcy Court, Ohio, XXXX4411)' }),
    ]);
  });

  it('reports a score change of the threshold or more at one bureau, not a smaller one', () => {
    const before = file();
    const after = withScore(withScore(before, 'experian', 651 - SCORE_ALERT_THRESHOLD), 'transunion', 652 + SCORE_ALERT_THRESHOLD - 1);
    expect(compareFiles(before, after)).toEqual([
      {
        kind: 'score_change',
        bureaus: ['experian'],
        item: 'Experian VantageScore 3.0',
        title: 'Your credit score changed',
        message: `Your VantageScore 3.0 at Experian went down ${SCORE_ALERT_THRESHOLD} points, from 651 to ${651 - SCORE_ALERT_THRESHOLD}.`,
        score: { model: 'VantageScore 3.0', from: 651, to: 651 - SCORE_ALERT_THRESHOLD },
      },
    ]);
    expect(compareFiles(before, withScore(before, 'equifax', 700), 60)).toEqual([]);
    expect(compareFiles(before, withScore(before, 'equifax', 700))[0]?.message).toBe('Your VantageScore 3.0 at Equifax went up 50 points, from 650 to 700.');
  });

  it('compares only bureaus that answered both times: one that did not answer has not deleted anything', () => {
    const next = file({
      bureaus: [
        { bureau: 'equifax', outcome: 'ok' },
        { bureau: 'experian', outcome: 'ok' },
        { bureau: 'transunion', outcome: 'unavailable' },
      ],
      scores: file().scores.filter((s) => s.bureau !== 'transunion'),
      tradelines: [card('equifax'), card('experian')],
    });
    expect(compareFiles(file({ collections: [collection('transunion')] }), next)).toEqual([]);
    // And when it answers again, what it reported all along is not new.
    expect(compareFiles(next, file())).toEqual([]);
  });

  it('does not compare scores of different models', () => {
    const before = file();
    const after = { ...before, scores: before.scores.map((s) => (s.bureau === 'equifax' ? { ...s, model: 'FICO Score 8', value: 760 } : s)) };
    expect(compareFiles(before, after)).toEqual([]);
  });
});

describe('the monitoring email', () => {
  it('lists every change under one subject', () => {
    const changes = compareFiles(file(), withScore(file({ inquiries: [hard('experian')] }), 'equifax', 600));
    const email = creditAlertEmail('ada@example.com', 'Ada', changes, 'http://localhost:3000/profile');
    expect(email.to).toBe('ada@example.com');
    expect(email.subject).toBe('2 changes on your credit report');
    expect(email.text).toContain('New hard inquiry on your credit report: CHASE AUTO FINANCE made a hard inquiry on 2026-11-02, reported by Experian.');
    expect(email.text).toContain('Your credit score changed: Your VantageScore 3.0 at Equifax went down 50 points, from 650 to 600.');
    expect(email.text).toContain('http://localhost:3000/profile');
    expect(creditAlertEmail('a@b.c', 'A', changes.slice(0, 1), 'x').subject).toBe('A change on your credit report');
  });
});

describe('when a monitored file is due for its refresh', () => {
  const due = (enrolledAt: string, last: string | null, now: string) => monitoringDue(enrolledAt, last, new Date(now));
  const next = (enrolledAt: string, last: string | null) => nextMonitoringRefresh(enrolledAt, last).toISOString().slice(0, 10);

  it('is due on the monthly anniversary of the enrolment, from that day whatever the hour, not before', () => {
    expect(due('2026-10-15T12:00:00.000Z', null, '2026-10-15T13:00:00.000Z')).toBe(false);
    expect(due('2026-10-15T12:00:00.000Z', null, '2026-11-14T23:59:59.000Z')).toBe(false);
    expect(due('2026-10-15T12:00:00.000Z', null, '2026-11-15T00:00:00.000Z')).toBe(true);
    // Refreshed on the 15th: nothing more that month, then the next anniversary.
    expect(due('2026-10-15T12:00:00.000Z', '2026-11-15T06:00:00.000Z', '2026-12-14T23:59:59.000Z')).toBe(false);
    expect(due('2026-10-15T12:00:00.000Z', '2026-11-15T06:00:00.000Z', '2026-12-15T00:00:00.000Z')).toBe(true);
  });

  it('keeps the enrolment day at month ends: enrolled on the 31st, due on the last day of shorter months, then back on the 31st', () => {
    expect(next('2027-01-31T06:00:00.000Z', null)).toBe('2027-02-28');
    expect(next('2027-01-31T06:00:00.000Z', '2027-02-28T06:00:00.000Z')).toBe('2027-03-31');
    expect(next('2027-01-31T06:00:00.000Z', '2027-03-31T06:00:00.000Z')).toBe('2027-04-30');
    expect(next('2027-01-31T06:00:00.000Z', '2027-04-30T06:00:00.000Z')).toBe('2027-05-31');
    // A leap year's February.
    expect(next('2028-01-31T06:00:00.000Z', null)).toBe('2028-02-29');
    expect(next('2028-01-29T06:00:00.000Z', '2028-02-29T06:00:00.000Z')).toBe('2028-03-29');
  });

  it('enrolled on the 28th, refreshed a day late each month, never slips into "not due" (the drift that once failed the suite)', () => {
    // Refresh n falls on the nth anniversary plus a day: 29 Dec, 29 Jan, 1 Mar (28 Feb + 1), 29 Mar.
    expect(next('2026-11-28T09:00:00.000Z', '2027-01-29T09:00:00.000Z')).toBe('2027-02-28');
    expect(next('2026-11-28T09:00:00.000Z', '2027-03-01T09:00:00.000Z')).toBe('2027-03-28');
    expect(due('2026-11-28T09:00:00.000Z', '2027-03-01T09:00:00.000Z', '2027-03-29T09:00:00.000Z')).toBe(true);
  });

  it('refreshes once after missed anniversaries, then returns to the enrolment day', () => {
    expect(next('2026-01-10T00:00:00.000Z', '2026-01-10T00:00:00.000Z')).toBe('2026-02-10');
    expect(due('2026-01-10T00:00:00.000Z', '2026-02-10T00:00:00.000Z', '2026-05-20T00:00:00.000Z')).toBe(true);
    expect(next('2026-01-10T00:00:00.000Z', '2026-05-20T00:00:00.000Z')).toBe('2026-06-10');
  });

  it('crosses the year end', () => {
    expect(next('2026-12-31T23:30:00.000Z', null)).toBe('2027-01-31');
    expect(next('2026-11-30T00:00:00.000Z', '2026-12-30T00:00:00.000Z')).toBe('2027-01-30');
  });
});
