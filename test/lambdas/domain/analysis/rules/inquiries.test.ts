import { describe, expect, it } from 'vitest';
import type { CreditFile } from '../../../../../lambdas/contract/credit.js';
import { checkRules } from '../../../../../lambdas/domain/analysis/analyze.js';
import type { AnalysisInput } from '../../../../../lambdas/domain/analysis/rules.js';
import { analysisInput, answered, file, hard } from '../../../../support/credit-files.js';

const only = (f: CreditFile, rule: string, over: Partial<AnalysisInput> = {}) => checkRules(analysisInput(f, over)).filter((x) => x.rule === rule);

describe('hard inquiries', () => {
  const f = file({ inquiries: [hard('experian', 'CARMAX', '2026-03-01'), hard('equifax', 'CARMAX', '2026-03-01'), hard('transunion', 'OLD BANK', '2024-09-01'), { ...hard('equifax', 'PROMO'), kind: 'soft' }] });

  it('asks about each hard inquiry of the last 2 years, once across bureaus, and disputes it when the client did not apply', () => {
    const [x] = only(f, 'unrecognised_inquiry');
    expect(x).toMatchObject({ id: 'unrecognised_inquiry:inquiry:CARMAX:2026-03-01', bureaus: ['equifax', 'experian'], needsConfirmation: true, dispute: null, question: { accurate: 'Yes, I applied', inaccurate: 'No, I did not apply' } });
    expect(only(f, 'unrecognised_inquiry', { confirmations: { [x!.id]: answered(false) } })[0]).toMatchObject({ priority: 'high', dispute: { reason: 'Other', bureaus: ['equifax', 'experian'] } });
    expect(only(f, 'unrecognised_inquiry', { confirmations: { [x!.id]: answered(true) } })).toEqual([]);
  });

  it('counts hard inquiries of the last 12 months and says when the next stops counting', () => {
    const [x] = only(file({ inquiries: [hard('experian', 'A', '2026-03-01'), hard('equifax', 'B', '2025-09-01'), { ...hard('equifax', 'C'), kind: 'soft' }] }), 'recent_hard_inquiries');
    expect(x!.title).toBe('One hard inquiry in the last 12 months');
    expect(x!.explanation).toContain('2027-03-01');
    expect(x!.dispute).toBeNull();
  });
});
