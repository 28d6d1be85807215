import { describe, expect, it } from 'vitest';
import type { Bureau, CreditFile } from '../../../../../lambdas/contract/credit.js';
import { checkRules } from '../../../../../lambdas/domain/analysis/analyze.js';
import type { AnalysisInput } from '../../../../../lambdas/domain/analysis/rules.js';
import { analysisInput, card, file } from '../../../../support/credit-files.js';

const only = (f: CreditFile, over: Partial<AnalysisInput> = {}) => checkRules(analysisInput(f, over)).filter((x) => x.rule === 'stale_dispute_flag');
const flagged = (b: Bureau) => card(b, { complianceConditionCode: 'XB' });

describe('a dispute flag left standing', () => {
  it('is proven once our dispute with that bureau has a result, or when an earlier pull over 45 days before showed it', () => {
    const f = file({ tradelines: [flagged('experian'), card('equifax')] });
    expect(only(f)).toEqual([]);
    expect(only(f, { disputes: [{ accountKey: 'capital-one-1234-2015-03', items: [{ bureau: 'experian', result: null }] }] })).toEqual([]);
    expect(only(f, { disputes: [{ accountKey: 'capital-one-1234-2015-03', items: [{ bureau: 'experian', result: 'verified' }] }] })[0]).toMatchObject({ bureaus: ['experian'], dispute: { bureaus: ['experian'] } });
    const month = file({ pulledAt: '2026-09-15T12:00:00.000Z', tradelines: [flagged('experian')] });
    const twoMonths = file({ pulledAt: '2026-08-15T12:00:00.000Z', tradelines: [flagged('experian')] });
    expect(only(f, { earlier: [month] })).toEqual([]);
    expect(only(f, { earlier: [twoMonths] })).toHaveLength(1);
  });
});
