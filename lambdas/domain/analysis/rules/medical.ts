import { bureauNames } from '../../../contract/credit-messages.js';
import type { Tradeline } from '../../../contract/credit.js';
import { daysBetween, dateOf, dollars, isCollection, PAID_STATUSES } from '../facts.js';
import { line, perAccount, proven, type Rule } from './shared.js';

/**
 * Medical collections the three nationwide bureaus no longer report (their joint policy: paid ones and a one-year wait
 * since July 2022, an initial balance under $500 since April 2023; the CFPB's January 2025 rule that went further was
 * vacated in July 2025, so the bureaus' policy is what holds). A report that shows one anyway is proven by the line.
 */
export const MEDICAL_MIN_CENTS = 50_000;
export const MEDICAL_WAIT_DAYS = 365;

function whyNot(l: Tradeline, today: string): string | null {
  if (l.balanceCents === 0 || PAID_STATUSES.has(l.accountStatus)) return 'it is paid';
  const initial = l.highCreditCents ?? l.balanceCents;
  if (initial < MEDICAL_MIN_CENTS) return `its initial balance (${dollars(initial)}) is under $500`;
  if (l.dateFirstDelinquency && daysBetween(l.dateFirstDelinquency, today) < MEDICAL_WAIT_DAYS) return `it became delinquent less than a year ago (${l.dateFirstDelinquency})`;
  return null;
}

export const medicalCollectionNotReportable: Rule = ({ file }) => {
  const today = dateOf(file.pulledAt);
  return perAccount(file, 'medical_collection_not_reportable', (l) => l.medical === true && isCollection(l) && whyNot(l, today) !== null, (hits, name) =>
    proven(
      {
        id: '',
        rule: 'medical_collection_not_reportable',
        priority: 'high',
        title: `${name} is a medical collection the bureaus no longer report`,
        explanation:
          `${hits.map((l) => `${bureauNames[l.bureau]} reports it, but ${whyNot(l, today)}`).join('; ')}. ` +
          'Equifax, Experian and TransUnion do not report paid medical collections, ones less than a year past due, or ones that started under $500.',
        subject: name,
        accountKey: null,
        bureaus: [],
        evidence: hits.flatMap((l) => [line(l, 'medical', 'medical collection'), line(l, 'balanceCents', dollars(l.balanceCents)), line(l, 'highCreditCents', dollars(l.highCreditCents ?? l.balanceCents))]),
      },
      'Other',
      'This is a medical collection that the nationwide credit bureaus no longer include in credit reports: it should be deleted.',
    ),
  );
};
