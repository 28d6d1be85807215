import { describe, expect, it } from 'vitest';
import type { Bureau, CreditFile } from '../../../../../lambdas/contract/credit.js';
import { checkRules } from '../../../../../lambdas/domain/analysis/analyze.js';
import type { AnalysisInput } from '../../../../../lambdas/domain/analysis/rules.js';
import { analysisInput, answered, card, chargedOffOriginal, collectorOf, file } from '../../../../support/credit-files.js';

const only = (f: CreditFile, rule: string, over: Partial<AnalysisInput> = {}) => checkRules(analysisInput(f, over)).filter((x) => x.rule === rule);
const refsOf = (x: { evidence: { ref: string; bureau: Bureau; field: string }[] }) => x.evidence.map((e) => `${e.bureau}:${e.ref}:${e.field}`);
const late = (b: Bureau, dofd: string, history = '111100000000000000000000') => card(b, { accountStatus: '71', pastDueCents: 9_000, dateFirstDelinquency: dofd, paymentHistory: history });

describe('re-aged dates of first delinquency', () => {
  it('proves it when the date is later than the start of the delinquency the same bureau\'s history shows', () => {
    // History (reported 2026-10): late Oct, Sep, Aug, Jul: the delinquency began by July; the bureau says September.
    const [x] = only(file({ tradelines: [late('equifax', '2026-09-10')] }), 'reaged_delinquency');
    expect(x).toMatchObject({ needsConfirmation: false, dispute: { bureaus: ['equifax'] } });
    expect(x!.evidence.map((e) => e.reported)).toEqual(['2026-09-10', 'delinquent since 2026-07']);
    // An earlier late month that was cured does not count: the run that matters starts after the current months.
    expect(only(file({ tradelines: [late('equifax', '2026-09-10', '110001000000000000000000')] }), 'reaged_delinquency')).toEqual([]);
  });

  it('asks when the bureaus give different months, and disputes the later ones when the client never caught up', () => {
    const f = file({ tradelines: [late('equifax', '2026-06-15', '111110000000000000000000'), late('experian', '2026-07-20', '1111DDDDDDDDDDDDDDDDDDDD')] });
    const [asked] = only(f, 'reaged_delinquency');
    expect(asked).toMatchObject({ bureaus: ['experian'], needsConfirmation: true, dispute: null, question: { inaccurate: 'No, I never caught up' } });
    expect(refsOf(asked!)).toEqual(['equifax:capital-one-1234-2015-03:dateFirstDelinquency', 'experian:capital-one-1234-2015-03:dateFirstDelinquency']);
    expect(only(f, 'reaged_delinquency', { confirmations: { [asked!.id]: answered(false) } })[0]).toMatchObject({ dispute: { bureaus: ['experian'] }, needsConfirmation: false });
  });

  it('no asserted dispute for a date reported to the day at one bureau and to the month at another', () => {
    const f = file({ tradelines: [late('equifax', '2026-07-15'), late('experian', '2026-07-01')] });
    expect(only(f, 'reaged_delinquency')).toEqual([]);
  });

  it('a date moved later between pulls: proven when the history shows no month paid in between, nothing after a cure', () => {
    const before = file({ pulledAt: '2026-06-15T12:00:00.000Z', tradelines: [late('transunion', '2026-03-10', '11100000')] });
    // Still behind every month since March, and the bureau now says August.
    const noCure = file({ tradelines: [late('transunion', '2026-08-10', '11111111000000000000')] });
    expect(only(noCure, 'reaged_delinquency', { earlier: [before] })[0]).toMatchObject({ needsConfirmation: false, dispute: { bureaus: ['transunion'] } });
    // Brought current in May-July, late again from August: a new delinquency, a new date (Metro 2), accurate.
    const cured = file({ tradelines: [late('transunion', '2026-08-10', '11100011100000000000')] });
    expect(only(cured, 'reaged_delinquency', { earlier: [before] })).toEqual([]);
    // A history too short to say: asked.
    const short = file({ tradelines: [late('transunion', '2026-08-10', '111')] });
    expect(only(short, 'reaged_delinquency', { earlier: [before] })[0]).toMatchObject({ needsConfirmation: true, dispute: null });
  });
});

describe('a collector re-aging a debt', () => {
  it('proves it when the collector\'s date of first delinquency is later than the original creditor\'s for the same amount', () => {
    const f = file({ tradelines: [chargedOffOriginal('experian', { balanceCents: 0 })], collections: [collectorOf('experian', { dateFirstDelinquency: '2024-05-01' })] });
    const [x] = only(f, 'reaged_by_collector');
    expect(x).toMatchObject({ accountKey: 'midland-9876', bureaus: ['experian'], needsConfirmation: false, dispute: { reason: 'Other' } });
    expect(refsOf(x!)).toEqual(['experian:midland-9876:dateFirstDelinquency', 'experian:synchrony-5555:dateFirstDelinquency']);
    expect(x!.dispute!.correction).toContain('on or before 2023-09-01');
  });

  it('uses the charge-off date when the original creditor gives no date of first delinquency', () => {
    const f = file({ tradelines: [chargedOffOriginal('equifax', { dateFirstDelinquency: null, balanceCents: 0 })], collections: [collectorOf('equifax', { dateFirstDelinquency: '2024-06-01' })] });
    expect(only(f, 'reaged_by_collector')[0]!.evidence.at(-1)).toMatchObject({ field: 'dateClosed', reported: '2024-03-15' });
  });

  it('no finding for another debt of the same creditor (a different amount) or for the same date', () => {
    const other = file({ tradelines: [chargedOffOriginal('experian', { balanceCents: 0 })], collections: [collectorOf('experian', { dateFirstDelinquency: '2024-05-01', balanceCents: 42_000, highCreditCents: 42_000 })] });
    expect(only(other, 'reaged_by_collector')).toEqual([]);
    const same = file({ tradelines: [chargedOffOriginal('experian', { balanceCents: 0 })], collections: [collectorOf('experian', { dateFirstDelinquency: '2023-09-20' })] });
    expect(only(same, 'reaged_by_collector')).toEqual([]);
  });
});
