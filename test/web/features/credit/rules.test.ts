import { describe, expect, it } from 'vitest';
import type { CreditReportView } from '@contract/credit';
import { US_STATES, stateCode } from '../../../../web/src/lib/us-states';
import {
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
    expect(journeyScore(report)).toBe(report.bureaus[0]!.score!.value);
    expect(journeyScore(noFirst)).toBe(report.bureaus[1]!.score!.value);
    expect(journeyScore(null)).toBe(DEFAULT_JOURNEY_SCORE);
  });

  it('the current tier is the highest met, the next is the goal', () => {
    expect(journeyProgress(579)).toEqual({ current: null, next: { label: 'Poor', min: 580 } });
    expect(journeyProgress(580).current?.label).toBe('Poor');
    expect(journeyProgress(679)).toEqual({ current: { label: 'Fair', min: 620 }, next: { label: 'Good', min: 680 } });
    expect(journeyProgress(720).current?.label).toBe('Very Good');
    expect(journeyProgress(812)).toEqual({ current: { label: 'Excellent', min: 760 }, next: null });
    expect(journeyTip(675)).toMatch(/^Next goal: Good at 680\. You are 5 points away/);
    expect(journeyTip(679)).toMatch(/You are 1 point away/);
    expect(journeyTip(790)).toMatch(/Excellent tier/);
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
