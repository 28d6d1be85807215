import { bureauList, bureauNames } from '../../../contract/credit-messages.js';
import type { Tradeline } from '../../../contract/credit.js';
import { derogatoryKind, DISCHARGED_INDICATORS, dollars, isPaidOrSettled, lateMarkInWords, lateMarks, PAID_STATUSES, SETTLED_COMMENTS, statusInWords } from '../facts.js';
import { isSoldOrTransferred } from './duplicates.js';
import { ask, line, perAccount, proven, type Rule } from './shared.js';

/**
 * Balances, past-due amounts and late marks that contradict what the same bureau reports about the same account:
 * each is proven by that copy alone (a paid or settled status with a balance, a current status with an amount past due,
 * a discharged or sold account with a balance). Late marks after closure are proven only when the copy shows nothing
 * owed and no payment after closing; a card closed with a balance can fall behind, and without a last-payment date
 * only the client knows, so the finding asks. A card without a limit is asked too (charge cards have none).
 */

const settled = (l: Tradeline) => SETTLED_COMMENTS.has(l.specialComment ?? '') && !PAID_STATUSES.has(l.accountStatus);

export const balanceOnPaidAccount: Rule = ({ file }) =>
  perAccount(file, 'balance_on_paid_account', (l) => isPaidOrSettled(l) && l.balanceCents > 0, (hits, name) => {
    // A settled account was paid for less than the full balance: never call it "paid in full".
    const allSettled = hits.every(settled);
    return proven(
      {
        id: '',
        rule: 'balance_on_paid_account',
        priority: 'medium',
        title: allSettled ? `${name} is reported settled but still shows a balance` : `${name} is reported paid but still shows a balance`,
        explanation:
          `${hits.map((l) => `${bureauNames[l.bureau]} reports it as "${settled(l) ? 'settled for less than the full balance' : statusInWords(l.accountStatus)}" with a balance of ${dollars(l.balanceCents)}`).join('; ')}. ` +
          'Once an account is paid or settled nothing more is owed on it: the balance counts against your utilization and debt load for no reason.',
        subject: name,
        accountKey: null,
        bureaus: [],
        evidence: hits.flatMap((l) => [line(l, settled(l) ? 'specialComment' : 'accountStatus', settled(l) ? 'settled (AU)' : statusInWords(l.accountStatus)), line(l, 'balanceCents', dollars(l.balanceCents))]),
      },
      'Incorrect balance reported',
      allSettled ? 'The account is reported settled: nothing more is owed, so it should show a $0.00 balance.' : 'The account is reported paid: it should show a $0.00 balance.',
    );
  });

export const pastDueOnCurrentAccount: Rule = ({ file }) =>
  perAccount(file, 'past_due_on_current_account', (l) => l.accountStatus === '11' && l.pastDueCents > 0, (hits, name) =>
    proven(
      {
        id: '',
        rule: 'past_due_on_current_account',
        priority: 'high',
        title: `${name} is reported current with an amount past due`,
        explanation:
          `${hits.map((l) => `${bureauNames[l.bureau]} reports it "Current" and ${dollars(l.pastDueCents)} past due`).join('; ')}. ` +
          'An account that is current has nothing past due; scoring models read a past-due amount as a delinquency.',
        subject: name,
        accountKey: null,
        bureaus: [],
        evidence: hits.flatMap((l) => [line(l, 'accountStatus', statusInWords(l.accountStatus)), line(l, 'pastDueCents', dollars(l.pastDueCents))]),
      },
      'Incorrect balance reported',
      'The account is current: the past-due amount should be $0.00.',
    ),
  );

const lateAfter = (l: Tradeline) => lateMarks(l).filter((m) => m.month > l.dateClosed!.slice(0, 7));
/** Nothing owed now and no payment after the closing date: the account owed nothing after it closed. */
const nothingOwedAfterClosing = (l: Tradeline) => l.dateLastPayment !== null && l.dateLastPayment <= l.dateClosed!;

