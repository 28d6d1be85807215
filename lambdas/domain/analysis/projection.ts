import type { Finding, FindingRule, Projection } from '../../contract/analysis.js';
import { BUREAUS, type CreditFile } from '../../contract/credit.js';
import type { DraftFinding } from './rules.js';

/**
 * The projected score: an estimate, never a promise (CROA, 15 U.S.C. §1679b(a)(3),
 * forbids misleading claims about what credit repair will do). docs/analysis.md explains the model:
 *
 * 1. Each finding has a range of points, by rule, for the bureaus whose copy it is about: what removing or
 *    correcting that kind of item typically moves a mid-range score (published score-simulator ranges, kept
 *    conservative). Findings the client must still confirm, and advice that changes no line, count 0.
 * 2. The projection is on the median of the bureaus' scores, so a finding counts for the share of scored
 *    bureaus it rests on (one bureau of three: a third of its range).
 * 3. The sum is capped: never above MAX_TOTAL_POINTS, never past the model's maximum score. The low end of
 *    the range never exceeds the high end.
 */
export const PROJECTION_MODEL_VERSION = 'findings-v2 (2026-11-28)';
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

/** The projection over findings that already carry their points. */
export function project(file: CreditFile, findings: readonly Finding[]): Projection {
  // Each bureau's first score (the one the cards show).
  const firsts = BUREAUS.flatMap((b) => file.scores.find((s) => s.bureau === b) ?? []);
  const scored = new Set(firsts.map((s) => s.bureau));
  const base = median(firsts.map((s) => s.value));
  if (base === null) return { baseScore: null, low: null, high: null, score: null, improvementPotential: 0, modelVersion: PROJECTION_MODEL_VERSION };
  const ceiling = Math.min(MAX_TOTAL_POINTS, Math.max(0, Math.max(...firsts.map((s) => s.range.max)) - base));
  let low = 0;
  let high = 0;
  for (const f of findings) {
    const share = f.bureaus.filter((b) => scored.has(b)).length / scored.size;
    low += f.estimatedPoints.low * share;
    high += f.estimatedPoints.high * share;
  }
  const highPoints = Math.min(ceiling, Math.round(high));
  const lowPoints = Math.min(highPoints, Math.round(low));
  const score = base + Math.round((lowPoints + highPoints) / 2);
  return { baseScore: base, low: base + lowPoints, high: base + highPoints, score, improvementPotential: score - base, modelVersion: PROJECTION_MODEL_VERSION };
}
