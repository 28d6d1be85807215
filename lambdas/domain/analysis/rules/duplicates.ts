import { bureauList, bureauNames } from '../../../contract/credit-messages.js';
import type { Tradeline } from '../../../contract/credit.js';
import { accountName, bureausOf, dollars, isCollection, isNegative, sameCreditor } from '../facts.js';
import { allAccounts, ask, line, proven, type DraftFinding, type Rule } from './shared.js';

/**
 * One debt counted twice. A collector's account and the original creditor's are the same debt only when the
 * original is closed or derogatory (never an open, current card of the same bank) and the amounts or the
 * delinquency dates match. Which line should be zero: the one that no longer owns the debt. When the original
 * creditor itself reports the account sold or transferred, the file proves its balance should be zero; otherwise
 * (the collector may be collecting for the creditor, which may then keep the balance) only the client knows whether
 * they were told the debt was sold, so the finding asks.
 */

/** Two amounts are the same debt when they agree to the dollar or within 1% (collectors add little before placing). */
const sameAmount = (a: number | null | undefined, b: number | null | undefined) => Boolean(a && b && Math.abs(a - b) <= Math.max(100, Math.round(Math.max(a, b) / 100)));

/** The amounts a line states for its debt: what was charged off, the original amount, the balance. */
const amountsOf = (l: Tradeline) => [l.chargeOffCents, l.highCreditCents, l.balanceCents];

export function sameAmounts(a: Tradeline, b: Tradeline): boolean {
  return amountsOf(a).some((x) => amountsOf(b).some((y) => sameAmount(x, y)));
}

/** The original creditor's line of the debt a collection names: the same creditor, closed or derogatory, with a matching amount (or, when `byDate`, a matching delinquency month). */
export function isOriginalOf(collection: Tradeline, original: Tradeline, byDate = true): boolean {
  if (!collection.originalCreditor || isCollection(original) || original.bureau !== collection.bureau) return false;
  if (!sameCreditor(original.furnisher, collection.originalCreditor)) return false;
  if (original.dateClosed === null && !isNegative(original)) return false;
  const sameDelinquency = byDate && Boolean(original.dateFirstDelinquency && collection.dateFirstDelinquency && original.dateFirstDelinquency.slice(0, 7) === collection.dateFirstDelinquency.slice(0, 7));
  return sameAmounts(collection, original) || sameDelinquency;
}

/** The seller reports the account sold or transferred: Metro 2 status '05' (transferred), a buyer named, or special comments 'AH' (purchased by another company), 'AT' (closed due to transfer), 'O' (transferred to another lender). */
export const isSoldOrTransferred = (l: Tradeline): boolean => l.accountStatus === '05' || l.soldTo !== null || ['AH', 'AT', 'O'].includes(l.specialComment ?? '');

export const duplicateDebt: Rule = (input) => {
  const findings: DraftFinding[] = [];
  const withBalance = allAccounts(input.file).filter((l) => l.balanceCents > 0);
  const collections = withBalance.filter((l) => isCollection(l) && l.originalCreditor);
  const pairs = new Map<string, { zero: Tradeline[]; other: Tradeline[] }>();
  const note = (zero: Tradeline, other: Tradeline) => {
    const id = `${zero.key}+${other.key}`;
    const pair = pairs.get(id) ?? { zero: [], other: [] };
    pair.zero.push(zero);
    pair.other.push(other);
    pairs.set(id, pair);
  };
  for (const c of collections) {
    for (const o of withBalance) {
      if (o.key === c.key) continue;
      // The original creditor still shows the balance the collector is collecting: the original should be zero if it sold the debt.
      if (!isCollection(o) && isOriginalOf(c, o)) note(o, c);
      // Two collectors of one debt: the earlier one sold it on, so the earlier should be zero.
      else if (isCollection(o) && o.originalCreditor && o.bureau === c.bureau && sameCreditor(o.originalCreditor, c.originalCreditor!) && o.dateOpened < c.dateOpened && sameAmounts(o, c)) note(o, c);
    }
  }
  for (const [id, { zero, other }] of pairs) {
    const zeroName = accountName(zero[0]!);
    const otherName = accountName(other[0]!);
    const bureaus = bureausOf(zero);
    const base = {
      id: `duplicate_debt:${id}`,
      rule: 'duplicate_debt' as const,
      subject: zeroName,
      accountKey: zero[0]!.key,
      bureaus,
      evidence: zero.flatMap((z, i) => [
        line(z, 'balanceCents', dollars(z.balanceCents)),
        ...(isSoldOrTransferred(z) ? [line(z, z.soldTo ? 'soldTo' : 'accountStatus', z.soldTo ?? 'sold or transferred')] : []),
        line(other[i]!, 'originalCreditor', other[i]!.originalCreditor!),
        line(other[i]!, 'balanceCents', dollars(other[i]!.balanceCents)),
      ]),
    };
    const amounts = zero.map((z, i) => `${bureauNames[z.bureau]}: ${dollars(z.balanceCents)} and ${dollars(other[i]!.balanceCents)}`).join('; ');
    const correction = `This debt now belongs to ${otherName}, which reports it: ${zeroName} should report a $0.00 balance.`;
    if (zero.every(isSoldOrTransferred)) {
      findings.push(
        proven(
          {
            ...base,
            priority: 'high',
            title: `${zeroName} reports a debt it sold, which ${otherName} also reports`,
            explanation:
              `${zeroName} reports the account sold or transferred but still shows a balance, while ${otherName} collects the same debt (${amounts}) at ${bureauList(bureaus)}. ` +
              'A debt may be owed only once: the seller must report a $0 balance once it no longer owns the debt.',
          },
          'Duplicate account',
          correction,
        ),
      );
      continue;
    }
    findings.push(
      ...ask(
        input,
        {
          ...base,
          title: `${zeroName} and ${otherName} may count one debt twice`,
          explanation:
            `${otherName} is collecting a debt first owed to ${other[0]!.originalCreditor} for the same amount or delinquency, and ${zeroName} still reports a balance ` +
            `at ${bureauList(bureaus)} (${amounts}). If the debt was sold, only ${otherName} may report a balance; if ${otherName} only collects for ${zeroName}, both may.`,
        },
        {
          question: { text: `Were you told that ${zeroName} sold or transferred this debt to ${otherName}?`, accurate: 'No, I was not told it was sold', inaccurate: 'Yes, it was sold or transferred' },
          reason: 'Duplicate account',
          correction,
          priority: { asked: 'medium', disputed: 'high' },
        },
      ),
    );
  }
  return findings;
};
