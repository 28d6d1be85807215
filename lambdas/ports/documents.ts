import type { DocumentStatus, DocumentType } from '../contract/documents.js';
import type { Page } from './page.js';

/**
 * The dashboard's documents (issue 13 items 6 and 7): metadata items in the user's collection
 * (`PK=USER#<id>`, `SK=DOC#<id>`); files under `users/<id>/documents/<id>` in the bucket (the Files port).
 * While a document is `pending_review` it is also listed in the staff review queue (oldest first).
 */
export interface StoredDocument {
  id: string;
  userId: string;
  documentType: DocumentType;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  status: DocumentStatus;
  /** Why it was rejected or quarantined; null otherwise. */
  reason: string | null;
  /** The object's key in the bucket. */
  objectKey: string;
  /** ISO 8601 UTC. */
  uploadedAt: string;
  reviewedAt: string | null;
  /** The staff member who decided (their user id). */
  reviewedBy: string | null;
}

/** What a status change may set beside the status. */
export interface DocumentChange {
  status: DocumentStatus;
  reason?: string | null;
  reviewedAt?: string | null;
  reviewedBy?: string | null;
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
}
