import { describe, expect, it } from 'vitest';
import type { CreditFile } from '../../../../../lambdas/contract/credit.js';
import { checkRules } from '../../../../../lambdas/domain/analysis/analyze.js';
import type { AnalysisInput } from '../../../../../lambdas/domain/analysis/rules.js';
import { analysisInput, answered, card, file } from '../../../../support/credit-files.js';

const only = (f: CreditFile, over: Partial<AnalysisInput> = {}) => checkRules(analysisInput(f, over)).filter((x) => x.rule === 'authorized_user_account');

describe('an account the client is only an authorized user on', () => {
  it('is offered for removal when it hurts (late history or high utilization), as a question; a removal request only on "yes"', () => {
    const f = file({ tradelines: [card('equifax', { ecoaCode: '3', paymentHistory: '001000000000000000000000' }), card('experian', { key: 'au2', ecoaCode: '3', balanceCents: 400_000 })] });
    const found = only(f);
    expect(found.map((x) => [x.accountKey, x.needsConfirmation, x.dispute])).toEqual([
      ['capital-one-1234-2015-03', true, null],
      ['au2', true, null],
    ]);
    expect(only(f, { confirmations: { [found[1]!.id]: answered(false, 'Yes, remove it') } })[1]!.dispute).toMatchObject({ reason: 'Other', bureaus: ['experian'] });
  });

  it('is left alone when it helps (a well-kept card), and a card the client owns is never asked', () => {
    expect(only(file({ tradelines: [card('equifax', { ecoaCode: '3' })] }))).toEqual([]);
    expect(only(file({ tradelines: [card('equifax', { balanceCents: 400_000 })] }))).toEqual([]);
  });
});
