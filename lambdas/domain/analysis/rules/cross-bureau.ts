import { bureauList, bureauNames } from '../../../contract/credit-messages.js';
import type { Tradeline } from '../../../contract/credit.js';
import type { Evidence, Priority } from '../../../contract/analysis.js';
import type { DisputeReason } from '../../../contract/disputes.js';
import { accountName, accountsByKey, bureausOf, CURRENT_MARK, dollars, historyByMonth, isNegative, lateMarkInWords, monthInWords, reportMonth, statusInWords } from '../facts.js';
import { allAccounts, ask, line, type DraftFinding, type Rule } from './shared.js';

/**
 * The same account reported differently by the bureaus. Copies are compared only when reported for the same month
 * (a status or balance a month apart is two true snapshots, not a contradiction); late payments month by month over
 * the months both histories cover (never count against count, so histories of different lengths agree where they
 * overlap); dates at month precision (the one every bureau reports). A difference is not proof of which copy is
 * wrong: only the client knows whether they paid on time, so each finding asks, and disputes the worse copies only
 * when the client says the better one is right.
 */

interface Difference {
  field: string;
  label: string;
  priority: Priority;
  reason: DisputeReason;
  /** Each copy's value in words. */
  read: (l: Tradeline) => string;
  /** Higher is worse for the client: the copies to dispute if the client says the best one is right. */
  severity: (l: Tradeline) => number;
}

const PRIORITY_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

const FIELDS: readonly Difference[] = [
  { field: 'accountStatus', label: 'status', priority: 'high', reason: 'Incorrect payment history', read: (l) => statusInWords(l.accountStatus), severity: (l) => (isNegative(l) ? 1 : 0) + (l.accountStatus === '11' ? 0 : 0.5) },
  { field: 'pastDueCents', label: 'past-due amount', priority: 'high', reason: 'Incorrect balance reported', read: (l) => dollars(l.pastDueCents), severity: (l) => l.pastDueCents },
  { field: 'balanceCents', label: 'balance', priority: 'medium', reason: 'Incorrect balance reported', read: (l) => dollars(l.balanceCents), severity: (l) => l.balanceCents },
  // A later opening date shortens the client's credit history.
  { field: 'dateOpened', label: 'month opened', priority: 'low', reason: 'Other', read: (l) => monthInWords(l.dateOpened.slice(0, 7)), severity: (l) => Number(l.dateOpened.slice(0, 7).replace('-', '')) },
];

/** The months where one copy marks a late payment and another marks the same month paid as agreed. */
function lateMonthDifferences(copies: readonly Tradeline[]): { month: string; late: Tradeline[]; onTime: Tradeline[] }[] {
  const histories = copies.map((c) => ({ copy: c, months: historyByMonth(c) }));
  const months = [...new Set(histories.flatMap((h) => [...h.months.keys()]))].sort().reverse();
  return months.flatMap((month) => {
    const late = histories.filter((h) => /^[1-6]$/.test(h.months.get(month) ?? '')).map((h) => h.copy);
    const onTime = histories.filter((h) => CURRENT_MARK.test(h.months.get(month) ?? '')).map((h) => h.copy);
    return late.length && onTime.length ? [{ month, late, onTime }] : [];
  });
}

/** The months every copy that reports marks late, but some later than others (60 days at one bureau, 30 at another). */
function lateDepthDifferences(copies: readonly Tradeline[]): { month: string; deeper: Tradeline[]; shallower: Tradeline[]; least: string }[] {
  const histories = copies.map((c) => ({ copy: c, months: historyByMonth(c) }));
  const months = [...new Set(histories.flatMap((h) => [...h.months.keys()]))].sort().reverse();
  return months.flatMap((month) => {
    const late = histories.filter((h) => /^[1-6]$/.test(h.months.get(month) ?? ''));
    const marks = [...new Set(late.map((h) => h.months.get(month)!))].sort();
    if (late.length < 2 || marks.length < 2 || histories.some((h) => CURRENT_MARK.test(h.months.get(month) ?? ''))) return [];
    const least = marks[0]!;
    return [{ month, least, deeper: late.filter((h) => h.months.get(month) !== least).map((h) => h.copy), shallower: late.filter((h) => h.months.get(month) === least).map((h) => h.copy) }];
  });
}

const they = (n: number) => (n === 1 ? 'reports' : 'report');

