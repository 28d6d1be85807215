import type { ActionItem, AnalysisView, Finding, Priority } from '../../contract/analysis.js';
import { BUREAUS, bureauNames } from '../../contract/credit-messages.js';
import type { CreditFile } from '../../contract/credit.js';
import { addYears, dateOf, dollars } from './facts.js';
import { findingPoints, project } from './projection.js';
import { hardInquiries, INQUIRY_SCORING_MONTHS, obsolescence, RULES, utilization, type AnalysisInput, type DraftFinding } from './rules.js';

/**
 * The analysis of one credit file, pure: the rules' findings with their estimates, the obsolescence
 * calendar, utilization, the projection, and the recommendation panel's text, plan and timeline, all
 * built from the findings (nothing canned). `checkRules` runs the rules one at a time so a caller can
 * report real progress; `analyze` does it all at once.
 */

export type AnalysisResult = Omit<AnalysisView, 'id' | 'reportId' | 'createdAt' | 'narrative'>;

const PRIORITY_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

/** Runs the rules, calling `progress(checked, total)` after each. */
export function checkRules(input: AnalysisInput, progress: (checked: number, total: number) => void = () => {}): DraftFinding[] {
  const findings: DraftFinding[] = [];
  for (const [index, { check }] of RULES.entries()) {
    findings.push(...check(input));
    progress(index + 1, RULES.length);
  }
  return findings;
}

/**
 * A difference between bureaus that another rule already explains (the paid account's leftover balance, the
 * late mark after closure) is one problem, not two: the cross-bureau finding goes when a more specific finding on
 * the same account disputes with the same bureaus.
 */
/** Findings that a more specific one on the same account explains (the general "reported differently", the sold line's balance). */
const GENERAL: ReadonlySet<string> = new Set(['cross_bureau_mismatch', 'balance_on_transferred_account']);

export function consolidate(drafts: readonly DraftFinding[]): DraftFinding[] {
  return drafts.filter(
    (f) =>
      !GENERAL.has(f.rule) ||
      !drafts.some(
        (o) =>
          o !== f &&
          !GENERAL.has(o.rule) &&
          o.accountKey === f.accountKey &&
          o.dispute &&
          // A question is explained away by any proven dispute on the account; a dispute by one covering its bureaus.
          (f.dispute ? f.dispute.bureaus.every((b) => o.dispute!.bureaus.includes(b)) : f.bureaus.some((b) => o.dispute!.bureaus.includes(b))),
      ),
  );
}

/** Puts each finding's estimate on it and orders them: priority, then the larger estimate, then id. */
export function estimate(file: CreditFile, drafts: readonly DraftFinding[]): Finding[] {
  const overall = utilization(file).overall?.percent ?? null;
  return drafts
    .map((f) => ({ ...f, estimatedPoints: findingPoints(f, overall) }))
    .sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] || b.estimatedPoints.high - a.estimatedPoints.high || a.id.localeCompare(b.id));
}

export function impactInWords(points: { low: number; high: number }): string {
  if (points.high === 0) return 'No direct score impact';
  const level = points.high >= 25 ? 'High' : points.high >= 10 ? 'Medium' : 'Low';
  return `${level} impact: about ${points.low}-${points.high} points (estimate)`;
}

const sum = (findings: readonly Finding[]) => findings.reduce((acc, f) => ({ low: acc.low + f.estimatedPoints.low, high: acc.high + f.estimatedPoints.high }), { low: 0, high: 0 });
const topPriority = (findings: readonly Finding[]): Priority => findings.map((f) => f.priority).sort((a, b) => PRIORITY_ORDER[a] - PRIORITY_ORDER[b])[0] ?? 'low';

/** The Personalized Action Plan: a dispute per disputable finding, then the grouped steps only the client can take. */
export function actionPlan(findings: readonly Finding[], file: CreditFile): ActionItem[] {
  const actions: ActionItem[] = findings
    .filter((f) => f.dispute)
    .map((f) => ({
      id: `dispute:${f.id}`,
      title: `Dispute: ${f.title}`,
      description: `${f.explanation} Ask ${f.dispute!.bureaus.map((b) => bureauNames[b]).join(', ')} to correct it: ${f.dispute!.correction}`,
      priority: f.priority,
      impact: impactInWords(f.estimatedPoints),
      findingIds: [f.id],
    }));
  const group = (id: string, title: string, description: string, members: readonly Finding[]) => {
    if (members.length) actions.push({ id, title, description, priority: topPriority(members), impact: impactInWords(sum(members)), findingIds: members.map((f) => f.id) });
  };
  const toConfirm = findings.filter((f) => f.needsConfirmation);
  group(
    'confirm',
    `Answer ${toConfirm.length === 1 ? 'one question' : `${toConfirm.length} questions`} about your report`,
    `Your report lists ${toConfirm.map((f) => f.subject).join('; ')}. Only you know whether ${toConfirm.length === 1 ? 'it is' : 'they are'} right: answer each question, and anything you say is wrong becomes a dispute.`,
    toConfirm,
  );
  const { overall } = utilization(file);
  const cards = findings.filter((f) => f.rule === 'high_utilization');
  if (overall && cards.length) {
    group(
      'utilization',
      'Pay down your card balances',
      `Your cards carry ${dollars(overall.balanceCents)} of ${dollars(overall.limitCents)} (${overall.percent}%). ` +
        (overall.payDownTo30Cents > 0 ? `Paying ${dollars(overall.payDownTo30Cents)} before the statements close brings you under 30%; ` : '') +
        `${dollars(overall.payDownTo10Cents)} brings you under 10%. Start with the cards closest to their limits.`,
      cards,
    );
  }
  group('inquiries', 'Pause new credit applications', findings.find((f) => f.rule === 'recent_hard_inquiries')?.explanation ?? '', findings.filter((f) => f.rule === 'recent_hard_inquiries'));
  group('build', 'Add positive history', findings.find((f) => f.rule === 'thin_file')?.explanation ?? '', findings.filter((f) => f.rule === 'thin_file'));
  return actions.sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
}

