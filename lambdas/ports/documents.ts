import type { DocumentStatus } from '../contract/documents.js';
import type { StoredNotification } from './notifications.js';
import type { Page } from './page.js';

/**
 * The dashboard's documents: metadata items in the user's collection
 * (`PK=USER#<id>`, `SK=DOC#<id>`); files under `users/<id>/documents/<id>` in the bucket (the Files port).
 * While a document is `pending_review` it is also listed in the staff review queue (oldest first).
 */
export type { DocumentScanResult, StoredDocument } from '../domain/documents.js';
import type { DocumentScanResult, StoredDocument } from '../domain/documents.js';

/** The scanner's verdict on the pinned version, once it has one. */

/** What a status change may set beside the status. */
export interface DocumentChange {
  status: DocumentStatus;
  reason?: string | null;
  reviewedAt?: string | null;
  reviewedBy?: string | null;
  /** The size actually stored (set when the upload completes). */
  sizeBytes?: number;
  /** Pinned when the upload completes (StoredDocument says what each is). */
  versionId?: string | null;
  sha256?: string | null;
  scanResult?: DocumentScanResult | null;
  /** Moves the retention clock forward (a review, a quarantine). */
  lastUsedAt?: string;
  /** Where the file is now (a quarantined document's, once moved). */
  objectKey?: string;
  /**
   * A notification for the document's owner, written in the same transaction as the change (id and time made by the
   * caller): the client is told once, exactly when the status moves, and never when it does not.
   */
  notification?: Omit<StoredNotification, 'readAt'>;
}

export interface DocumentsRepository {
  /** The user's documents, newest first (one Query over the DOC# items). */
  list(userId: string): Promise<StoredDocument[]>;
  get(userId: string, documentId: string): Promise<StoredDocument | undefined>;
  /** Writes a new document item (fails if the id exists). */
  create(document: StoredDocument): Promise<void>;
  /**
   * Moves a document to `change.status` if it is in one of `from` (atomically); returns it as updated, or
   * undefined when it does not exist or is in another status. Keeps the review queue's listing in step.
   */
  transition(userId: string, documentId: string, from: readonly DocumentStatus[], change: DocumentChange): Promise<StoredDocument | undefined>;
  /** Deletes the item; returns what was deleted, or undefined when there was none. */
  remove(userId: string, documentId: string): Promise<StoredDocument | undefined>;
  /** One page of the staff review queue: pending_review documents of every client, oldest first (a GSI2 Query). */
  listPending(limit: number, after?: Record<string, unknown>): Promise<Page<StoredDocument>>;
  /** Records a use (a staff member opened it): the retention clock starts again. */
  touch(userId: string, documentId: string, at: string): Promise<void>;
  /** Documents last used before `cutoff`, oldest first (a GSI3 Query on the retention listing). */
  listUnusedSince(cutoff: string, limit: number, after?: Record<string, unknown>): Promise<Page<{ userId: string; id: string }>>;
}
