import type { DisputeStatus } from '../contract/disputes.js';
import type { Page } from './page.js';
import type { RateCharge } from './public-forms.js';

/**
 * Home of disputes: in the user's collection (`DISPUTE#<id>`), listed for the
 * staff's desk by status and due date through a GSI (no Scan). The monthly count for Starter's limit is
 * the entitlements' atomic usage counter (`disputes` feature), not counted on read.
 */
export type { StoredDispute, StoredDisputeItem } from '../domain/disputes.js';
import type { StoredDispute } from '../domain/disputes.js';

/** The month a dispute is counted in, and the plan's monthly limit (undefined: counted, unlimited). */
export interface DisputeQuota {
  month: string;
  limit: number | undefined;
}

export interface DisputeQueueQuery {
  status: DisputeStatus;
  limit: number;
  after?: Record<string, unknown>;
}

export interface DisputesRepository {
  /** Newest first. */
  list(userId: string): Promise<StoredDispute[]>;
  get(userId: string, id: string): Promise<StoredDispute | undefined>;
  /**
   * A new dispute (fails if the id exists). With a quota, the month's use is counted in the same write, and with
   * `attempt` the request is counted against that rate limit in it too: when either is full nothing is stored, and the
   * answer names which ('daily' first, as a rate limit is checked before anything else). It also holds, for a short
   * while, each bureau's claim on the dispute's account (`filingKeys`): the same dispute filed again at once, before
   * the first is listed, answers 'in-progress' with nothing stored.
   */
  create(dispute: StoredDispute, quota?: DisputeQuota, attempt?: RateCharge): Promise<'created' | 'monthly-limit' | 'daily-limit' | 'in-progress'>;
  /** Replaces the dispute if its stored version is `dispute.version - 1` (else ConflictError). */
  update(dispute: StoredDispute): Promise<void>;
  /** The staff's queue: one status, the earliest due (unsent: earliest send date) first. */
  queue(query: DisputeQueueQuery): Promise<Page<StoredDispute>>;
  /** Every dispute of the user (account deletion); returns how many. Safe to repeat. */
  deleteAll(userId: string): Promise<number>;
}
