import { describe, expect, it } from 'vitest';
import type { Tradeline } from '../../../../../lambdas/contract/credit.js';
import { checkRules } from '../../../../../lambdas/domain/analysis/analyze.js';
import { analysisInput, collectorOf, file } from '../../../../support/credit-files.js';

const only = (collections: Tradeline[]) => checkRules(analysisInput(file({ collections }))).filter((x) => x.rule === 'medical_collection_not_reportable');
// Pulled 2026-10-15.
const medical = (key: string, over: Partial<Tradeline>) => collectorOf('experian', { key, originalCreditor: 'SPRINGFIELD CLINIC', medical: true, dateFirstDelinquency: '2024-01-10', balanceCents: 80_000, highCreditCents: 80_000, ...over });

describe('medical collections the bureaus no longer report', () => {
  it('paid, under $500 at first, or less than a year past due: each proven by the line, with the reason', () => {
    const found = only([medical('paid', { balanceCents: 0 }), medical('small', { balanceCents: 45_000, highCreditCents: 45_000 }), medical('young', { dateFirstDelinquency: '2026-02-01' })]);
    expect(found.map((x) => [x.accountKey, x.needsConfirmation, x.dispute?.bureaus])).toEqual([
      ['paid', false, ['experian']],
      ['small', false, ['experian']],
      ['young', false, ['experian']],
    ]);
    expect(found.map((x) => x.explanation.split(';')[0])).toEqual([
      'Experian reports it, but it is paid. Equifax, Experian and TransUnion do not report paid medical collections, ones less than a year past due, or ones that started under $500.',
      'Experian reports it, but its initial balance ($450.00) is under $500. Equifax, Experian and TransUnion do not report paid medical collections, ones less than a year past due, or ones that started under $500.',
      'Experian reports it, but it became delinquent less than a year ago (2026-02-01). Equifax, Experian and TransUnion do not report paid medical collections, ones less than a year past due, or ones that started under $500.',
    ]);
  });

  it('a medical collection of $500 or more, unpaid and over a year past due, is reportable; so is any non-medical collection', () => {
    expect(only([medical('due', {}), medical('non', { medical: false, balanceCents: 0 })])).toEqual([]);
  });
});
