import { describe, expect, it } from 'vitest';
import { formatScoreRange, nextScoreBand, SCORE_BAND_TABLES, SCORE_BANDS, scoreBandOf, scoreBandsFor, scoreModelFamily } from '../../../lambdas/domain/score-bands.js';

describe('score bands: one table for the whole product, the scoring models’ own ranges', () => {
  it('FICO’s ranges and VantageScore’s, each covering 300-850 without a gap or an overlap', () => {
    expect(SCORE_BAND_TABLES.fico.bands.map((b) => `${b.label} ${formatScoreRange(b)}`)).toEqual([
      'Poor 300-579',
      'Fair 580-669',
      'Good 670-739',
      'Very Good 740-799',
      'Exceptional 800-850',
    ]);
    expect(SCORE_BAND_TABLES.vantagescore.bands.map((b) => `${b.label} ${formatScoreRange(b)}`)).toEqual([
      'Very Poor 300-499',
      'Poor 500-600',
      'Fair 601-660',
      'Good 661-780',
      'Excellent 781-850',
    ]);
    for (const { bands } of Object.values(SCORE_BAND_TABLES)) {
      expect(bands[0]!.min).toBe(300);
      expect(bands.at(-1)!.max).toBe(850);
      bands.slice(1).forEach((b, i) => expect(b.min).toBe(bands[i]!.max + 1));
    }
  });

  it('rates a score on its model’s table; a model it does not know, or none, on FICO’s', () => {
    expect(scoreModelFamily('VantageScore 3.0')).toBe('vantagescore');
    expect(scoreModelFamily('FICO Score 8')).toBe('fico');
    expect(scoreModelFamily('Equifax Beacon 5.0')).toBe('fico');
    expect(scoreBandsFor(null)).toBe(SCORE_BANDS);
    expect(scoreBandOf(600, 'VantageScore 3.0').label).toBe('Poor');
    expect(scoreBandOf(600, 'FICO Score 8').label).toBe('Fair');
    expect(scoreBandOf(790).label).toBe('Very Good');
  });

  it('a 690 is Good on either model (the cards and the journey once disagreed on it)', () => {
    expect(scoreBandOf(690, 'VantageScore 3.0').label).toBe('Good');
    expect(scoreBandOf(690, 'FICO Score 8').label).toBe('Good');
    expect(scoreBandOf(690).label).toBe('Good');
  });

  it('places a score at both edges of a band, clamping scores out of range', () => {
    expect(scoreBandOf(579).label).toBe('Poor');
    expect(scoreBandOf(580).label).toBe('Fair');
    expect(scoreBandOf(660, 'VantageScore 4.0').label).toBe('Fair');
    expect(scoreBandOf(661, 'VantageScore 4.0').label).toBe('Good');
    expect(scoreBandOf(200).label).toBe('Poor');
    expect(scoreBandOf(900).label).toBe('Exceptional');
    expect(scoreBandOf(900, 'VantageScore 3.0').label).toBe('Excellent');
  });

  it('gives the next band and the points to it, none from the top band', () => {
    expect(nextScoreBand(698)).toEqual({ band: SCORE_BAND_TABLES.fico.bands[3], pointsToGo: 42 });
    expect(nextScoreBand(650, 'VantageScore 3.0')).toEqual({ band: SCORE_BAND_TABLES.vantagescore.bands[3], pointsToGo: 11 });
    expect(nextScoreBand(812)).toBeUndefined();
  });
});
