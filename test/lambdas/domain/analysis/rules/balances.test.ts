import { describe, expect, it } from 'vitest';
import type { CreditFile } from '../../../../../lambdas/contract/credit.js';
import { checkRules } from '../../../../../lambdas/domain/analysis/analyze.js';
import type { AnalysisInput } from '../../../../../lambdas/domain/analysis/rules.js';
import { analysisInput, answered, card, file } from '../../../../support/credit-files.js';

const only = (f: CreditFile, rule: string, over: Partial<AnalysisInput> = {}) => checkRules(analysisInput(f, over)).filter((x) => x.rule === rule);

describe('a balance on an account the same bureau reports paid or settled', () => {
  it('is proven at the bureau whose copy says paid with a balance', () => {
    const [x] = only(file({ tradelines: [card('equifax', { accountStatus: '13', dateClosed: '2025-09-01', balanceCents: 31_000 }), card('experian', { accountStatus: '13', dateClosed: '2025-09-01', balanceCents: 0 })] }), 'balance_on_paid_account');
    expect(x).toMatchObject({ bureaus: ['equifax'], needsConfirmation: false, dispute: { reason: 'Incorrect balance reported', bureaus: ['equifax'] } });
    expect(x!.evidence.map((e) => `${e.field}=${e.reported}`)).toEqual(['accountStatus=Paid or Closed', 'balanceCents=$310.00']);
  });

  it('a settled account is never called "paid in full"', () => {
    const [x] = only(file({ tradelines: [card('equifax', { specialComment: 'AU', accountStatus: '11', balanceCents: 5_000 })] }), 'balance_on_paid_account');
    expect(x!.title).toBe('CAPITAL ONE XXXX1234 is reported settled but still shows a balance');
    expect(x!.dispute!.reason).not.toBe('Paid in full');
    expect(JSON.stringify(x)).not.toMatch(/paid in full/i);
    expect(only(file({ tradelines: [card('equifax', { accountStatus: '13', balanceCents: 0 })] }), 'balance_on_paid_account')).toEqual([]);
  });
});

describe('a past-due amount on an account reported current', () => {
  it('is proven by the copy alone', () => {
    const [x] = only(file({ tradelines: [card('transunion', { pastDueCents: 8_500 })] }), 'past_due_on_current_account');
    expect(x).toMatchObject({ priority: 'high', bureaus: ['transunion'], dispute: { reason: 'Incorrect balance reported', bureaus: ['transunion'] } });
    expect(only(file({ tradelines: [card('transunion', { accountStatus: '71', pastDueCents: 8_500 })] }), 'past_due_on_current_account')).toEqual([]);
  });
});

describe('late marks after closure', () => {
  // Reported 2026-10, closed 2025-10: the '1' at position 3 is 2026-07, after closure; the '1' at 14 is 2025-08, before.
  const closed = (over = {}) => card('equifax', { dateClosed: '2025-10-05', balanceCents: 0, accountStatus: '13', dateLastPayment: '2025-09-20', paymentHistory: '000100000000001000000000', ...over });

  it('are proven when the copy shows nothing owed and no payment after closing', () => {
    const [x] = only(file({ tradelines: [closed()] }), 'late_after_closure');
    expect(x).toMatchObject({ needsConfirmation: false, dispute: { bureaus: ['equifax'] } });
    expect(x!.evidence.map((e) => `${e.field}=${e.reported}`)).toEqual(['dateClosed=2025-10-05', 'paymentHistory=30 days late in 2026-07']);
  });

  it('no asserted dispute for a card closed with a balance and paid afterwards (its lates after closing are real)', () => {
    expect(only(file({ tradelines: [closed({ dateLastPayment: '2026-09-02' })] }), 'late_after_closure')).toEqual([]);
    expect(only(file({ tradelines: [closed({ balanceCents: 40_000, accountStatus: '11' })] }), 'late_after_closure')).toEqual([]);
  });

  it('are asked when the copy has no last-payment date, and never on a charge-off', () => {
    const [x] = only(file({ tradelines: [closed({ dateLastPayment: null })] }), 'late_after_closure');
    expect(x).toMatchObject({ needsConfirmation: true, dispute: null, question: { inaccurate: 'No, nothing was owed' } });
    expect(only(file({ tradelines: [closed({ dateLastPayment: null })] }), 'late_after_closure', { confirmations: { [x!.id]: answered(false) } })[0]!.dispute!.bureaus).toEqual(['equifax']);
    const chargeOff = card('equifax', { dateClosed: '2025-10-05', accountStatus: '97', balanceCents: 50_000, paymentHistory: '654321000000000000000000' });
    expect(only(file({ tradelines: [chargeOff] }), 'late_after_closure')).toEqual([]);
  });
});

describe('balances on accounts discharged in bankruptcy or sold', () => {
  it('a discharged account (consumer information indicator E-H) with a balance is proven; one in an open chapter 13 is not', () => {
    const [x] = only(file({ tradelines: [card('experian', { consumerInformationIndicator: 'E', accountStatus: '97', balanceCents: 90_000 })] }), 'balance_after_bankruptcy');
    expect(x).toMatchObject({ bureaus: ['experian'], needsConfirmation: false, dispute: { reason: 'Incorrect balance reported' } });
    expect(only(file({ tradelines: [card('experian', { consumerInformationIndicator: 'D', balanceCents: 90_000 })] }), 'balance_after_bankruptcy')).toEqual([]);
    expect(only(file({ tradelines: [card('experian', { consumerInformationIndicator: 'E', balanceCents: 0 })] }), 'balance_after_bankruptcy')).toEqual([]);
  });

  it('a line reported transferred or sold with a balance is proven; at $0 it is accurate', () => {
    const f = file({ tradelines: [card('equifax', { accountStatus: '05', balanceCents: 12_000 }), card('experian', { soldTo: 'LVNV FUNDING', balanceCents: 12_000 }), card('transunion', { accountStatus: '05', balanceCents: 0 })] });
    expect(only(f, 'balance_on_transferred_account')[0]).toMatchObject({ bureaus: ['equifax', 'experian'], dispute: { bureaus: ['equifax', 'experian'] } });
  });
});

describe('an open card without a reported limit', () => {
  it('is asked (a charge card has none), and disputed only when the client says it has a limit', () => {
    const f = file({ tradelines: [card('equifax', { creditLimitCents: null })] });
    const [x] = only(f, 'card_without_limit');
    expect(x).toMatchObject({ bureaus: ['equifax'], needsConfirmation: true, dispute: null });
    expect(only(f, 'card_without_limit', { confirmations: { [x!.id]: answered(false) } })[0]!.dispute).toMatchObject({ bureaus: ['equifax'] });
    expect(only(file({ tradelines: [card('equifax', { creditLimitCents: null, dateClosed: '2025-01-01' })] }), 'card_without_limit')).toEqual([]);
  });
});
