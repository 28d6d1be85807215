import type { BureauProjection, Finding, FindingRule, Projection } from '../../contract/analysis.js';
import { BUREAUS } from '../../contract/credit-messages.js';
import type { CreditFile } from '../../contract/credit.js';
import type { DraftFinding } from './rules.js';

/**
 * The projected scores: an estimate, never a promise (CROA, 15 U.S.C. §1679b(a)(3), forbids misleading claims
 * about what credit repair will do). docs/analysis.md explains the model and the source of each range:
 *
 * 1. Each finding has a range of points, by rule: what removing or correcting that kind of item typically moves a
 *    score, read conservatively from published figures. Only what the file proves or the client confirmed counts;
 *    a finding still waiting for the client's answer counts 0.
 * 2. Each scored bureau gets its own range, from the disputes the plan sends to that bureau (the findings whose
 *    dispute names it): a dispute with one bureau moves that bureau's score, not the other two. Advice that
 *    disputes nothing (utilization, a limit, a thin file) is not in the ranges; the plan words its own estimate.
 * 3. Each bureau's sum is capped: never above MAX_TOTAL_POINTS, never past its model's maximum. The low end never
 *    exceeds the high end. The spec's single figures are the middle of the bureaus' ranges, kept as data only.
 */
export const PROJECTION_MODEL_VERSION = 'disputes-per-bureau-v3 (2026-11-28)';
export const MAX_TOTAL_POINTS = 120;

type Range = { low: number; high: number };
const NONE: Range = { low: 0, high: 0 };

/** Points per finding by rule, for the bureaus it rests on. */
export const RULE_POINTS: Record<FindingRule, Range> = {
  obsolete_negative: { low: 15, high: 40 },
  cross_bureau_mismatch: { low: 10, high: 30 },
  reaged_delinquency: { low: 5, high: 20 },
  balance_on_paid_account: { low: 5, high: 15 },
  past_due_on_current_account: { low: 10, high: 25 },
  late_after_closure: { low: 10, high: 25 },
  duplicate_debt: { low: 15, high: 35 },
  unrecognised_personal_info: NONE,
  unrecognised_inquiry: { low: 2, high: 5 },
  stale_dispute_flag: NONE,
  high_utilization: NONE,
  thin_file: NONE,
  recent_hard_inquiries: NONE,
  derogatory_without_dofd: NONE,
  reaged_by_collector: { low: 5, high: 20 },
  mixed_file: { low: 5, high: 25 },
  authorized_user_account: { low: 0, high: 15 },
  card_without_limit: { low: 0, high: 10 },
  balance_after_bankruptcy: { low: 5, high: 15 },
  balance_on_transferred_account: { low: 5, high: 15 },
  medical_collection_not_reportable: { low: 10, high: 30 },
};

/** Overall utilization: what bringing it under 10% typically moves, by where it is now (percent floor → range). */
export const UTILIZATION_POINTS: readonly { from: number; points: Range }[] = [
  { from: 75, points: { low: 25, high: 50 } },
  { from: 50, points: { low: 15, high: 35 } },
  { from: 30, points: { low: 10, high: 25 } },
  { from: 10, points: { low: 0, high: 10 } },
];

/** A balance-only difference between bureaus moves a score little. */
const BALANCE_ONLY: Range = { low: 0, high: 10 };

/** The points one finding is worth for the bureaus it rests on. */
export function findingPoints(finding: DraftFinding, overallUtilization: number | null): Range {
  // Only what the file proves or the client confirmed counts: a question not yet answered (or answered "accurate", which drops it) counts 0.
  if (finding.needsConfirmation || (finding.question !== null && finding.answer === null)) return NONE;
  if (finding.rule === 'high_utilization') {
    if (finding.accountKey !== null || overallUtilization === null) return NONE;
    return UTILIZATION_POINTS.find((band) => overallUtilization >= band.from)?.points ?? NONE;
  }
  if (finding.rule === 'cross_bureau_mismatch' && finding.dispute?.reason === 'Incorrect balance reported' && finding.priority !== 'high') return BALANCE_ONLY;
  return RULE_POINTS[finding.rule];
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/** A finding that counts: a dispute, resting on the file or on the client's answer that the item is wrong. */
const counts = (f: Finding) => f.dispute !== null && !f.needsConfirmation && (f.question === null || f.answer !== null);

/** One bureau's range from the disputes to it. */
function bureauRange(score: CreditFile['scores'][number], findings: readonly Finding[]): BureauProjection {
  const disputes = findings.filter((f) => counts(f) && f.dispute!.bureaus.includes(score.bureau));
  const ceiling = Math.min(MAX_TOTAL_POINTS, Math.max(0, score.range.max - score.value));
  const high = Math.min(ceiling, disputes.reduce((sum, f) => sum + f.estimatedPoints.high, 0));
  const low = Math.min(high, disputes.reduce((sum, f) => sum + f.estimatedPoints.low, 0));
  return { bureau: score.bureau, score: score.value, low: score.value + low, high: score.value + high, disputes: disputes.length };
}

/** The projection over findings that already carry their points. */
export function project(file: CreditFile, findings: readonly Finding[]): Projection {
  // Each bureau's first score (the one the cards show).
  const firsts = BUREAUS.flatMap((b) => file.scores.find((s) => s.bureau === b) ?? []);
  const bureaus = firsts.map((s) => bureauRange(s, findings));
  const base = median(bureaus.map((b) => b.score));
  if (base === null) return { bureaus, baseScore: null, low: null, high: null, score: null, improvementPotential: 0, modelVersion: PROJECTION_MODEL_VERSION };
  const low = median(bureaus.map((b) => b.low))!;
  const high = Math.max(low, median(bureaus.map((b) => b.high))!);
  const score = Math.round((low + high) / 2);
  return { bureaus, baseScore: base, low, high, score, improvementPotential: score - base, modelVersion: PROJECTION_MODEL_VERSION };
}
