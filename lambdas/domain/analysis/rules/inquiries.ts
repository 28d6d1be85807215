import { bureauList } from '../../../contract/credit-messages.js';
import type { Bureau, CreditFile, Inquiry } from '../../../contract/credit.js';
import { addYears, bureausOf, dateOf, monthsBetween, normalise } from '../facts.js';
import { advice, ask, type Rule } from './shared.js';

/**
 * Hard inquiries: each of the last 24 months is asked (only the client knows whether they applied; one they did not
 * authorise lacked a permissible purpose, FCRA §604), and those of the last 12 months are counted as advice.
 */

/** Hard inquiries count in scores for 12 months and stay on the report for 24. */
export const INQUIRY_SCORING_MONTHS = 12;
export const INQUIRY_REPORTING_MONTHS = 24;

const inquiryRef = (i: Inquiry) => `inquiry:${normalise(i.subscriber)}:${i.date}`;

export function hardInquiries(file: CreditFile, months: number): { ref: string; subscriber: string; date: string; bureaus: Bureau[] }[] {
  const today = dateOf(file.pulledAt);
  const grouped = new Map<string, { ref: string; subscriber: string; date: string; bureaus: Bureau[] }>();
  for (const i of file.inquiries) {
    if (i.kind !== 'hard' || monthsBetween(i.date, today) >= months) continue;
    const ref = inquiryRef(i);
    const entry = grouped.get(ref) ?? { ref, subscriber: i.subscriber, date: i.date, bureaus: [] };
    entry.bureaus = bureausOf([...entry.bureaus.map((bureau) => ({ bureau })), i]);
    grouped.set(ref, entry);
  }
  return [...grouped.values()].sort((a, b) => b.date.localeCompare(a.date));
}

export const unrecognisedInquiry: Rule = (input) =>
  hardInquiries(input.file, INQUIRY_REPORTING_MONTHS).flatMap((i) =>
    ask(
      input,
      {
        id: `unrecognised_inquiry:${i.ref}`,
        rule: 'unrecognised_inquiry',
        title: `Did you apply for credit with ${i.subscriber} on ${i.date}?`,
        explanation:
          `${bureauList(i.bureaus)} ${i.bureaus.length === 1 ? 'reports' : 'report'} a hard inquiry by ${i.subscriber} on ${i.date}. ` +
          'A lender may pull your report only with a permissible purpose (FCRA §604), usually your application: an inquiry you did not authorise can be disputed and may be a sign of identity theft.',
        subject: `Inquiry by ${i.subscriber} on ${i.date}`,
        accountKey: null,
        bureaus: i.bureaus,
        evidence: i.bureaus.map((b) => ({ item: 'inquiry', ref: i.ref, bureau: b, field: 'inquiries', reported: `hard inquiry by ${i.subscriber} on ${i.date}` })),
      },
      {
        question: { text: `Did you apply for credit with ${i.subscriber} on ${i.date}?`, accurate: 'Yes, I applied', inaccurate: 'No, I did not apply' },
        reason: 'Other',
        correction: `I did not apply for credit with ${i.subscriber} and did not authorise the inquiry of ${i.date}: it should be deleted.`,
        priority: { asked: 'low', disputed: 'high' },
      },
    ),
  );

export const recentHardInquiries: Rule = ({ file }) => {
  const recent = hardInquiries(file, INQUIRY_SCORING_MONTHS);
  if (recent.length === 0) return [];
  const nextExpiry = recent.map((i) => addYears(i.date, 1)).sort()[0]!;
  return [
    advice({
      id: 'recent_hard_inquiries:file',
      rule: 'recent_hard_inquiries',
      priority: recent.length >= 3 ? 'medium' : 'low',
      title: `${recent.length === 1 ? 'One hard inquiry' : `${recent.length} hard inquiries`} in the last 12 months`,
      explanation:
        `Each application adds a hard inquiry, which counts in scores for 12 months (it stays on the report for 24). The next one stops counting on ${nextExpiry}. ` +
        'Avoid new applications until then unless you need the credit; rate shopping for one auto or mortgage loan within a few weeks counts once.',
      subject: 'Hard inquiries',
      accountKey: null,
      bureaus: bureausOf(recent.flatMap((i) => i.bureaus.map((bureau) => ({ bureau })))),
      evidence: recent.flatMap((i) => i.bureaus.map((b) => ({ item: 'inquiry' as const, ref: i.ref, bureau: b, field: 'inquiries', reported: `hard inquiry by ${i.subscriber} on ${i.date}` }))),
    }),
  ];
};