export const lateAfterClosure: Rule = (input) =>
  perAccount(
    input.file,
    'late_after_closure',
    // A charge-off, collection or repossession keeps reporting after the creditor closes it; a balance now, or a payment after closing, means something was owed after closure.
    (l) => l.dateClosed !== null && l.balanceCents === 0 && derogatoryKind(l) === null && lateAfter(l).length > 0 && (l.dateLastPayment === null || l.dateLastPayment <= l.dateClosed),
    (hits, name, key) => {
      const base = {
        id: `late_after_closure:${key}`,
        rule: 'late_after_closure' as const,
        subject: name,
        accountKey: key,
        bureaus: [],
        evidence: hits.flatMap((l) => [line(l, 'dateClosed', l.dateClosed!), ...lateAfter(l).map((m) => line(l, 'paymentHistory', `${lateMarkInWords(m.mark)} in ${m.month}`))]),
      };
      const said = hits.map((l) => `${bureauNames[l.bureau]} reports it closed on ${l.dateClosed} and ${lateAfter(l).map((m) => `${lateMarkInWords(m.mark)} in ${m.month}`).join(', ')}`).join('; ');
      const correction = 'The late payments reported after the account was closed should be removed: nothing was owed after it closed.';
      if (hits.every(nothingOwedAfterClosing)) {
        return proven(
          { ...base, priority: 'high', title: `${name} shows late payments after it was closed`, explanation: `${said}, with no balance and no payment since closing. An account that owed nothing after it closed cannot fall behind: a late mark after closure is an error.` },
          'Incorrect payment history',
          correction,
        );
      }
      // Without a last-payment date the copy does not say whether a balance remained after closing.
      return (
        ask(
          input,
          { ...base, title: `${name} shows late payments after it was closed`, explanation: `${said}. That is an error if nothing was owed after the account closed; a card closed with a balance can still fall behind until it is paid.` },
          {
            question: { text: `Did you still owe anything on ${name} after it was closed?`, accurate: 'Yes, I still owed a balance', inaccurate: 'No, nothing was owed' },
            reason: 'Incorrect payment history',
            correction,
            priority: { asked: 'medium', disputed: 'high' },
          },
        )[0] ?? null
      );
    },
  );

/** FTC staff commentary and the White v. Experian order (2008): an account discharged in bankruptcy is reported with a $0 balance. */
export const balanceAfterBankruptcy: Rule = ({ file }) =>
  perAccount(file, 'balance_after_bankruptcy', (l) => DISCHARGED_INDICATORS.has(l.consumerInformationIndicator ?? '') && l.balanceCents > 0, (hits, name) =>
    proven(
      {
        id: '',
        rule: 'balance_after_bankruptcy',
        priority: 'high',
        title: `${name} is reported discharged in bankruptcy but still shows a balance`,
        explanation:
          `${bureauList(hits.map((l) => l.bureau))} ${hits.length === 1 ? 'reports' : 'report'} the account discharged in bankruptcy with a balance of ${hits.map((l) => dollars(l.balanceCents)).join(', ')}. ` +
          'A discharged debt is no longer owed: it may be reported, but with a $0 balance.',
        subject: name,
        accountKey: null,
        bureaus: [],
        evidence: hits.flatMap((l) => [line(l, 'consumerInformationIndicator', `discharged in bankruptcy (${l.consumerInformationIndicator})`), line(l, 'balanceCents', dollars(l.balanceCents))]),
      },
      'Incorrect balance reported',
      'This debt was discharged in bankruptcy: the account should show a $0.00 balance.',
    ),
  );

export const balanceOnTransferredAccount: Rule = ({ file }) =>
  perAccount(file, 'balance_on_transferred_account', (l) => isSoldOrTransferred(l) && l.balanceCents > 0, (hits, name) =>
    proven(
      {
        id: '',
        rule: 'balance_on_transferred_account',
        priority: 'medium',
        title: `${name} is reported sold or transferred but still shows a balance`,
        explanation:
          `${hits.map((l) => `${bureauNames[l.bureau]} reports it ${l.soldTo ? `sold to ${l.soldTo}` : 'transferred'} with a balance of ${dollars(l.balanceCents)}`).join('; ')}. ` +
          'Once an account is sold or transferred the new holder reports what is owed; the old line must show $0, or the debt counts twice.',
        subject: name,
        accountKey: null,
        bureaus: [],
        evidence: hits.flatMap((l) => [line(l, l.soldTo ? 'soldTo' : 'accountStatus', l.soldTo ?? statusInWords(l.accountStatus)), line(l, 'balanceCents', dollars(l.balanceCents))]),
      },
      'Incorrect balance reported',
      'The account was sold or transferred: this line should show a $0.00 balance.',
    ),
  );

export const cardWithoutLimit: Rule = (input) =>
  perAccount(input.file, 'card_without_limit', (l) => l.portfolioType === 'R' && l.dateClosed === null && !l.creditLimitCents, (hits, name, key) =>
    ask(
      input,
      {
        id: `card_without_limit:${key}`,
        rule: 'card_without_limit',
        subject: name,
        accountKey: key,
        bureaus: [],
        title: `${name} is reported without a credit limit`,
        explanation:
          `${bureauList(hits.map((l) => l.bureau))} ${hits.length === 1 ? 'shows' : 'show'} this open card with no credit limit. Scores then measure its balance against the highest balance ` +
          'or leave it out, which can make your utilization look higher than it is. Charge cards have no preset limit; a credit card does.',
        evidence: hits.map((l) => line(l, 'creditLimitCents', 'not reported')),
      },
      {
        question: { text: `Does ${name} have a credit limit (it is not a charge card with no preset limit)?`, accurate: 'No, it has no preset limit', inaccurate: 'Yes, it has a credit limit' },
        reason: 'Other',
        correction: 'This card has a credit limit, which is not reported: the limit should be reported.',
        priority: { asked: 'low', disputed: 'medium' },
      },
    )[0] ?? null,
  );

