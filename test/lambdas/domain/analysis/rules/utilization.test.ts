import { describe, expect, it } from 'vitest';
import { checkRules } from '../../../../../lambdas/domain/analysis/analyze.js';
import { payDownTo, utilization } from '../../../../../lambdas/domain/analysis/rules/utilization.js';
import { analysisInput, card, file } from '../../../../support/credit-files.js';

describe('utilization', () => {
  it('pays each card down to under 30% and under 10%, and overall, from the highest copy of each card', () => {
    const f = file({ tradelines: [card('equifax', { balanceCents: 124_000, creditLimitCents: 300_000 }), card('experian', { balanceCents: 161_000, creditLimitCents: 300_000 }), card('equifax', { key: 'chase', balanceCents: 210_000, creditLimitCents: 800_000 })] });
    const { overall, cards } = utilization(f);
    expect(cards.map((c) => [c.accountKey, c.percent, c.payDownTo30Cents, c.payDownTo10Cents])).toEqual([
      ['capital-one-1234-2015-03', 53.7, 71_001, 131_001],
      ['chase', 26.3, 0, 130_001],
    ]);
    expect(overall).toMatchObject({ balanceCents: 371_000, limitCents: 1_100_000, percent: 33.7, payDownTo30Cents: 41_001, payDownTo10Cents: 261_001 });
    const findings = checkRules(analysisInput(f)).filter((x) => x.rule === 'high_utilization');
    expect(findings.map((x) => [x.id, x.priority, x.dispute, x.needsConfirmation])).toEqual([
      ['high_utilization:capital-one-1234-2015-03', 'medium', null, false],
      ['high_utilization:overall', 'medium', null, false],
    ]);
  });

  it('pays down exactly to under the threshold, never a negative amount', () => {
    expect(payDownTo(30_000, 100_000, 30)).toBe(1);
    expect(payDownTo(29_999, 100_000, 30)).toBe(0);
    expect(payDownTo(0, 100_000, 10)).toBe(0);
  });

  it('ignores closed cards and installment loans', () => {
    expect(utilization(file({ tradelines: [card('equifax', { dateClosed: '2025-01-01' }), card('equifax', { key: 'auto', portfolioType: 'I', creditLimitCents: null })] })).overall).toBeNull();
  });
});
