import { describe, expect, it } from 'vitest';
import type { Bureau, CreditFile } from '../../../../../lambdas/contract/credit.js';
import { checkRules } from '../../../../../lambdas/domain/analysis/analyze.js';
import type { AnalysisInput } from '../../../../../lambdas/domain/analysis/rules.js';
import { analysisInput, answered, card, chargedOffOriginal, collectorOf, file } from '../../../../support/credit-files.js';

const only = (f: CreditFile, over: Partial<AnalysisInput> = {}) => checkRules(analysisInput(f, over)).filter((x) => x.rule === 'duplicate_debt');
const refsOf = (x: { evidence: { ref: string; bureau: Bureau; field: string }[] }) => x.evidence.map((e) => `${e.bureau}:${e.ref}:${e.field}`);

describe('one debt counted twice', () => {
  it('proven when the original creditor reports the debt sold and still shows its balance: the original is the line that should be zero', () => {
    const f = file({ tradelines: [chargedOffOriginal('experian', { soldTo: 'MIDLAND CREDIT MGMT' })], collections: [collectorOf('experian'), collectorOf('equifax')] });
    const [x] = only(f);
    expect(x).toMatchObject({ accountKey: 'synchrony-5555', bureaus: ['experian'], needsConfirmation: false, dispute: { reason: 'Duplicate account', bureaus: ['experian'] } });
    expect(refsOf(x!)).toEqual(['experian:synchrony-5555:balanceCents', 'experian:synchrony-5555:soldTo', 'experian:midland-9876:originalCreditor', 'experian:midland-9876:balanceCents']);
    expect(x!.dispute!.correction).toBe('This debt now belongs to MIDLAND CREDIT MGMT XXXX9876, which reports it: SYNCHRONY BANK XXXX5555 should report a $0.00 balance.');
  });

  it('asked when the original is charged off with the same amount but not reported sold (the collector may collect for it)', () => {
    const f = file({ tradelines: [chargedOffOriginal('transunion')], collections: [collectorOf('transunion', { balanceCents: 118_900 })] });
    const [x] = only(f);
    expect(x).toMatchObject({ accountKey: 'synchrony-5555', needsConfirmation: true, dispute: null, question: { text: 'Were you told that SYNCHRONY BANK XXXX5555 sold or transferred this debt to MIDLAND CREDIT MGMT XXXX9876?' } });
    expect(only(f, { confirmations: { [x!.id]: answered(false) } })[0]!.dispute!.bureaus).toEqual(['transunion']);
  });

  it('no asserted dispute for a collection paired with an open, current card of the same bank', () => {
    const f = file({ tradelines: [card('experian', { key: 'syncb-card', furnisher: 'SYNCHRONY BANK', balanceCents: 118_000 })], collections: [collectorOf('experian')] });
    expect(only(f)).toEqual([]);
  });

  it('no finding against a closed original of another amount and another delinquency, or one that shows $0', () => {
    const other = file({ tradelines: [chargedOffOriginal('experian', { balanceCents: 40_000, highCreditCents: 40_000, dateFirstDelinquency: '2021-01-01' })], collections: [collectorOf('experian')] });
    expect(only(other)).toEqual([]);
    expect(only(file({ tradelines: [chargedOffOriginal('experian', { balanceCents: 0 })], collections: [collectorOf('experian')] }))).toEqual([]);
  });

  it('two collectors of one debt: the earlier one sold it on and is the line that should be zero (asked)', () => {
    const first = collectorOf('equifax', { dateOpened: '2023-01-01' });
    const second = collectorOf('equifax', { key: 'portfolio', furnisher: 'PORTFOLIO RECOVERY', dateOpened: '2025-01-01' });
    const [x] = only(file({ tradelines: [], collections: [first, second] }));
    expect(x).toMatchObject({ accountKey: 'midland-9876', needsConfirmation: true });
  });
});
