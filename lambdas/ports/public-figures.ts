import type { ActivityEvent, BureauScores, FigureCounts } from '../domain/public-figures.js';

/**
 * The public figures' counters (domain/public-figures.ts), kept on write: each call changes a client's
 * journey and the month and week counters it moves in one transaction, so a figure is never counted
 * twice or half. Reads are a GetItem and Queries.
 */
export interface PublicFiguresStore {
  /** A saved report's scores (`at` is its pull time, ISO). */
  recordScores(userId: string, scores: BureauScores, at: string): Promise<void>;
  /** A bureau's "deleted" result on `event.at` (yyyy-mm-dd), with its anonymised event for the activity feed. */
  recordDeletion(userId: string, event: ActivityEvent, id: string, now: Date): Promise<void>;
  /** The counters of the last 12 months, this week and the recent activity, as of `now`. */
  counts(now: Date): Promise<FigureCounts>;
}
