import type { BureauCardView, CreditReportView } from '@contract/credit';
import { nextScoreBand, scoreBandOf, scoreBandsFor, type ScoreBand, type ScoreBandLabel } from '@domain/score-bands';

/**
 * The Credit Tools tab's display rules (spec sections 4 and 9), pure so the web tests pin them.
 */

/** Spec section 9: the gauge's maximum. */
export const GAUGE_MAX = 850;
/** Spec section 9: the journey's score when no score exists (it cannot happen while the journey shows). */
export const DEFAULT_JOURNEY_SCORE = 698;

/** Spec section 4: a positive or zero difference is an increase (green), a negative one a decrease (red). */
export function scoreTrend(pointsDifference: number): { color: 'green' | 'red'; direction: 'increase' | 'decrease'; word: 'improved' | 'decreased' } {
  return pointsDifference >= 0
    ? { color: 'green', direction: 'increase', word: 'improved' }
    : { color: 'red', direction: 'decrease', word: 'decreased' };
}

/** Spec section 9: utilisation over 70 is red, over 30 yellow, otherwise green. */
export function utilizationColor(utilization: number): 'red' | 'yellow' | 'green' {
  if (utilization > 70) return 'red';
  if (utilization > 30) return 'yellow';
  return 'green';
}

/** Spec section 3: positive and negative as they are, anything else reads 'Neutral'. */
export function impactLabel(impact: string): { label: string; color: string } {
  if (impact === 'positive') return { label: 'Positive', color: 'teal.9' };
  if (impact === 'negative') return { label: 'Negative', color: 'red.9' };
  return { label: 'Neutral', color: 'gray.7' };
}

/** The journey's score: the latest pull's first bureau score with a value and its model (698 only without one). */
export function journeyScore(latest: CreditReportView | null): { value: number; model: string | null } {
  const scored = latest?.bureaus.find((card) => card.score !== null)?.score;
  return scored ? { value: scored.value, model: scored.model } : { value: DEFAULT_JOURNEY_SCORE, model: null };
}

/** A bureau card's band, from the product's one band table (not the label stored with an older report). */
export const cardBand = (card: BureauCardView): ScoreBandLabel | null => (card.score ? scoreBandOf(card.score.value, card.score.model).label : null);

/** The journey's milestones are the bands of the score's model: the current is the one the score is in, the next the goal. */
export function journeyProgress(score: number, model?: string | null): { current: ScoreBand; next: ScoreBand | null; bands: readonly ScoreBand[] } {
  return { current: scoreBandOf(score, model), next: nextScoreBand(score, model)?.band ?? null, bands: scoreBandsFor(model) };
}

/** The next-goal tip under the milestones. */
export function journeyTip(score: number, model?: string | null): string {
  const { current, next } = journeyProgress(score, model);
  if (!next) return `Your score of ${score} is in the ${current.label} band. Keep utilisation low and pay on time to stay there.`;
  const gap = next.min - score;
  return `Next goal: ${next.label} at ${next.min}. You are ${gap} point${gap === 1 ? '' : 's'} away; paying every bill on time and keeping card balances under 30% of their limits is the quickest way there.`;
}

/** Integer cents as whole US dollars ('$12,345'). */
export function dollars(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: cents % 100 === 0 ? 0 : 2 });
}

/** Keeps what a client types or pastes into the SSN field as at most nine digits ('123-45-6789' -> '123456789'). */
export function ssnDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 9);
}
