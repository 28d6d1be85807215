import { describe, expect, it } from 'vitest';
import type { CreditReportView } from '@contract/credit';
import { US_STATES, stateCode } from '../../../../web/src/lib/us-states';
import {
  cardBand,
  DEFAULT_JOURNEY_SCORE,
  dollars,
  impactLabel,
  journeyProgress,
  journeyScore,
  journeyTip,
  scoreTrend,
  ssnDigits,
  utilizationColor,
} from '../../../../web/src/features/credit/rules';
import { reportView } from './fixtures';

describe('Credit Tools display rules (spec sections 4 and 9)', () => {
  it('a zero or positive difference is a green increase, a negative one a red decrease', () => {
    expect(scoreTrend(12)).toEqual({ color: 'green', direction: 'increase', word: 'improved' });
    expect(scoreTrend(0)).toEqual({ color: 'green', direction: 'increase', word: 'improved' });
    expect(scoreTrend(-1)).toEqual({ color: 'red', direction: 'decrease', word: 'decreased' });
  });

  it('utilisation over 70 is red, over 30 yellow, else green (the boundaries belong to the lower colour)', () => {
    expect(utilizationColor(70.01)).toBe('red');
    expect(utilizationColor(70)).toBe('yellow');
    expect(utilizationColor(30.5)).toBe('yellow');
    expect(utilizationColor(30)).toBe('green');
    expect(utilizationColor(0)).toBe('green');
  });

  it('impact: positive and negative as given, anything else Neutral', () => {
    expect(impactLabel('positive').label).toBe('Positive');
    expect(impactLabel('negative').label).toBe('Negative');
    expect(impactLabel('neutral').label).toBe('Neutral');
    expect(impactLabel('whatever').label).toBe('Neutral');
  });

  it('the journey uses the first bureau score that has a value; 698 only without any', () => {
    const report = reportView();
    const noFirst: CreditReportView = { ...report, bureaus: [{ ...report.bureaus[0]!, outcome: 'frozen', score: null }, ...report.bureaus.slice(1)] };
    expect(journeyScore(report)).toEqual({ value: report.bureaus[0]!.score!.value, model: 'VantageScore 3.0' });
    expect(journeyScore(noFirst).value).toBe(report.bureaus[1]!.score!.value);
    expect(journeyScore(null)).toEqual({ value: DEFAULT_JOURNEY_SCORE, model: null });
  });

  it('the journey’s milestones are the bands of the score’s model: the current is the score’s band, the next the goal', () => {
    expect(journeyProgress(579).current.label).toBe('Poor');
    expect(journeyProgress(690)).toMatchObject({ current: { label: 'Good', min: 670 }, next: { label: 'Very Good', min: 740 } });
    expect(journeyProgress(690, 'VantageScore 3.0')).toMatchObject({ current: { label: 'Good', min: 661 }, next: { label: 'Excellent', min: 781 } });
    expect(journeyProgress(812)).toMatchObject({ current: { label: 'Exceptional' }, next: null });
    expect(journeyTip(735)).toMatch(/^Next goal: Very Good at 740\. You are 5 points away/);
    expect(journeyTip(739)).toMatch(/You are 1 point away/);
    expect(journeyTip(790, 'VantageScore 3.0')).toMatch(/in the Excellent band/);
  });

  it('a bureau card’s band comes from the one band table, whatever label an older report stored', () => {
    const card = { ...reportView().bureaus[0]!, score: { model: 'FICO Score 8', value: 690, min: 300, max: 850 }, rating: 'Fair' };
    expect(cardBand(card)).toBe('Good');
    expect(cardBand({ ...card, score: null })).toBeNull();
  });

  it('the SSN field keeps at most nine digits, whatever is typed or pasted', () => {
    expect(ssnDigits('123-45-6789')).toBe('123456789');
    expect(ssnDigits('123 45 67891234')).toBe('123456789');
    expect(ssnDigits('abc')).toBe('');
  });

  it('cents read as dollars; profile states map to USPS codes', () => {
    expect(dollars(1_234_500)).toBe('$12,345');
    expect(dollars(1050)).toBe('$10.50');
    expect(stateCode('ca')).toBe('CA');
    expect(stateCode('New York')).toBe('NY');
    expect(stateCode('Atlantis')).toBe('');
    expect(US_STATES).toHaveLength(56);
  });
});
