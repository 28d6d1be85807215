/** Admin analytics: counters kept by the events that change them, read here as plain numbers. */
export const FUNNEL_STEPS = ['signedUp', 'verified', 'profile', 'documents', 'creditPulled'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const SIGNUP_WEEKS = 12;

const DAY_MS = 86_400_000;

/** The Monday (UTC) of the week holding `at`, as yyyy-mm-dd. */
export function weekStart(at: Date): string {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

export const dayKey = (at: Date) => at.toISOString().slice(0, 10);
export const monthKey = (at: Date) => at.toISOString().slice(0, 7);

/** The last `count` week starts, oldest first, ending with the current week. */
export function recentWeeks(now: Date, count = SIGNUP_WEEKS): string[] {
  const current = Date.parse(`${weekStart(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(current - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
}

/** Fills weeks without a counter item with zero. */
export function signupsPerWeek(now: Date, counted: ReadonlyMap<string, number>) {
  return recentWeeks(now).map((week) => ({ weekStart: week, signups: counted.get(week) ?? 0 }));
}
