import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '../contract/documents-messages.js';
import type { DocumentStatus, DocumentType, StartUploadRequest } from '../contract/documents.js';
import type { DisputeStatus } from '../contract/disputes.js';

/** What a browser may upload (the contract's numbers): the presigned policy and the completion check read this. */
export const UPLOAD_LIMITS = {
  maxBytes: UPLOAD_MAX_BYTES,
  /** The spec's .jpg, .jpeg, .png and .pdf. */
  contentTypes: UPLOAD_CONTENT_TYPES,
} as const;

export type UploadContentType = (typeof UPLOAD_LIMITS)['contentTypes'][number];

export const isAllowedContentType = (value: string): value is UploadContentType =>
  (UPLOAD_LIMITS.contentTypes as readonly string[]).includes(value);

/** Every object of a user's lives under this prefix, so deleting a user deletes one prefix. */
export const userFilePrefix = (userId: string) => `users/${userId}/`;

/** Where a document's file is uploaded, and where it goes when it is quarantined: both under the user's prefix, so deleting the account removes them. */
export const documentFileKey = (userId: string, documentId: string) => `${userFilePrefix(userId)}documents/${documentId}`;
export const quarantineFileKey = (userId: string, documentId: string) => `${userFilePrefix(userId)}quarantine/${documentId}`;

/** The user and document a stored key belongs to (a scan result names only the key); undefined for any other key. */
export function documentOfKey(key: string): { userId: string; documentId: string } | undefined {
  const m = /^users\/([^/]+)\/documents\/([^/]+)$/.exec(key);
  return m ? { userId: m[1]!, documentId: m[2]! } : undefined;
}

/**
 * GLBA Safeguards Rule: customer information is disposed of no later than two years after its last use
 * (docs/compliance.md says what "last use" is). Anything last used before this instant is due.
 */
export const RETENTION_YEARS = 2;
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS);
  return cutoff;
}

/** How long a presigned upload or download stays valid (staff open a document through a 5-minute link). */
export const UPLOAD_TTL_SECONDS = 300;
export const DOWNLOAD_TTL_SECONDS = 300;

/** What a dispute letter to a bureau encloses: the client's verified ID and proof of address. */
export const ENCLOSED_DOCUMENT_TYPES: readonly DocumentType[] = ['id', 'address'];
/** A dispute a bureau may still be investigating: its letters, and what they enclose, are still in use. */
const OPEN_DISPUTE: readonly DisputeStatus[] = ['pending', 'in_progress'];

/**
 * Whether an open dispute needs this document, so it may be replaced but not removed: a verified ID or proof of
 * address that is the client's only verified one of its type while a dispute is open (a bureau may ask for it
 * again, and a letter generated later encloses it). Once a new upload of the type is verified, the old one can go.
 */
export function neededByOpenDispute(
  document: { id: string; documentType: DocumentType; status: string },
  documents: readonly { id: string; documentType: DocumentType; status: string }[],
  disputes: readonly { status: DisputeStatus }[],
): boolean {
  if (document.status !== 'verified' || !ENCLOSED_DOCUMENT_TYPES.includes(document.documentType)) return false;
  if (!disputes.some((d) => OPEN_DISPUTE.includes(d.status))) return false;
  return !documents.some((d) => d.id !== document.id && d.documentType === document.documentType && d.status === 'verified');
}

/** The malware scanner's verdict on one stored version of a file. */
export type DocumentScanResult = 'clean' | 'infected' | 'unscannable';

/** A document's metadata as it is kept (`DOC#<id>` in the user's collection). */
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
  /**
   * The object's key in the bucket: made by the server for this upload alone, written once by the browser's form.
   * Once a quarantined document's file has been moved, its quarantine key (`quarantineFileKey`).
   */
  objectKey: string;
  /**
   * What the completed upload pinned (null before): the object's version in the bucket (AWS; null where
   * the bucket keeps no versions, as s3rver), the SHA-256 of its bytes (hex), and the malware scanner's
   * verdict on exactly that version. Staff are served that version only, and only when it is clean;
   * without a version the bytes must still hash to `sha256`. Read back always set (null when absent).
   */
  versionId?: string | null;
  sha256?: string | null;
  scanResult?: DocumentScanResult | null;
  /** ISO 8601 UTC. */
  uploadedAt: string;
  reviewedAt: string | null;
  /** The staff member who decided (their user id). */
  reviewedBy: string | null;
  /**
   * ISO 8601 UTC: the latest of upload, review, quarantine and staff opening; two years after it the
   * document goes (docs/compliance.md). Read back always set; on create it defaults to `uploadedAt`.
   */
  lastUsedAt?: string;
}

/**
 * A new document, 'uploading' until the browser's form has sent it: under a key made from its fresh id, so the form is
 * signed for this key alone and no other upload ever writes it.
 */
export function newDocument(input: { id: string; userId: string; request: StartUploadRequest; now: Date }): StoredDocument {
  const { id, userId, request } = input;
  const at = input.now.toISOString();
  return {
    id,
    userId,
    documentType: request.documentType,
    fileName: request.fileName,
    contentType: request.contentType,
    sizeBytes: request.sizeBytes,
    status: 'uploading',
    reason: null,
    objectKey: documentFileKey(userId, id),
    versionId: null,
    sha256: null,
    scanResult: null,
    uploadedAt: at,
    reviewedAt: null,
    reviewedBy: null,
    lastUsedAt: at,
  };
}