function compareMonth(input: Parameters<Rule>[0], key: string, copies: Tradeline[]): DraftFinding[] {
  const name = accountName(copies[0]!);
  const month = reportMonth(copies[0]!);
  const base = { id: `cross_bureau_mismatch:${key}`, rule: 'cross_bureau_mismatch' as const, subject: name, accountKey: key, bureaus: bureausOf(copies) };
  const lates = lateMonthDifferences(copies);
  const depths = lateDepthDifferences(copies);
  const differing = FIELDS.filter((f) => new Set(copies.map(f.read)).size > 1);
  if (lates.length === 0 && depths.length === 0 && differing.length === 0) return [];
  const lines: string[] = [];
  const evidence: Evidence[] = [];
  if (lates.length) {
    for (const d of lates) {
      lines.push(`${monthInWords(d.month)}: ${bureauList(bureausOf(d.late))} ${they(d.late.length)} a late payment, ${bureauList(bureausOf(d.onTime))} ${they(d.onTime.length)} it paid on time.`);
      for (const c of d.late) evidence.push(line(c, 'paymentHistory', `${lateMarkInWords(historyByMonth(c).get(d.month)!)} in ${d.month}`));
      for (const c of d.onTime) evidence.push(line(c, 'paymentHistory', `paid on time in ${d.month}`));
    }
  }
  for (const d of depths) {
    lines.push(`${monthInWords(d.month)}: ${[...d.deeper, ...d.shallower].map((c) => `${bureauNames[c.bureau]} ${they(1)} ${lateMarkInWords(historyByMonth(c).get(d.month)!)}`).join(', ')}.`);
    for (const c of [...d.deeper, ...d.shallower]) evidence.push(line(c, 'paymentHistory', `${lateMarkInWords(historyByMonth(c).get(d.month)!)} in ${d.month}`));
  }
  for (const f of differing) {
    lines.push(`The ${f.label}: ${copies.map((c) => `${bureauNames[c.bureau]} ${they(1)} ${f.read(c)}`).join(', ')}.`);
    for (const c of copies) evidence.push(line(c, f.field, f.read(c)));
  }
  const explanation =
    `As of ${monthInWords(month)}: ${lines.join(' ')} One account has one true history, but a bureau can lag behind an update, so only you can tell which copy is right. ` +
    'If the worse copy is wrong, it can be disputed: bureaus must follow procedures for the maximum possible accuracy (FCRA §607(b)).';
  const top = [...differing].sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority])[0];
  if (lates.length) {
    const months = lates.map((d) => monthInWords(d.month));
    const worse = bureausOf(lates.flatMap((d) => d.late));
    const better = bureausOf(lates.flatMap((d) => d.onTime));
    const when = months.length === 1 ? months[0]! : `${months.slice(0, -1).join(', ')} and ${months.at(-1)}`;
    return ask(
      input,
      { ...base, title: `${name}: the bureaus disagree on your payments in ${when}`, explanation, evidence },
      {
        question: { text: `Did you pay ${name} on time in ${when}?`, accurate: 'No, I was late', inaccurate: 'Yes, I paid on time' },
        reason: 'Incorrect payment history',
        correction: `I paid this account on time in ${when}, as ${bureauList(better)} ${they(better.length)}: the late payments reported for ${months.length === 1 ? 'that month' : 'those months'} should be removed.`,
        bureaus: worse,
        priority: { asked: 'medium', disputed: 'high' },
      },
    );
  }
  if (depths.length) {
    const d = depths[0]!;
    const least = lateMarkInWords(d.least);
    const worst = lateMarkInWords(historyByMonth(d.deeper[0]!).get(d.month)!);
    return ask(
      input,
      { ...base, title: `${name}: the bureaus disagree on how late you were in ${monthInWords(d.month)}`, explanation, evidence },
      {
        question: { text: `Were you ${least} on ${name} in ${monthInWords(d.month)}, not more?`, accurate: `No, I was ${worst}`, inaccurate: `Yes, only ${least}` },
        reason: 'Incorrect payment history',
        correction: `In ${monthInWords(d.month)} this account was ${least}, as ${bureauList(bureausOf(d.shallower))} ${they(d.shallower.length)}: the deeper delinquency reported for that month should be corrected.`,
        bureaus: bureausOf(depths.flatMap((x) => x.deeper)),
        priority: { asked: 'medium', disputed: 'high' },
      },
    );
  }
  const f = top!;
  const worst = Math.max(...copies.map(f.severity));
  const least = Math.min(...copies.map(f.severity));
  const best = copies.find((c) => f.severity(c) === least)!;
  const worseCopies = worst > least ? copies.filter((c) => f.severity(c) === worst) : copies.filter((c) => f.read(c) !== f.read(best));
  return ask(
    input,
    { ...base, title: `${name} is reported differently by ${bureauList(base.bureaus)}`, explanation, evidence },
    {
      question: {
        text: `Is the ${f.label} ${f.read(best)} (as ${bureauNames[best.bureau]} reports it) right for ${monthInWords(month)}?`,
        accurate: `No, ${f.read(worseCopies[0]!)} is right`,
        inaccurate: `Yes, ${f.read(best)} is right`,
      },
      reason: f.reason,
      correction: `The ${f.label} should be reported as ${f.read(best)}, as ${bureauNames[best.bureau]} reports it.`,
      bureaus: bureausOf(worseCopies),
      priority: { asked: f.priority === 'high' ? 'medium' : 'low', disputed: f.priority },
    },
  );
}

export const crossBureauMismatch: Rule = (input) =>
  [...accountsByKey(allAccounts(input.file))].flatMap(([key, copies]) => {
    // Only copies of the same reporting month; of several months, the latest with two bureaus or more.
    const byMonth = new Map<string, Tradeline[]>();
    for (const c of copies) byMonth.set(reportMonth(c), [...(byMonth.get(reportMonth(c)) ?? []), c]);
    const month = [...byMonth.keys()].sort().reverse().find((m) => new Set(byMonth.get(m)!.map((c) => c.bureau)).size > 1);
    return month ? compareMonth(input, key, byMonth.get(month)!) : [];
  });
