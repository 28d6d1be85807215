import type { IdentityTheftCase } from '../domain/identity-theft.js';
import type { Page } from './page.js';

export type { IdentityTheftCase };

/**
 * The client's credit-sweep case (`IDTHEFT` in their collection, so the account's export and deletion include it),
 * listed for the staff desk while it waits for review (oldest first).
 */
export interface IdentityTheftRepository {
  get(userId: string): Promise<IdentityTheftCase | undefined>;
  /**
   * Writes the case: version 0 creates it (refused when one exists), a later version replaces the one before it
   * (Conflict when someone changed it meanwhile).
   */
  put(next: IdentityTheftCase): Promise<void>;
  /** The desk: cases in review of every client, oldest submission first (a GSI2 Query). */
  listInReview(limit: number, after?: Record<string, unknown>): Promise<Page<IdentityTheftCase>>;
}
