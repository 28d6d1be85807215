import { describe, expect, it } from 'vitest';
import { formatScoreRange, nextScoreBand, SCORE_BANDS, scoreBandOf } from '../../../lambdas/domain/score-bands.js';

describe('score bands', () => {
  it('cover 300-850 without a gap or an overlap, in the ranges /credit-guide states', () => {
    expect(SCORE_BANDS.map((b) => `${b.label} ${formatScoreRange(b)}`)).toEqual([
      'Very Poor 300-599',
      'Poor 600-649',
      'Fair 650-699',
      'Good 700-749',
      'Excellent 750-850',
    ]);
    SCORE_BANDS.slice(1).forEach((b, i) => expect(b.min).toBe(SCORE_BANDS[i]!.max + 1));
  });

  it('place a score in its band, at both edges, clamping scores out of range', () => {
    expect(scoreBandOf(599).label).toBe('Very Poor');
    expect(scoreBandOf(600).label).toBe('Poor');
    expect(scoreBandOf(698).label).toBe('Fair');
    expect(scoreBandOf(720).label).toBe('Good');
    expect(scoreBandOf(750).label).toBe('Excellent');
    expect(scoreBandOf(200).label).toBe('Very Poor');
    expect(scoreBandOf(900).label).toBe('Excellent');
  });

  it('give the next band and the points to it, none from the top band', () => {
    expect(nextScoreBand(698)).toEqual({ band: SCORE_BANDS[3], pointsToGo: 2 });
    expect(nextScoreBand(760)).toBeUndefined();
  });
});
