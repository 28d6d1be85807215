import { describe, expect, it } from 'vitest';
import { checkRules } from '../../../../../lambdas/domain/analysis/analyze.js';
import { ALL, analysisInput, card, file } from '../../../../support/credit-files.js';

const only = (f: ReturnType<typeof file>) => checkRules(analysisInput(f)).filter((x) => x.rule === 'thin_file');

describe('a thin file', () => {
  it('has fewer than 3 accounts, or a bureau that answered with no score', () => {
    expect(only(file())).toHaveLength(1); // one account at three bureaus
    const three = file({ tradelines: ['a', 'b', 'c'].flatMap((key) => ALL.map((b) => card(b, { key, balanceCents: 20_000 }))) });
    expect(only(three)).toEqual([]);
    expect(only({ ...three, scores: three.scores.filter((s) => s.bureau !== 'equifax') })[0]!.title).toBe('Equifax could not score your file');
  });
});
