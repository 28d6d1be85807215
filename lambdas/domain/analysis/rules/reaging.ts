import { bureauList, bureauNames } from '../../../contract/credit-messages.js';
import type { Bureau, Tradeline } from '../../../contract/credit.js';
import type { Evidence } from '../../../contract/analysis.js';
import { accountName, accountsByKey, bureausOf, currentDelinquencyStart, CURRENT_MARK, historyByMonth, isChargeOff, isCollection, monthInWords, sameCreditor } from '../facts.js';
import { isOriginalOf } from './duplicates.js';
import { allAccounts, ask, dedupe, line, proven, type DraftFinding, type Rule } from './shared.js';

/**
 * Re-aged dates of first delinquency (DOFD). The DOFD starts the seven-year period (FCRA §605(c)) and a furnisher must
 * report the true one (§623(a)(5)); dates are compared by month, the precision every bureau reports. It may move later
 * legitimately: an account brought current that falls behind again has a new delinquency. So:
 * - proven: a bureau's DOFD is later than the start of the delinquency its own payment history shows; a bureau moved the
 *   date later between pulls while its history shows the account never current in between; a collector's DOFD is later
 *   than the original creditor's DOFD or charge-off for the same debt (a collector cannot start a delinquency that
 *   preceded the charge-off);
 * - asked: the bureaus give different months, or a bureau moved the date and its history does not cover the months in
 *   between (only the client knows whether they caught up in between).
 */

const month = (date: string) => date.slice(0, 7);

/** Whether the history shows the account paid as agreed in a month from `from` up to `to`; null when it does not reach back to `from`. */
const cured = (l: Tradeline, from: string, to: string): boolean | null => {
  const history = historyByMonth(l);
  if ([...history].some(([m, mark]) => m >= from && m < to && CURRENT_MARK.test(mark))) return true;
  return [...history.keys()].some((m) => m <= from) ? false : null;
};

export const reagedDelinquency: Rule = (input) => {
  const { file, earlier } = input;
  const findings: DraftFinding[] = [];
  for (const [key, copies] of accountsByKey(allAccounts(file))) {
    const provenEvidence: Evidence[] = [];
    const provenReasons: string[] = [];
    const provenBureaus = new Set<Bureau>();
    const askEvidence: Evidence[] = [];
    const askReasons: string[] = [];
    const askBureaus = new Set<Bureau>();
    let earliest: string | null = null;
    const note = (date: string) => (earliest = earliest && earliest < date ? earliest : date);
    const dated = copies.filter((c) => c.dateFirstDelinquency);
    const months = [...new Set(dated.map((c) => month(c.dateFirstDelinquency!)))].sort();
    if (months.length > 1) {
      askReasons.push(`The bureaus give different dates: ${dated.map((c) => `${bureauNames[c.bureau]} ${c.dateFirstDelinquency}`).join(', ')}.`);
      for (const c of dated) {
        askEvidence.push(line(c, 'dateFirstDelinquency', c.dateFirstDelinquency!));
        if (month(c.dateFirstDelinquency!) !== months[0]) askBureaus.add(c.bureau);
      }
      note(`${months[0]}-01`);
    }
    for (const c of dated) {
      const dofd = c.dateFirstDelinquency!;
      const before = earlier
        .flatMap((f) => allAccounts(f).filter((o) => o.key === key && o.bureau === c.bureau && o.dateFirstDelinquency))
        .find((o) => month(o.dateFirstDelinquency!) < month(dofd));
      if (before) {
        const reason = `${bureauNames[c.bureau]} reported ${before.dateFirstDelinquency} on ${before.dateReported} and now reports ${dofd}.`;
        const cure = cured(c, month(before.dateFirstDelinquency!), month(dofd));
        if (cure === false) {
          provenReasons.push(`${reason} Its payment history shows no month paid as agreed in between: the delinquency never ended.`);
          provenEvidence.push(line(c, 'dateFirstDelinquency', dofd));
          provenBureaus.add(c.bureau);
          note(before.dateFirstDelinquency!);
        } else if (cure === null) {
          askReasons.push(reason);
          askEvidence.push(line(c, 'dateFirstDelinquency', dofd));
          askBureaus.add(c.bureau);
          note(before.dateFirstDelinquency!);
        }
      }
      const start = currentDelinquencyStart(c);
      if (start && month(dofd) > start) {
        provenReasons.push(`${bureauNames[c.bureau]}'s payment history shows the delinquency in ${start}, before the date of first delinquency it reports (${dofd}).`);
        provenEvidence.push(line(c, 'dateFirstDelinquency', dofd), line(c, 'paymentHistory', `delinquent since ${start}`));
        provenBureaus.add(c.bureau);
        note(`${start}-01`);
      }
    }
    const name = accountName(copies[0]!);
    const why = 'The date of first delinquency starts the seven-year reporting period (FCRA §605(c)) and must not move: a later date keeps the item on your report longer than the law allows.';
    const correction = `The date of first delinquency is reported later than it was${earliest ? ` (the earliest date reported is ${earliest})` : ''}. It should be corrected, and the reporting period counted from the true date.`;
    const base = { id: `reaged_delinquency:${key}`, rule: 'reaged_delinquency' as const, subject: name, accountKey: key };
    if (provenBureaus.size) {
      const bureaus = bureausOf([...provenBureaus].map((bureau) => ({ bureau })));
      findings.push(proven({ ...base, priority: 'high', title: `${name} has been re-aged`, explanation: `${provenReasons.join(' ')} ${why}`, bureaus, evidence: dedupe(provenEvidence) }, 'Other', correction));
    } else if (askBureaus.size) {
      const bureaus = bureausOf([...askBureaus].map((bureau) => ({ bureau })));
      findings.push(
        ...ask(
          input,
          {
            ...base,
            title: `${name} may have been re-aged`,
            explanation: `${askReasons.join(' ')} A later date is right only if you brought the account fully current and then fell behind again. ${why}`,
            bureaus,
            evidence: dedupe(askEvidence),
          },
          {
            question: {
              text: `Did you bring ${name} fully up to date at some point after ${monthInWords(month(earliest!))} and then fall behind again?`,
              accurate: 'Yes, I caught up and fell behind again',
              inaccurate: 'No, I never caught up',
            },
            reason: 'Other',
            correction,
            priority: { asked: 'medium', disputed: 'high' },
          },
        ),
      );
    }
  }
  return findings;
};

