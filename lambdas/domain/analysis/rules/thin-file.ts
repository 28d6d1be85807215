import { bureauList } from '../../../contract/credit-messages.js';
import type { Evidence } from '../../../contract/analysis.js';
import { accountsByKey, bureausOf } from '../facts.js';
import { advice, line, type Rule } from './shared.js';

/** Below this many accounts (not counting collections) a file is thin: scores are missing or unstable. */
export const THIN_FILE_ACCOUNTS = 3;

export const thinFile: Rule = ({ file }) => {
  const accounts = [...accountsByKey(file.tradelines).values()];
  const unscored = file.bureaus.filter((b) => b.outcome === 'ok' && !file.scores.some((s) => s.bureau === b.bureau)).map((b) => b.bureau);
  if (accounts.length >= THIN_FILE_ACCOUNTS && unscored.length === 0) return [];
  const evidence: Evidence[] = accounts.length
    ? accounts.flat().map((copy) => line(copy, 'dateOpened', `opened ${copy.dateOpened}`))
    : file.bureaus.filter((b) => b.outcome === 'ok').map((b) => ({ item: 'personal', ref: 'file', bureau: b.bureau, field: 'tradelines', reported: 'no accounts' }));
  for (const b of unscored) evidence.push({ item: 'personal', ref: 'file', bureau: b, field: 'scores', reported: 'no score' });
  if (evidence.length === 0) return [];
  return [
    advice({
      id: 'thin_file:file',
      rule: 'thin_file',
      priority: 'medium',
      title: accounts.length < THIN_FILE_ACCOUNTS ? `Your file has ${accounts.length === 1 ? 'one account' : `${accounts.length} accounts`}` : `${bureauList(unscored)} could not score your file`,
      explanation:
        `Scoring models need a few accounts with some history to score a file reliably${unscored.length ? `, and ${bureauList(unscored)} gave no score` : ''}. ` +
        'A secured card, a credit-builder loan, rent reporting or becoming an authorized user on a well-kept card adds positive history (see Credit Builder Tools).',
      subject: 'Your credit file',
      accountKey: null,
      bureaus: bureausOf(evidence),
      evidence,
    }),
  ];
};
