import type { IdentityFields, IdentityMismatch } from '../contract/identity.js';
import type { IdentityRecord } from '../domain/identity.js';
import type { Page } from './page.js';

export type { IdentityRecord };

/** A case on the staff desk (`IDREVIEW#<id>` in the client's collection, listed while pending). */
export interface StoredIdentityReview {
  id: string;
  userId: string;
  kind: 'change_request' | 'bureau_mismatch';
  status: 'pending' | 'approved' | 'rejected' | 'resolved';
  createdAt: string;
  current: IdentityFields | null;
  requested: IdentityFields | null;
  mismatches: IdentityMismatch[];
  reportId: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  reason: string | null;
}

/**
 * The verified identity (`IDENTITY`) and its staff reviews (`IDREVIEW#`), in the user's collection, so the
 * dashboard's one Query reads them and the account's export and deletion include them.
 */
export interface IdentityRepository {
  get(userId: string): Promise<IdentityRecord | undefined>;
  /**
   * Records a reviewer's confirmation of the ID's name and date of birth; a locked identity is left as it
   * is (false), since only an approved change request changes it.
   */
  confirm(userId: string, confirmed: Pick<IdentityRecord, 'fullName' | 'dateOfBirth' | 'documentId' | 'verifiedAt' | 'verifiedBy'>): Promise<boolean>;
  /** Locks the identity with the address the first pull named (no-op when already locked). */
  lock(userId: string, identity: IdentityFields, at: string): Promise<void>;
  /** Replaces a locked identity's fields (an approved change request). */
  replace(userId: string, identity: IdentityFields, by: string, at: string): Promise<void>;
  putReview(review: StoredIdentityReview): Promise<void>;
  getReview(userId: string, reviewId: string): Promise<StoredIdentityReview | undefined>;
  /** The client's reviews, newest first. */
  listReviews(userId: string): Promise<StoredIdentityReview[]>;
  /** Decides a pending review (false when it is no longer pending); it leaves the desk's listing. */
  decideReview(userId: string, reviewId: string, decision: Pick<StoredIdentityReview, 'status' | 'decidedAt' | 'decidedBy' | 'reason'>): Promise<StoredIdentityReview | undefined>;
  /** The desk: pending reviews of every client, oldest first (a GSI2 Query). */
  listPending(limit: number, after?: Record<string, unknown>): Promise<Page<StoredIdentityReview>>;
}