/** The date the original creditor's delinquency is known to have begun by: its DOFD, else the charge-off (the DOFD precedes it). */
const originalDate = (o: Tradeline): { date: string; field: string } | null => {
  if (o.dateFirstDelinquency) return { date: o.dateFirstDelinquency, field: 'dateFirstDelinquency' };
  if (isChargeOff(o) && o.dateClosed) return { date: o.dateClosed, field: 'dateClosed' };
  return null;
};

/** A collector's DOFD later than the original creditor's for the same debt (re-aging across furnishers). */
export const reagedByCollector: Rule = ({ file }) => {
  const accounts = allAccounts(file);
  const findings = new Map<string, { collection: Tradeline[]; original: Tradeline[]; dates: string[] }>();
  for (const c of accounts.filter((l) => isCollection(l) && l.originalCreditor && l.dateFirstDelinquency)) {
    // Matched on the amount only: the delinquency date is what differs.
    const original = accounts.find((o) => isOriginalOf(c, o, false) && originalDate(o) && month(c.dateFirstDelinquency!) > month(originalDate(o)!.date));
    if (!original || !sameCreditor(original.furnisher, c.originalCreditor!)) continue;
    const entry = findings.get(c.key) ?? { collection: [], original: [], dates: [] };
    entry.collection.push(c);
    entry.original.push(original);
    entry.dates.push(originalDate(original)!.date);
    findings.set(c.key, entry);
  }
  return [...findings].map(([key, { collection, original, dates }]) => {
    const name = accountName(collection[0]!);
    const originalName = accountName(original[0]!);
    const true_ = [...dates].sort()[0]!;
    return proven(
      {
        id: `reaged_by_collector:${key}`,
        rule: 'reaged_by_collector',
        priority: 'high',
        title: `${name} reports a later delinquency date than ${originalName}`,
        explanation:
          collection.map((c, i) => `${bureauNames[c.bureau]}: ${name} gives ${c.dateFirstDelinquency}; ${originalName} ${original[i]!.dateFirstDelinquency ? `gives ${dates[i]}` : `was charged off on ${dates[i]}`}.`).join(' ') +
          ` A collector must report the date the delinquency with the original creditor began (FCRA §623(a)(5)); a later date restarts the seven-year period (§605(c)) at ${bureauList(bureausOf(collection))}.`,
        subject: name,
        accountKey: key,
        bureaus: bureausOf(collection),
        evidence: collection.flatMap((c, i) => [line(c, 'dateFirstDelinquency', c.dateFirstDelinquency!), line(original[i]!, originalDate(original[i]!)!.field, dates[i]!)]),
      },
      'Other',
      `The date of first delinquency must be the original creditor's (on or before ${true_}), not ${collection[0]!.dateFirstDelinquency}: it should be corrected and the reporting period counted from it.`,
    );
  });
};
