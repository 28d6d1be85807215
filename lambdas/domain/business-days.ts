/**
 * Business days for the Credit Repair Organizations Act's 3-day right to cancel (15 U.S.C. §1679e):
 * the consumer may cancel "before midnight of the 3rd business day after the date on which" they
 * signed. We count Monday to Friday and skip US federal holidays (5 U.S.C. §6103, with the Friday /
 * Monday observances), which gives the consumer at least as long as any reading of "business day".
 *
 * Dates here are calendar dates, `YYYY-MM-DD`, with no time zone; the deadline helper says which zone.
 */

export type IsoDate = string;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number): IsoDate => `${y}-${pad(m)}-${pad(d)}`;
/** Day of week of a calendar date, 0 = Sunday. */
const weekday = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).getUTCDay();

/** The n-th (1-based) given weekday of a month, or the last one when n is -1. */
function nthWeekday(y: number, m: number, day: number, n: number): IsoDate {
  if (n > 0) {
    const first = weekday(y, m, 1);
    return iso(y, m, 1 + ((day - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const last = weekday(y, m, lastDate);
  return iso(y, m, lastDate - ((last - day + 7) % 7));
}

/** A fixed-date holiday on a Saturday is observed on the Friday before, on a Sunday on the Monday after. */
function observed(y: number, m: number, d: number): IsoDate {
  const dow = weekday(y, m, d);
  const shift = dow === 6 ? -1 : dow === 0 ? 1 : 0;
  const date = new Date(Date.UTC(y, m - 1, d + shift));
  return iso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The eleven federal holidays as observed in a year (New Year's Day of the next year may fall on Dec 31). */
export function federalHolidays(year: number): IsoDate[] {
  const days = [
    observed(year, 1, 1), // New Year's Day
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    ...(year >= 2021 ? [observed(year, 6, 19)] : []), // Juneteenth (since 2021)
    observed(year, 7, 4), // Independence Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    observed(year, 11, 11), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    observed(year, 12, 25), // Christmas Day
  ];
  // Next year's January 1st on a Saturday is observed on this year's December 31st.
  const nextNewYear = observed(year + 1, 1, 1);
  if (nextNewYear.startsWith(`${year}-`)) days.push(nextNewYear);
  return days.sort();
}

const holidayCache = new Map<number, Set<IsoDate>>();
const holidaysOf = (year: number) => {
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set(federalHolidays(year));
    holidayCache.set(year, set);
  }
  return set;
};

export function isBusinessDay(date: IsoDate): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const dow = weekday(y, m, d);
  return dow !== 0 && dow !== 6 && !holidaysOf(y).has(date);
}

export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return iso(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** The n-th business day after a date (the date itself does not count). */
export function nthBusinessDayAfter(date: IsoDate, n: number): IsoDate {
  let current = date;
  let counted = 0;
  while (counted < n) {
    current = addCalendarDays(current, 1);
    if (isBusinessDay(current)) counted++;
  }
  return current;
}

/** The calendar date of an instant in a time zone (Intl is part of the language: still pure). */
export function dateIn(instant: Date, timeZone: string): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** CROA's cancellation period: 3 business days. */
export const CANCELLATION_BUSINESS_DAYS = 3;

/**
 * The end of the right to cancel: midnight at the end of the 3rd business day after signing.
 * To hold for a consumer anywhere in the 50 states, the signing date is read in US Eastern time
 * (the latest calendar date in the mainland at any instant) and midnight is Hawaii's (UTC−10, no
 * daylight saving), the last midnight in the states. Both choices only ever lengthen the window.
 */
export function cancellationDeadline(signedAt: Date): Date {
  const signedOn = dateIn(signedAt, 'America/New_York');
  const lastDay = nthBusinessDayAfter(signedOn, CANCELLATION_BUSINESS_DAYS);
  const [y, m, d] = lastDay.split('-').map(Number) as [number, number, number];
  // Midnight ending `lastDay` in UTC−10 is 10:00 UTC the next day.
  return new Date(Date.UTC(y, m - 1, d + 1, 10, 0, 0));
}

export const withinCancellationWindow = (signedAt: Date, now: Date): boolean => now.getTime() < cancellationDeadline(signedAt).getTime();
