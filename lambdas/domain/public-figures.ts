/**
 * The figures the public pages and the payment page may state, measured from the product's own data
 * (FTC Act §5 and CROA §1679b(a)(3): a claim about results must be substantiated). Counters are kept on
 * write by the events they count (a credit report saved, a bureau's "deleted" result), per month and per
 * week, so reading them is a GetItem and a Query. A figure is stated only when enough clients stand
 * behind it (`MIN_SAMPLE`); below that the page says something that makes no claim.
 * The definitions: docs/public-figures.md.
 */
import { monthKey, weekStart } from './analytics.js';

/** Clients a figure must rest on before the site states it. */
export const MIN_SAMPLE = 30;
/** The window of the average change and of the median days to a first deletion. */
export const FIGURE_MONTHS = 12;
/** How long an anonymised activity event may be shown (it expires with TTL after this). */
export const ACTIVITY_DAYS = 30;
/** Activity events shown at most. */
export const ACTIVITY_SHOWN = 3;

const DAY_MS = 86_400_000;

export type BureauScores = { equifax: number | null; experian: number | null; transunion: number | null };

/**
 * One client's path, kept beside their data: the first scores, the latest ones, and where their
 * measured change and their week's marks are counted (so a later report moves, not repeats, them).
 */
export interface ScoreJourney {
  firstAt: string;
  firstScores: BureauScores;
  latestAt: string;
  latestScores: BureauScores;
  /** The latest over the first, rounded; null until a second report shares a bureau with the first. */
  change: number | null;
  /** The month (yyyy-mm) whose counter holds `change`. */
  changeMonth: string | null;
  /** The last week (its Monday) the client was counted as updated, and as rising. */
  updatedWeek: string | null;
  roseWeek: string | null;
  firstDeletionAt: string | null;
  /** Activity items made from this client's results (deleted with the account). */
  activity: string[];
  version: number;
}

/** Additions to counters, by counter item: `month:<yyyy-mm>` or `week:<yyyy-mm-dd>`. */
export type CounterChanges = Record<string, Record<string, number>>;

/** Mean difference, rounded, over the bureaus both sets score; null when they share none. */
export function scoreDifference(from: BureauScores, to: BureauScores): number | null {
  const diffs = (Object.keys(from) as (keyof BureauScores)[]).flatMap((b) => {
    const a = from[b];
    const z = to[b];
    return a !== null && z !== null ? [z - a] : [];
  });
  if (!diffs.length) return null;
  return Math.round(diffs.reduce((s, d) => s + d, 0) / diffs.length);
}

const hasScore = (s: BureauScores) => s.equifax !== null || s.experian !== null || s.transunion !== null;

function add(changes: CounterChanges, item: string, counter: string, n: number): void {
  if (n === 0) return;
  const counters = (changes[item] ??= {});
  counters[counter] = (counters[counter] ?? 0) + n;
  if (counters[counter] === 0) delete counters[counter];
  if (!Object.keys(counters).length) delete changes[item];
}

/**
 * A saved report's scores: the client's journey after it and the counters to add. A report older than
 * the latest one counted, or without a score, changes nothing (null).
 */
export function afterReport(journey: ScoreJourney | undefined, scores: BureauScores, at: string): { journey: ScoreJourney; changes: CounterChanges } | null {
  if (!hasScore(scores)) return null;
  const changes: CounterChanges = {};
  const week = weekStart(new Date(at));
  // The first report (a journey started by a deletion before any report has no scores yet).
  if (!journey || !hasScore(journey.firstScores)) {
    const first: ScoreJourney = {
      change: null,
      changeMonth: null,
      roseWeek: null,
      firstDeletionAt: null,
      activity: [],
      version: 0,
      ...journey,
      firstAt: at,
      firstScores: scores,
      latestAt: at,
      latestScores: scores,
      updatedWeek: week,
    };
    if (journey?.updatedWeek !== week) add(changes, `week:${week}`, 'clientsUpdated', 1);
    return { journey: first, changes };
  }
  if (at <= journey.latestAt) return null;
  const change = scoreDifference(journey.firstScores, scores);
  const rose = (scoreDifference(journey.latestScores, scores) ?? 0) > 0;
  if (journey.change !== null && journey.changeMonth) {
    add(changes, `month:${journey.changeMonth}`, 'changeSum', -journey.change);
    add(changes, `month:${journey.changeMonth}`, 'changeClients', -1);
  }
  const month = monthKey(new Date(at));
  if (change !== null) {
    add(changes, `month:${month}`, 'changeSum', change);
    add(changes, `month:${month}`, 'changeClients', 1);
  }
  if (journey.updatedWeek !== week) add(changes, `week:${week}`, 'clientsUpdated', 1);
  const countRise = rose && journey.roseWeek !== week;
  if (countRise) add(changes, `week:${week}`, 'clientsRose', 1);
  return {
    journey: {
      ...journey,
      latestAt: at,
      latestScores: scores,
      change,
      changeMonth: change === null ? null : month,
      updatedWeek: week,
      roseWeek: countRise ? week : journey.roseWeek,
    },
    changes,
  };
}

