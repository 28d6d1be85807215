import { describe, expect, it } from 'vitest';
import { cancellationDeadline, federalHolidays, isBusinessDay, nthBusinessDayAfter, withinCancellationWindow } from '../../../lambdas/domain/business-days.js';

describe('US federal holidays', () => {
  it('lists 2025 as observed (OPM)', () => {
    expect(federalHolidays(2025)).toEqual([
      '2025-01-01', '2025-01-20', '2025-02-17', '2025-05-26', '2025-06-19', '2025-07-04',
      '2025-09-01', '2025-10-13', '2025-11-11', '2025-11-27', '2025-12-25',
    ]);
  });

  it('moves a Saturday holiday to Friday and a Sunday one to Monday', () => {
    // July 4, 2026 is a Saturday; Christmas 2022 a Sunday; New Year's Day 2022 a Saturday (observed Dec 31, 2021).
    expect(federalHolidays(2026)).toContain('2026-07-03');
    expect(federalHolidays(2022)).toContain('2022-12-26');
    expect(federalHolidays(2021)).toContain('2021-12-31');
    expect(federalHolidays(2020)).not.toContain('2020-06-19'); // Juneteenth became a federal holiday in 2021
  });
});

describe('business days', () => {
  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2025-03-14')).toBe(true); // Friday
    expect(isBusinessDay('2025-03-15')).toBe(false); // Saturday
    expect(isBusinessDay('2025-03-16')).toBe(false); // Sunday
    expect(isBusinessDay('2025-11-27')).toBe(false); // Thanksgiving
    expect(nthBusinessDayAfter('2025-03-12', 3)).toBe('2025-03-17'); // Wed -> Thu, Fri, Mon
    expect(nthBusinessDayAfter('2025-11-25', 3)).toBe('2025-12-01'); // Tue -> Wed, (Thanksgiving), Fri, Mon
    expect(nthBusinessDayAfter('2025-12-23', 3)).toBe('2025-12-29'); // Tue -> Wed, (Christmas), Fri, Mon
  });
});

describe('the CROA cancellation deadline', () => {
  it('is midnight (Hawaii) ending the 3rd business day after the signing date (US Eastern)', () => {
    // Signed Wednesday 12 March 2025, 10:00 New York: Thu, Fri, Mon -> ends Monday 17 March, 24:00 HST = Tue 10:00 UTC.
    expect(cancellationDeadline(new Date('2025-03-12T14:00:00Z')).toISOString()).toBe('2025-03-18T10:00:00.000Z');
    // Signed late Friday night in New York (already Saturday UTC): the signing date is still Friday.
    expect(cancellationDeadline(new Date('2025-03-15T03:30:00Z')).toISOString()).toBe('2025-03-20T10:00:00.000Z');
    // Over Thanksgiving.
    expect(cancellationDeadline(new Date('2025-11-25T15:00:00Z')).toISOString()).toBe('2025-12-02T10:00:00.000Z');
  });

  it('is open until that instant and closed from it', () => {
    const signed = new Date('2025-03-12T14:00:00Z');
    expect(withinCancellationWindow(signed, new Date('2025-03-18T09:59:59Z'))).toBe(true);
    expect(withinCancellationWindow(signed, new Date('2025-03-18T10:00:00Z'))).toBe(false);
  });
});