/** The Expected Timeline, from what the plan asks. */
export function timeline(findings: readonly Finding[], file: CreditFile): AnalysisView['timeline'] {
  const today = dateOf(file.pulledAt);
  const steps: AnalysisView['timeline'] = [];
  if (findings.some((f) => f.dispute)) {
    steps.push({ when: 'This week', what: 'File your disputes: letters are mailed once your 3-business-day right to cancel has ended.' });
    steps.push({ when: '30-45 days after mailing', what: 'Each bureau must investigate and answer (FCRA §611): 30 days, 45 if you send more information.' });
  }
  if (findings.some((f) => f.rule === 'high_utilization')) {
    steps.push({ when: '1-2 billing cycles', what: 'Lower card balances show on your report once your card issuers report the new statement balances.' });
  }
  if (findings.some((f) => f.rule === 'recent_hard_inquiries')) {
    const oldest = hardInquiries(file, INQUIRY_SCORING_MONTHS).at(-1)!;
    steps.push({ when: addYears(oldest.date, 1), what: `The hard inquiry by ${oldest.subscriber} stops counting in your scores.` });
  }
  for (const entry of obsolescence(file).filter((e) => !e.overdue && e.removeBy > today).slice(0, 3)) {
    steps.push({ when: entry.removeBy, what: `${entry.subject} (${entry.kind}) must leave your report.` });
  }
  steps.push({ when: 'Every month', what: 'Your monitoring update shows what changed; refresh this analysis to update your plan.' });
  return steps;
}

/** The analysis text, from the findings. */
export function summary(findings: readonly Finding[], file: CreditFile, projection: AnalysisView['projection']): string {
  const scores = BUREAUS.flatMap((b) => {
    const s = file.scores.find((x) => x.bureau === b);
    return s ? [`${s.value} at ${bureauNames[b]}`] : [];
  });
  const accounts = new Set([...file.tradelines, ...file.collections].map((l) => l.key)).size;
  const disputes = findings.filter((f) => f.dispute);
  const confirm = findings.filter((f) => f.needsConfirmation);
  const parts = [
    scores.length ? `Your scores are ${scores.join(', ')}.` : 'The bureaus gave no score for your file yet.',
    `We checked ${accounts === 1 ? 'one account' : `${accounts} accounts`}, ${file.inquiries.length === 1 ? 'one inquiry' : `${file.inquiries.length} inquiries`} and your personal information against the reporting rules of the Fair Credit Reporting Act and the Metro 2 format.`,
  ];
  if (findings.length === 0) parts.push('We found nothing to dispute or fix right now.');
  else {
    if (disputes.length) parts.push(`${disputes.length === 1 ? 'One item looks' : `${disputes.length} items look`} inaccurate or outdated and can be disputed; the most important: ${disputes[0]!.title}.`);
    if (confirm.length) parts.push(`${confirm.length === 1 ? 'One item needs' : `${confirm.length} items need`} your answer before anything can be disputed: only you know whether ${confirm.length === 1 ? 'it is' : 'they are'} accurate.`);
    const other = findings.filter((f) => !f.dispute && !f.needsConfirmation);
    if (other.length) parts.push(`${other.map((f) => f.title).join('. ')}.`);
  }
  const moved = projection.bureaus.filter((b) => b.high > b.score);
  if (moved.length) {
    const ranges = moved.map((b) => `${bureauNames[b.bureau]} ${b.low}-${b.high}`).join(', ');
    parts.push(`If the bureaus correct what you dispute, our estimate for the scores they report is ${ranges}: an estimate, not a promise.`);
  }
  return parts.join(' ');
}

/** The whole analysis at once. */
export function analyze(input: AnalysisInput): AnalysisResult {
  return buildResult(input.file, checkRules(input));
}

/** Everything after the rules: estimates, projection, plan, timeline, calendar, utilization and text. */
export function buildResult(file: CreditFile, drafts: readonly DraftFinding[]): AnalysisResult {
  const findings = estimate(file, consolidate(drafts));
  const projection = project(file, findings);
  const { overall, cards } = utilization(file);
  return {
    summary: summary(findings, file, projection),
    projection,
    actions: actionPlan(findings, file),
    timeline: timeline(findings, file),
    findings,
    obsolescence: obsolescence(file),
    utilization: { overall, cards },
  };
}