/** The counter of a first deletion after this many days (one counter per day makes the median exact). */
export const daysCounter = (days: number) => `days_${days}`;

/**
 * A bureau's "deleted" result on `at` (yyyy-mm-dd or ISO): every one is counted in its month; the
 * client's first one also counts the days since their first report.
 */
export function afterDeletion(journey: ScoreJourney | undefined, at: string): { journey: ScoreJourney | undefined; changes: CounterChanges } {
  const changes: CounterChanges = {};
  const month = at.slice(0, 7);
  add(changes, `month:${month}`, 'deletions', 1);
  if (!journey || journey.firstDeletionAt) return { journey, changes };
  const days = Math.max(0, Math.floor((Date.parse(at.length === 10 ? `${at}T00:00:00Z` : at) - Date.parse(`${journey.firstAt.slice(0, 10)}T00:00:00Z`)) / DAY_MS));
  add(changes, `month:${month}`, 'firstDeletions', 1);
  add(changes, `month:${month}`, daysCounter(days), 1);
  return { journey: { ...journey, firstDeletionAt: at }, changes };
}

/** The months (yyyy-mm) whose counters the figures read, oldest first, ending with `now`'s. */
export function figureMonths(now: Date, count = FIGURE_MONTHS): string[] {
  return Array.from({ length: count }, (_, i) => monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1))));
}

/** An anonymised event: a first-name initial and a state at most, never a name, an account or an amount. */
export interface ActivityEvent {
  at: string;
  bureau: 'equifax' | 'experian' | 'transunion';
  initial: string | null;
  state: string | null;
}

/** The initial of a full name (A–Z only; anything else is left out). */
export function initialOf(fullName: string | undefined): string | null {
  const c = fullName?.trim().charAt(0).toUpperCase() ?? '';
  return /^[A-Z]$/.test(c) ? c : null;
}

/** A US state code, or nothing. */
export function stateOf(state: string | undefined): string | null {
  const s = state?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(s) ? s : null;
}

/** What the counters hold, summed over the window. */
export interface FigureCounts {
  months: { changeSum: number; changeClients: number; deletions: number; firstDeletions: number; days: Map<number, number> }[];
  week: { clientsUpdated: number; clientsRose: number };
  activity: ActivityEvent[];
}

/** The lower median of a histogram of days. */
export function medianDays(histogram: ReadonlyMap<number, number>): number | null {
  const total = [...histogram.values()].reduce((s, n) => s + Math.max(0, n), 0);
  if (!total) return null;
  const middle = Math.ceil(total / 2);
  let seen = 0;
  for (const days of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += Math.max(0, histogram.get(days)!);
    if (seen >= middle) return days;
  }
  return null;
}

export interface PublicFigures {
  /** Average change of clients' latest score over their first, over the last 12 months (null below the sample). */
  averageScoreChange: number | null;
  /** Clients whose score rose this week (Monday, UTC, to now); null when fewer than the sample had a new report this week. */
  clientsRoseThisWeek: number | null;
  /** Median days from a client's first report to their first deletion, over the last 12 months. */
  medianDaysToFirstDeletion: number | null;
  /** Items the bureaus deleted over the last 12 months (stated with the median, on the same sample). */
  deletions: number | null;
  /** Recent anonymised results; empty below the sample. */
  activity: ActivityEvent[];
  /** The clients behind each figure. */
  samples: { averageScoreChange: number; clientsRoseThisWeek: number; medianDaysToFirstDeletion: number };
  minimumSample: number;
}

/** The figures the site may state, each only on at least `MIN_SAMPLE` clients. */
export function publicFigures(counts: FigureCounts): PublicFigures {
  const sum = (pick: (m: FigureCounts['months'][number]) => number) => counts.months.reduce((s, m) => s + pick(m), 0);
  const changeClients = sum((m) => m.changeClients);
  const firstDeletions = sum((m) => m.firstDeletions);
  const histogram = new Map<number, number>();
  for (const m of counts.months) for (const [d, n] of m.days) histogram.set(d, (histogram.get(d) ?? 0) + n);
  const enough = (n: number) => n >= MIN_SAMPLE;
  return {
    averageScoreChange: enough(changeClients) ? Math.round(sum((m) => m.changeSum) / changeClients) : null,
    clientsRoseThisWeek: enough(counts.week.clientsUpdated) ? counts.week.clientsRose : null,
    medianDaysToFirstDeletion: enough(firstDeletions) ? medianDays(histogram) : null,
    deletions: enough(firstDeletions) ? sum((m) => m.deletions) : null,
    activity: enough(firstDeletions) ? counts.activity.slice(0, ACTIVITY_SHOWN) : [],
    samples: { averageScoreChange: changeClients, clientsRoseThisWeek: counts.week.clientsUpdated, medianDaysToFirstDeletion: firstDeletions },
    minimumSample: MIN_SAMPLE,
  };
}

export const weekOf = (now: Date) => weekStart(now);
export const activityExpiry = (at: Date) => Math.floor(at.getTime() / 1000) + ACTIVITY_DAYS * 86_400;
