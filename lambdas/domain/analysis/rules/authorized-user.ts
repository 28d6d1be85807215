import { bureauList } from '../../../contract/credit-messages.js';
import type { Tradeline } from '../../../contract/credit.js';
import { isNegative } from '../facts.js';
import { UTILIZATION_HIGH } from './utilization.js';
import { ask, line, perAccount, type Rule } from './shared.js';

/**
 * An account the client is only an authorized user on (Metro 2 ECOA code '3'): not their debt, and the bureaus
 * usually remove it at the user's request (or the issuer takes the user off the card). Worth asking only when it
 * hurts: negative history or a card at 30% of its limit or more (a well-kept one helps; removing it lowers the score).
 */
const AUTHORIZED_USER = '3';

const hurts = (l: Tradeline) => isNegative(l) || (l.portfolioType === 'R' && (l.creditLimitCents ?? 0) > 0 && (l.balanceCents * 100) / l.creditLimitCents! >= UTILIZATION_HIGH);

export const authorizedUserAccount: Rule = (input) =>
  perAccount(input.file, 'authorized_user_account', (l) => l.ecoaCode === AUTHORIZED_USER && hurts(l), (hits, name, key) =>
    ask(
      input,
      {
        id: `authorized_user_account:${key}`,
        rule: 'authorized_user_account',
        subject: name,
        accountKey: key,
        bureaus: [],
        title: `You are an authorized user on ${name}, and it lowers your score`,
        explanation:
          `${bureauList(hits.map((l) => l.bureau))} ${hits.length === 1 ? 'reports' : 'report'} you as an authorized user on this account, which ${hits.some(isNegative) ? 'has negative history' : `is at ${UTILIZATION_HIGH}% of its limit or more`}. ` +
          'An authorized user is not responsible for the debt: the card\'s holder can ask the issuer to take you off the card (the issuer then tells all three bureaus), or you can ask the bureaus to remove it. Any good history on it goes too.',
        evidence: hits.map((l) => line(l, 'ecoaCode', 'authorized user')),
      },
      {
        question: { text: `Do you want ${name} removed from your credit file?`, accurate: 'No, keep it', inaccurate: 'Yes, remove it' },
        reason: 'Other',
        correction: 'I am only an authorized user on this account and not responsible for its debt: please remove it from my credit file.',
        priority: { asked: 'low', disputed: 'medium' },
      },
    )[0] ?? null,
  );
