/**
 * THE credit score bands, one table for the whole product: the bureau cards, the credit overview, the Credit
 * Journey, the landing page's sample score and /credit-guide all read them from here, and the server rates a
 * report with them, so a score gets the same band on every screen. The ranges are the scoring models' own
 * (FICO's and VantageScore's published ranges, 300-850 in the versions bureaus sell to consumers); a score from
 * a model we do not recognise is rated on FICO's, the model most lenders use. Invented ranges (the spec's
 * /credit-guide table and the journey's 580/620/680/720/760) disagreed with both models and with each other.
 */
export const SCORE_MIN = 300;
export const SCORE_MAX = 850;

export const SCORE_MODEL_FAMILIES = ['fico', 'vantagescore'] as const;
export type ScoreModelFamily = (typeof SCORE_MODEL_FAMILIES)[number];

export const SCORE_BAND_TABLES = {
  fico: {
    name: 'FICO Score',
    bands: [
      { label: 'Poor', min: 300, max: 579 },
      { label: 'Fair', min: 580, max: 669 },
      { label: 'Good', min: 670, max: 739 },
      { label: 'Very Good', min: 740, max: 799 },
      { label: 'Exceptional', min: 800, max: 850 },
    ],
  },
  vantagescore: {
    name: 'VantageScore',
    bands: [
      { label: 'Very Poor', min: 300, max: 499 },
      { label: 'Poor', min: 500, max: 600 },
      { label: 'Fair', min: 601, max: 660 },
      { label: 'Good', min: 661, max: 780 },
      { label: 'Excellent', min: 781, max: 850 },
    ],
  },
} as const satisfies Record<ScoreModelFamily, { name: string; bands: readonly { label: string; min: number; max: number }[] }>;

export type ScoreBand = (typeof SCORE_BAND_TABLES)[ScoreModelFamily]['bands'][number];
export type ScoreBandLabel = ScoreBand['label'];

/** The table used where no model is named (the landing page's sample score, /credit-guide's first table). */
export const SCORE_BANDS: readonly ScoreBand[] = SCORE_BAND_TABLES.fico.bands;

/** The family of a model as a vendor names it ('VantageScore 3.0', 'FICO Score 8', 'Equifax Beacon 5.0'...). */
export function scoreModelFamily(model: string | null | undefined): ScoreModelFamily {
  return /vantage/i.test(model ?? '') ? 'vantagescore' : 'fico';
}

/** The bands of a model (FICO's when it is unknown or not given), worst first. */
export const scoreBandsFor = (model?: string | null): readonly ScoreBand[] => SCORE_BAND_TABLES[scoreModelFamily(model)].bands;

/** The band a score falls in on its model's table; scores outside 300-850 are clamped to it. */
export function scoreBandOf(score: number, model?: string | null): ScoreBand {
  const bands = scoreBandsFor(model);
  const clamped = Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(score)));
  return bands.find((b) => clamped >= b.min && clamped <= b.max)!;
}

/** The next band up on the score's model and the points still to go, or undefined in the top band (the journey's next goal). */
export function nextScoreBand(score: number, model?: string | null): { band: ScoreBand; pointsToGo: number } | undefined {
  const bands = scoreBandsFor(model);
  const band = bands[bands.indexOf(scoreBandOf(score, model)) + 1];
  return band ? { band, pointsToGo: band.min - Math.round(score) } : undefined;
}

/** "800-850", as /credit-guide shows a range. */
export const formatScoreRange = (band: ScoreBand) => `${band.min}-${band.max}`;
