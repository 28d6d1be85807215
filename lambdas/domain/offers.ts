import { bureauNames } from '../contract/credit-messages.js';
import type { Bureau, CreditReportView } from '../contract/credit.js';
import {
  BADGE_COLORS,
  cardPurposeLabels,
  offersMessages,
  US_STATE_NAMES,
  type CardPurpose,
  type CatalogueOffer,
  type MatchedOffer,
  type UsState,
} from '../contract/offers.js';

/**
 * Offer matching: an offer matches when the client meets every requirement it sets,
 * and each requirement met is said in a reason. A requirement the client's data cannot show (no score,
 * no income, no state) is not met: we never guess in the client's favour. docs/offers.md.
 */

/** One score on the client's file. */
export interface ScoreOnFile {
  bureau: Bureau;
  model: string;
  value: number;
}

/** What matching knows of the client besides the file: the intake answers, or the profile before the form. */
export interface MatchAnswers {
  /** Null: no purpose chosen, so an offer's purposes exclude nothing. */
  cardPurpose: CardPurpose | null;
  /** Null: unknown, so an offer with an income minimum does not match. */
  annualIncomeCents: number | null;
  /** Null: unknown, so an offer limited to some states does not match. */
  state: UsState | null;
}

export const NO_ANSWERS: MatchAnswers = { cardPurpose: null, annualIncomeCents: null, state: null };

/** The scores of the latest pull, one per bureau that gave one. */
export function scoresOf(view: CreditReportView | undefined): ScoreOnFile[] {
  return (view?.bureaus ?? []).flatMap((b) => (b.score ? [{ bureau: b.bureau, model: b.score.model, value: b.score.value }] : []));
}

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(Math.floor(cents / 100));

/**
 * The score a minimum is checked against: the best one in the offer's model when the file has that model,
 * else the best in any model (a lender that names one model usually accepts the others' equivalents).
 */
export function scoreFor(scores: readonly ScoreOnFile[], model: string | null): ScoreOnFile | undefined {
  const inModel = model ? scores.filter((s) => s.model === model) : [];
  const candidates = inModel.length ? inModel : scores;
  return candidates.reduce<ScoreOnFile | undefined>((best, s) => (!best || s.value > best.value ? s : best), undefined);
}

/** Why the offer matches, one reason per requirement it sets; undefined when one requirement is not met. */
export function matchReasons(offer: CatalogueOffer, scores: readonly ScoreOnFile[], answers: MatchAnswers): string[] | undefined {
  const { minScore, scoreModel, minAnnualIncomeCents, purposes, states } = offer.criteria;
  const reasons: string[] = [];
  if (minScore === null) {
    reasons.push(offersMessages.becauseNoScoreNeeded);
  } else {
    const score = scoreFor(scores, scoreModel);
    if (!score || score.value < minScore) return undefined;
    reasons.push(offersMessages.becauseScore(bureauNames[score.bureau], score.model, score.value));
  }
  if (minAnnualIncomeCents !== null) {
    if (answers.annualIncomeCents === null || answers.annualIncomeCents < minAnnualIncomeCents) return undefined;
    reasons.push(offersMessages.becauseIncome(dollars(answers.annualIncomeCents)));
  }
  if (purposes.length > 0 && answers.cardPurpose !== null) {
    if (!purposes.includes(answers.cardPurpose)) return undefined;
    reasons.push(offersMessages.becausePurpose(cardPurposeLabels[answers.cardPurpose]));
  }
  if (states.length > 0) {
    if (answers.state === null || !states.includes(answers.state)) return undefined;
    reasons.push(offersMessages.becauseState(US_STATE_NAMES[answers.state]));
  }
  return reasons;
}

/**
 * The offer as the client sees it, or undefined when it does not match (or is retired). Its badge is
 * 'Pre-Approved' only when the issuer pre-qualified this client (`preQualifiedIds`: none in the sandbox);
 * every other match says what it is, 'Matches your profile'.
 */
export function matchOffer(offer: CatalogueOffer, scores: readonly ScoreOnFile[], answers: MatchAnswers, preQualifiedIds: ReadonlySet<string> = new Set()): MatchedOffer | undefined {
  if (offer.status !== 'active') return undefined;
  const reasons = matchReasons(offer, scores, answers);
  if (!reasons) return undefined;
  const preQualified = preQualifiedIds.has(offer.id);
  return {
    id: offer.id,
    title: offer.title,
    provider: offer.provider,
    type: offer.type,
    reward: offer.reward,
    description: offer.description,
    requirements: offer.requirements,
    features: offer.features,
    badge: preQualified ? offersMessages.preApprovedBadge : offersMessages.matchesBadge,
    badgeColor: preQualified ? BADGE_COLORS.preApproved : BADGE_COLORS.matches,
    preQualified,
    reasons,
    disclosure: offer.disclosure,
  };
}

/**
 * Every matching offer, the most demanding first (the highest score minimum, then income minimum): an
 * offer that asks more usually gives more, and a client who qualifies should see it before the
 * entry-level ones. Ties keep the catalogue's order (by title).
 */
export function matchOffers(catalogue: readonly CatalogueOffer[], scores: readonly ScoreOnFile[], answers: MatchAnswers, preQualifiedIds: ReadonlySet<string> = new Set()): MatchedOffer[] {
  const demand = (o: CatalogueOffer) => [o.criteria.minScore ?? 0, o.criteria.minAnnualIncomeCents ?? 0] as const;
  return [...catalogue]
    .sort((a, b) => demand(b)[0] - demand(a)[0] || demand(b)[1] - demand(a)[1] || a.title.localeCompare(b.title))
    .flatMap((offer) => {
      const matched = matchOffer(offer, scores, answers, preQualifiedIds);
      return matched ? [matched] : [];
    });
}

/** The profile's free-text state ('ca', 'California') as a USPS code, or null when it names none. */
export function stateCodeOf(input: string | null | undefined): UsState | null {
  const text = (input ?? '').trim().toLowerCase();
  if (!text) return null;
  const found = (Object.entries(US_STATE_NAMES) as [UsState, string][]).find(([code, name]) => code.toLowerCase() === text || name.toLowerCase() === text);
  return found ? found[0] : null;
}

/** The catalogue's order for the admin: active first, then by title. */
export function catalogueOrder(a: CatalogueOffer, b: CatalogueOffer): number {
  return (a.status === b.status ? 0 : a.status === 'active' ? -1 : 1) || a.title.localeCompare(b.title);
}
