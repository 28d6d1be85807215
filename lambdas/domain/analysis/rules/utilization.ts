import { bureauNames } from '../../../contract/credit-messages.js';
import type { Bureau, CreditFile, Tradeline } from '../../../contract/credit.js';
import type { UtilizationLine } from '../../../contract/analysis.js';
import { accountName, accountsByKey, bureausOf, dollars } from '../facts.js';
import { advice, line, type DraftFinding, type Rule } from './shared.js';

/** Card utilization: what to pay down to bring each open card and all of them under 30% and 10% (scoring models' bands). Advice, never a dispute. */

export const UTILIZATION_HIGH = 30;
export const UTILIZATION_IDEAL = 10;

/** What to pay so the balance is under `percent` of the limit (0 when it already is). */
export const payDownTo = (balanceCents: number, limitCents: number, percent: number): number =>
  Math.max(0, balanceCents - (Math.ceil((limitCents * percent) / 100) - 1));

const utilizationOf = (name: string, accountKey: string | null, balanceCents: number, limitCents: number): UtilizationLine => ({
  accountKey,
  name,
  balanceCents,
  limitCents,
  percent: limitCents > 0 ? Math.round((balanceCents / limitCents) * 1000) / 10 : 0,
  payDownTo30Cents: payDownTo(balanceCents, limitCents, UTILIZATION_HIGH),
  payDownTo10Cents: payDownTo(balanceCents, limitCents, UTILIZATION_IDEAL),
});

/** Each open card's utilization (the bureau copy with the highest balance: the one scores see at worst) and the overall line. */
export function utilization(file: CreditFile): { overall: UtilizationLine | null; cards: UtilizationLine[]; copies: Tradeline[]; bureaus: Bureau[] } {
  const openCards = file.tradelines.filter((l) => l.portfolioType === 'R' && l.dateClosed === null && (l.creditLimitCents ?? 0) > 0);
  const copies = [...accountsByKey(openCards).values()].map((lines) => lines.reduce((a, b) => (b.balanceCents > a.balanceCents ? b : a)));
  const cards = copies.map((l) => utilizationOf(accountName(l), l.key, l.balanceCents, l.creditLimitCents!));
  const balance = copies.reduce((sum, l) => sum + l.balanceCents, 0);
  const limit = copies.reduce((sum, l) => sum + l.creditLimitCents!, 0);
  return { overall: copies.length ? utilizationOf('All cards', null, balance, limit) : null, cards, copies, bureaus: bureausOf(openCards) };
}

export const highUtilization: Rule = ({ file }) => {
  const { overall, cards, copies, bureaus } = utilization(file);
  if (!overall) return [];
  const copyOf = (key: string | null) => copies.find((c) => c.key === key)!;
  const findings: DraftFinding[] = cards
    .filter((c) => c.percent >= UTILIZATION_HIGH)
    .map((c) =>
      advice({
        id: `high_utilization:${c.accountKey}`,
        rule: 'high_utilization',
        priority: 'medium',
        title: `${c.name} is at ${c.percent}% of its limit`,
        explanation:
          `${bureauNames[copyOf(c.accountKey).bureau]} reports ${dollars(c.balanceCents)} of ${dollars(c.limitCents)}. Paying ${dollars(c.payDownTo30Cents)} brings it under ${UTILIZATION_HIGH}%, ` +
          `and ${dollars(c.payDownTo10Cents)} under ${UTILIZATION_IDEAL}%, before the statement closes (issuers report the statement balance).`,
        subject: c.name,
        accountKey: c.accountKey,
        bureaus: [copyOf(c.accountKey).bureau],
        evidence: [line(copyOf(c.accountKey), 'balanceCents', dollars(c.balanceCents)), line(copyOf(c.accountKey), 'creditLimitCents', dollars(c.limitCents))],
      }),
    );
  if (overall.percent >= UTILIZATION_IDEAL) {
    findings.push(
      advice({
        id: 'high_utilization:overall',
        rule: 'high_utilization',
        priority: overall.percent >= 50 ? 'high' : overall.percent >= UTILIZATION_HIGH ? 'medium' : 'low',
        title: `Your cards are at ${overall.percent}% of their limits`,
        explanation:
          `Your open cards carry ${dollars(overall.balanceCents)} of ${dollars(overall.limitCents)} in limits. Utilization is one of the largest parts of a score and it counts only as of the last statement: ` +
          (overall.payDownTo30Cents > 0 ? `paying ${dollars(overall.payDownTo30Cents)} brings it under ${UTILIZATION_HIGH}%, and ` : '') +
          `${dollars(overall.payDownTo10Cents)} under ${UTILIZATION_IDEAL}%.`,
        subject: 'All cards',
        accountKey: null,
        bureaus,
        evidence: copies.flatMap((l) => [line(l, 'balanceCents', dollars(l.balanceCents)), line(l, 'creditLimitCents', dollars(l.creditLimitCents!))]),
      }),
    );
  }
  return findings;
};
