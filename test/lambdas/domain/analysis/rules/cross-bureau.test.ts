import { describe, expect, it } from 'vitest';
import type { CreditFile } from '../../../../../lambdas/contract/credit.js';
import { checkRules } from '../../../../../lambdas/domain/analysis/analyze.js';
import type { AnalysisInput } from '../../../../../lambdas/domain/analysis/rules.js';
import { ALL, analysisInput, answered, card, file } from '../../../../support/credit-files.js';

const only = (f: CreditFile, over: Partial<AnalysisInput> = {}) => checkRules(analysisInput(f, over)).filter((x) => x.rule === 'cross_bureau_mismatch');
const ID = 'cross_bureau_mismatch:capital-one-1234-2015-03';
// Reported 2026-10: history position 0 is October 2026, 1 September, 2 August...
const CLEAN = '000000000000000000000000';

describe('the same account reported differently', () => {
  it('asks the client about a late only one bureau reports (never asserts it), and disputes that bureau only when they say they paid on time', () => {
    const f = file({ tradelines: [card('equifax'), card('experian', { paymentHistory: '010000000000000000000000' }), card('transunion')] });
    const [asked] = only(f);
    expect(asked).toMatchObject({ id: ID, needsConfirmation: true, dispute: null, answer: null, question: { text: 'Did you pay CAPITAL ONE XXXX1234 on time in September 2026?', accurate: 'No, I was late', inaccurate: 'Yes, I paid on time' } });
    expect(asked!.evidence.map((e) => `${e.bureau}:${e.reported}`)).toEqual(['experian:30 days late in 2026-09', 'equifax:paid on time in 2026-09', 'transunion:paid on time in 2026-09']);
    const answer = answered(false, 'Yes, I paid on time');
    const [disputed] = only(f, { confirmations: { [ID]: answer } });
    expect(disputed).toMatchObject({ needsConfirmation: false, answer, priority: 'high', dispute: { reason: 'Incorrect payment history', bureaus: ['experian'] } });
    expect(disputed!.dispute!.correction).toContain('as Equifax and TransUnion report');
    expect(only(f, { confirmations: { [ID]: answered(true) } })).toEqual([]);
  });

  it('asks which status and balance are right when the bureaus report the same month differently, disputing the worse copy on the answer', () => {
    const f = file({ tradelines: [card('equifax'), card('experian', { accountStatus: '71', pastDueCents: 4_500, balanceCents: 161_000, paymentHistory: '1' + CLEAN.slice(1) }), card('transunion')] });
    const [x] = only(f);
    // The late month is the first question; the status, past-due and balance differences are in the explanation and the evidence.
    expect(x!.explanation).toContain('The status: Equifax reports Current, Experian reports 30 Days Late, TransUnion reports Current.');
    expect(new Set(x!.evidence.map((e) => e.field))).toEqual(new Set(['paymentHistory', 'accountStatus', 'pastDueCents', 'balanceCents']));
    const balanceOnly = file({ tradelines: [card('equifax'), card('experian', { balanceCents: 161_000 })] });
    const [b] = only(balanceOnly);
    expect(b).toMatchObject({ needsConfirmation: true, dispute: null, question: { text: 'Is the balance $1,200.00 (as Equifax reports it) right for October 2026?' } });
    expect(only(balanceOnly, { confirmations: { [ID]: answered(false) } })[0]!.dispute).toEqual({ reason: 'Incorrect balance reported', correction: 'The balance should be reported as $1,200.00, as Equifax reports it.', bureaus: ['experian'] });
  });
});

describe('accurate files that differ between bureaus: no asserted dispute', () => {
  it('a status and balance that differ only because the bureaus reported in different months', () => {
    // Experian's copy is September's (30 days late then, caught up since); Equifax's is October's.
    const f = file({
      tradelines: [
        card('equifax', { paymentHistory: '010000000000000000000000' }),
        card('experian', { dateReported: '2026-09-14', accountStatus: '71', pastDueCents: 3_500, balanceCents: 131_000, paymentHistory: '100000000000000000000000' }),
      ],
    });
    expect(only(f)).toEqual([]);
  });

  it('payment histories of different lengths that agree month by month where both report', () => {
    // Equifax shows 24 months with a late in 2025-01 (position 21); TransUnion shows only the last 12 months.
    const f = file({ tradelines: [card('equifax', { paymentHistory: '000000000000000000000100' }), card('transunion', { paymentHistory: '000000000000' })] });
    expect(only(f)).toEqual([]);
  });

  it('months one bureau has no data for are not a difference', () => {
    const f = file({ tradelines: [card('equifax', { paymentHistory: '010000000000000000000000' }), card('experian', { paymentHistory: '0D0000000000000000000000' }), card('transunion', { paymentHistory: 'CXCCCCCCCCCC' })] });
    expect(only(f)).toEqual([]);
  });

  it('the same count of lates in different months is a difference (months compared, not counts)', () => {
    const f = file({ tradelines: [card('equifax', { paymentHistory: '010000000000000000000000' }), card('experian', { paymentHistory: '001000000000000000000000' })] });
    expect(only(f)[0]!.title).toBe('CAPITAL ONE XXXX1234: the bureaus disagree on your payments in September 2026 and August 2026');
  });

  it('a late month both report, one deeper than the other, is asked about its depth', () => {
    const f = file({ tradelines: [card('equifax', { paymentHistory: '210000000000000000000000' }), card('experian', { paymentHistory: '110000000000000000000000' })] });
    const [x] = only(f);
    expect(x).toMatchObject({ needsConfirmation: true, dispute: null, question: { text: 'Were you 30 days late on CAPITAL ONE XXXX1234 in October 2026, not more?', inaccurate: 'Yes, only 30 days late' } });
    expect(only(f, { confirmations: { [ID]: answered(false) } })[0]!.dispute!.bureaus).toEqual(['equifax']);
    expect(only(file({ tradelines: [card('equifax', { paymentHistory: '110000000000000000000000' }), card('experian', { paymentHistory: '110000000000000000000000' })] }))).toEqual([]);
  });

  it('an opening date one bureau reports to the day and another to the month', () => {
    const f = file({ tradelines: [card('equifax', { dateOpened: '2015-03-10' }), card('experian', { dateOpened: '2015-03-01' })] });
    expect(only(f)).toEqual([]);
  });

  it('never asserts a dispute, whatever differs', () => {
    const f = file({ tradelines: ALL.map((b, i) => card(b, { balanceCents: 100_000 + i, pastDueCents: i * 100, accountStatus: i ? '71' : '11', dateOpened: `201${i}-01-01`, paymentHistory: `${i}${CLEAN.slice(1)}` })) });
    expect(only(f).every((x) => x.dispute === null && x.needsConfirmation)).toBe(true);
    expect(only(f)).toHaveLength(1);
  });
});
