import { describe, expect, it } from 'vitest';
import { formatDay, formatMonth } from '../../../../web/src/features/credit/dates';

describe('the credit screens’ dates (as dayjs formatted them)', () => {
  it('shows a date-only value as that day, whatever the time zone', () => {
    expect(formatDay('2026-11-28')).toBe('Nov 28, 2026');
    expect(formatDay('2026-09-01', 'long')).toBe('September 1, 2026');
    expect(formatMonth('2019-05-01')).toBe('May 2019');
  });

  it('shows a timestamp in local time (midday UTC is the same day from UTC-11 to UTC+11)', () => {
    expect(formatDay('2026-03-05T12:00:00.000Z')).toBe('Mar 5, 2026');
    expect(formatMonth('2026-03-05T12:00:00.000Z')).toBe('Mar 2026');
  });

  it('says Invalid Date for a value that is no date, as dayjs did', () => {
    expect(formatDay('not a date')).toBe('Invalid Date');
    expect(formatMonth('')).toBe('Invalid Date');
  });
});
