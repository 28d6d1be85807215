import { bureauList } from '../../../contract/credit-messages.js';
import type { Bureau, CreditFile, PublicRecord, Tradeline } from '../../../contract/credit.js';
import type { Evidence, ObsolescenceEntry } from '../../../contract/analysis.js';
import { accountName, addDays, addYears, bureausOf, dateOf, derogatoryKind, lateMarks, isNegative } from '../facts.js';
import { advice, allAccounts, ask, line, perAccount, proven, type Rule } from './shared.js';

/**
 * Obsolescence (FCRA §605): when each negative item must leave the report. Collections, charge-offs and the actions
 * §605(c) treats like them (repossessions, foreclosures, voluntary surrenders, accounts in a wage-earner plan) run 7 years
 * from 180 days after the date of first delinquency; late payments 7 years; bankruptcies 10 years; judgments 7 years from
 * entry (or the statute of limitations, if longer); paid tax liens 7 years from payment. Past its date, the item is a
 * proven error. A derogatory item without its date of first delinquency cannot be timed: that is its own finding.
 */

/** FCRA §605(c)(1): the period begins 180 days after the delinquency that preceded the collection or charge-off. */
export const COLLECTION_GRACE_DAYS = 180;
export const NEGATIVE_REPORTING_YEARS = 7;
/** FCRA §605(a)(1): bankruptcies 10 years from the order for relief (we count from the filing date, the earlier). */
export const BANKRUPTCY_REPORTING_YEARS = 10;

function negativeKind(l: Tradeline): string {
  return derogatoryKind(l) ?? 'late payments';
}

/** When one bureau's copy of a negative item must leave the report, or null when the report does not say when it began. */
export function removalOf(l: Tradeline): { from: string; removeBy: string } | null {
  if (derogatoryKind(l)) {
    if (!l.dateFirstDelinquency) return null;
    return { from: l.dateFirstDelinquency, removeBy: addYears(addDays(l.dateFirstDelinquency, COLLECTION_GRACE_DAYS), NEGATIVE_REPORTING_YEARS) };
  }
  const oldestLate = lateMarks(l).at(-1);
  const from = l.dateFirstDelinquency ?? (oldestLate ? `${oldestLate.month}-01` : null);
  return from ? { from, removeBy: addYears(from, NEGATIVE_REPORTING_YEARS) } : null;
}

const isTaxLien = (r: PublicRecord) => /tax.?lien/i.test(r.kind);
const isJudgment = (r: PublicRecord) => /judg/i.test(r.kind);
/** A tax lien is paid when the record says it was released, paid or satisfied, or gives a resolution date. */
const isPaidLien = (r: PublicRecord) => r.dateResolved !== null || /releas|paid|satisf/i.test(`${r.kind} ${r.status}`);

export function recordRemoval(r: PublicRecord): { from: string; removeBy: string } | null {
  if (/bankrupt/i.test(r.kind)) return { from: r.dateFiled, removeBy: addYears(r.dateFiled, BANKRUPTCY_REPORTING_YEARS) };
  // §605(a)(3): a paid tax lien runs from its payment; an unpaid one has no period in §605.
  if (isTaxLien(r)) {
    if (!isPaidLien(r)) return null;
    const paid = r.dateResolved ?? r.dateFiled;
    return { from: paid, removeBy: addYears(paid, NEGATIVE_REPORTING_YEARS) };
  }
  // §605(a)(2): civil judgments from the date of entry (the date the record gives as filed).
  return { from: r.dateFiled, removeBy: addYears(r.dateFiled, NEGATIVE_REPORTING_YEARS) };
}

export const recordRef = (r: PublicRecord) => `record:${r.kind}:${r.referenceMasked}`;
const recordName = (r: PublicRecord) => `${r.kind.replaceAll('_', ' ')} (${r.court}, ${r.referenceMasked})`;

/** The client's obsolescence calendar: every negative item, the date it runs from and the date it must leave, earliest first. */
export function obsolescence(file: CreditFile): ObsolescenceEntry[] {
  const today = dateOf(file.pulledAt);
  const entries = new Map<string, ObsolescenceEntry>();
  const add = (ref: string, subject: string, kind: string, b: Bureau, period: { from: string; removeBy: string }) => {
    const id = `${ref}|${period.from}`;
    const entry = entries.get(id);
    if (entry) entry.bureaus = bureausOf([...entry.bureaus.map((x) => ({ bureau: x })), { bureau: b }]);
    else entries.set(id, { ref, subject, kind, bureaus: [b], ...period, overdue: period.removeBy <= today });
  };
  for (const l of allAccounts(file).filter(isNegative)) {
    const period = removalOf(l);
    if (period) add(l.key, accountName(l), negativeKind(l), l.bureau, period);
  }
  for (const r of file.publicRecords) {
    const period = recordRemoval(r);
    if (period) add(recordRef(r), recordName(r), r.kind.replaceAll('_', ' '), r.bureau, period);
  }
  return [...entries.values()].sort((a, b) => a.removeBy.localeCompare(b.removeBy) || a.ref.localeCompare(b.ref));
}

