/**
 * THE credit score bands: the landing page's sample score, /credit-guide's table and the dashboard's
 * Credit Journey all read them from here. The ranges are /credit-guide's (spec section 2, verbatim);
 * the marketing band list (spec section 1) and the journey's own thresholds (profile-dashboard.md:
 * 580/620/680/720/760) disagreed with them, and a client must not see two answers to "what is a good score".
 */
export const SCORE_MIN = 300;
export const SCORE_MAX = 850;

export const SCORE_BANDS = [
  { label: 'Very Poor', min: 300, max: 599 },
  { label: 'Poor', min: 600, max: 649 },
  { label: 'Fair', min: 650, max: 699 },
  { label: 'Good', min: 700, max: 749 },
  { label: 'Excellent', min: 750, max: 850 },
] as const;

export type ScoreBand = (typeof SCORE_BANDS)[number];
export type ScoreBandLabel = ScoreBand['label'];

/** The band a score falls in; scores outside 300-850 are clamped to it. */
export function scoreBandOf(score: number): ScoreBand {
  const clamped = Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(score)));
  return SCORE_BANDS.find((b) => clamped >= b.min && clamped <= b.max)!;
}

/** The next band up and the points still to go, or undefined in the top band (the journey's next goal). */
export function nextScoreBand(score: number): { band: ScoreBand; pointsToGo: number } | undefined {
  const i = SCORE_BANDS.indexOf(scoreBandOf(score));
  const band = SCORE_BANDS[i + 1];
  return band ? { band, pointsToGo: band.min - Math.round(score) } : undefined;
}

/** "750-850", as /credit-guide shows a range. */
export const formatScoreRange = (band: ScoreBand) => `${band.min}-${band.max}`;
