import type { Bureau, CreditFile, Tradeline } from '../../../contract/credit.js';
import type { ClientAnswer, Evidence, Finding, FindingQuestion, FindingRule, Priority } from '../../../contract/analysis.js';
import type { DisputeReason, DisputeResult } from '../../../contract/disputes.js';
import { accountName, accountsByKey, bureausOf, isCollection } from '../facts.js';

/**
 * What every rule module shares: the input, the draft finding, evidence lines, and the two ways a finding ends.
 * A finding asserts a dispute only where the file itself proves the error (`proven`); where only the client can
 * know, it asks them (`ask`) and becomes a dispute only with their answer, which it then carries (time and wording).
 */

/** What the rules read besides the file. */
export interface AnalysisInput {
  file: CreditFile;
  /** The client's earlier pulls, oldest first (a re-aged date between pulls; a dispute flag left standing). */
  earlier: readonly CreditFile[];
  /** The client's own details from their profile; null when they have not saved it (personal information is then not compared). */
  client: { fullName: string; street: string; city: string; state: string; zipCode: string; employerName: string | null; dateOfBirth?: string | null } | null;
  /** The client's answers: finding id → their answer as recorded. */
  confirmations: Readonly<Record<string, ClientAnswer>>;
  /** The client's disputes: which bureaus answered about which account. */
  disputes: readonly { accountKey: string | null; items: readonly { bureau: Bureau; result: DisputeResult | null }[] }[];
}

/** A finding before the projection model puts points on it. */
export type DraftFinding = Omit<Finding, 'estimatedPoints'>;

export type Rule = (input: AnalysisInput) => DraftFinding[];

export const allAccounts = (file: CreditFile): Tradeline[] => [...file.tradelines, ...file.collections];

export const line = (l: Tradeline, field: string, reported: string): Evidence => ({
  item: isCollection(l) && l.accountType === '48' ? 'collection' : 'tradeline',
  ref: l.key,
  bureau: l.bureau,
  field,
  reported,
});

export const dispute = (reason: DisputeReason, correction: string, bureaus: Bureau[]) => ({ reason, correction, bureaus });

export const dedupe = (evidence: Evidence[]): Evidence[] => [...new Map(evidence.map((e) => [`${e.ref}|${e.bureau}|${e.field}|${e.reported}`, e])).values()];

type Base = Omit<DraftFinding, 'dispute' | 'needsConfirmation' | 'question' | 'answer'>;

/** A finding the file itself proves: its dispute stands without asking. */
export const proven = (base: Base, reason: DisputeReason, correction: string, bureaus: Bureau[] = base.bureaus): DraftFinding => ({
  ...base,
  dispute: dispute(reason, correction, bureaus),
  needsConfirmation: false,
  question: null,
  answer: null,
});

/** A finding that advises and disputes nothing (utilization, a thin file...). */
export const advice = (base: Base): DraftFinding => ({ ...base, dispute: null, needsConfirmation: false, question: null, answer: null });

/**
 * A finding only the client can settle: asked until they answer; dropped when they say the report is right; a
 * dispute with the bureaus given (default: the finding's) when they say it is wrong, carrying their answer.
 */
export function ask(
  input: Pick<AnalysisInput, 'confirmations'>,
  base: Omit<Base, 'priority'>,
  q: { question: FindingQuestion; reason: DisputeReason; correction: string; bureaus?: Bureau[]; priority: { asked: Priority; disputed: Priority } },
): DraftFinding[] {
  const answer = input.confirmations[base.id];
  if (answer?.accurate === true) return [];
  if (answer?.accurate === false) {
    return [{ ...base, priority: q.priority.disputed, dispute: dispute(q.reason, q.correction, q.bureaus ?? base.bureaus), needsConfirmation: false, question: q.question, answer }];
  }
  return [{ ...base, priority: q.priority.asked, dispute: null, needsConfirmation: true, question: q.question, answer: null }];
}

/** One finding per account whose copies match, built from the matching copies (proven by each copy itself). */
export function perAccount(
  file: CreditFile,
  rule: FindingRule,
  matches: (l: Tradeline) => boolean,
  build: (copies: Tradeline[], name: string, key: string) => DraftFinding | null,
): DraftFinding[] {
  return [...accountsByKey(allAccounts(file))].flatMap(([key, copies]) => {
    const hits = copies.filter(matches);
    if (hits.length === 0) return [];
    const built = build(hits, accountName(hits[0]!), key);
    if (!built) return [];
    // A builder may leave the bureaus empty: they are the matching copies'.
    const bureaus = built.bureaus.length ? built.bureaus : bureausOf(hits);
    const disputed = built.dispute && built.dispute.bureaus.length === 0 ? { ...built.dispute, bureaus } : built.dispute;
    return [{ ...built, id: `${rule}:${key}`, rule, accountKey: key, bureaus, dispute: disputed }];
  });
}