export const obsoleteNegative: Rule = (input) =>
  obsolescence(input.file)
    .filter((entry) => entry.overdue)
    .flatMap((entry) => {
      const records = input.file.publicRecords.filter((r) => recordRef(r) === entry.ref);
      const isRecord = records.length > 0;
      const evidence: Evidence[] = isRecord
        ? records.map((r) => ({ item: 'public_record', ref: entry.ref, bureau: r.bureau, field: r.dateResolved && isTaxLien(r) ? 'dateResolved' : 'dateFiled', reported: r.dateResolved && isTaxLien(r) ? r.dateResolved : r.dateFiled }))
        : allAccounts(input.file)
            .filter((l) => l.key === entry.ref && removalOf(l)?.from === entry.from)
            .map((l) => line(l, l.dateFirstDelinquency ? 'dateFirstDelinquency' : 'paymentHistory', l.dateFirstDelinquency ?? entry.from));
      const verb = isRecord ? (records.some(isTaxLien) ? 'was paid' : 'was filed') : 'became delinquent';
      const base = {
        id: `obsolete_negative:${entry.ref}`,
        rule: 'obsolete_negative' as const,
        subject: entry.subject,
        accountKey: isRecord ? null : entry.ref,
        bureaus: entry.bureaus,
        evidence,
      };
      // A judgment may stay while the state's statute of limitations runs, if longer than 7 years: the file cannot prove that, the client (or the court record) can.
      if (records.some(isJudgment)) {
        return ask(
          input,
          {
            ...base,
            title: `${entry.subject} was entered more than 7 years ago`,
            explanation:
              `This judgment was entered on ${entry.from}. The Fair Credit Reporting Act (§605(a)(2)) lets it be reported for 7 years from entry, or longer while the ` +
              `state's statute of limitations to enforce it runs; ${bureauList(entry.bureaus)} still ${entry.bureaus.length === 1 ? 'reports' : 'report'} it.`,
          },
          {
            question: { text: 'Has this judgment been renewed, or can the creditor still enforce it (the court record says)?', accurate: 'Yes, it was renewed or is still enforceable', inaccurate: 'No, it was never renewed' },
            reason: 'Other',
            correction: `This judgment was entered on ${entry.from}, more than 7 years ago, and was never renewed: it is past its reporting period (FCRA §605(a)(2)) and should be deleted.`,
            priority: { asked: 'medium', disputed: 'high' },
          },
        );
      }
      return [
        proven(
          {
            ...base,
            priority: 'high',
            title: `${entry.subject} is past its reporting period`,
            explanation:
              `This ${entry.kind} ${verb} on ${entry.from}. Under the Fair Credit Reporting Act (§605) ` +
              `it could be reported until ${entry.removeBy}, and ${bureauList(entry.bureaus)} still ${entry.bureaus.length === 1 ? 'reports' : 'report'} it.`,
          },
          'Other',
          `This item is older than the reporting period of the Fair Credit Reporting Act (§605): it had to leave my credit file by ${entry.removeBy}. It should be deleted.`,
        ),
      ];
    });

/** A collection, charge-off, repossession... reported without the date its §605 period runs from. */
export const derogatoryWithoutDofd: Rule = ({ file }) =>
  perAccount(
    file,
    'derogatory_without_dofd',
    (l) => derogatoryKind(l) !== null && l.dateFirstDelinquency === null,
    (hits, name) =>
      advice({
        id: '',
        rule: 'derogatory_without_dofd',
        priority: 'medium',
        title: `${name} is reported without its date of first delinquency`,
        explanation:
          `${hits.map((l) => `${bureauList([l.bureau])} reports it as a ${derogatoryKind(l)}`).join('; ')}, without the date the delinquency began. ` +
          'That date starts the seven-year reporting period (FCRA §605(c)), and a furnisher reporting a collection or charge-off must give it (§623(a)(5)). ' +
          'Without it we cannot tell when the item must leave your report: ask the bureau for your file disclosure (§609), which shows the date it holds.',
        subject: name,
        accountKey: null,
        bureaus: bureausOf(hits),
        evidence: hits.map((l) => line(l, 'dateFirstDelinquency', 'not reported')),
      }),
  );

