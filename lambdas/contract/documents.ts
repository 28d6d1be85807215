// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
import { pathId } from './ids.js';
import { adminMessages } from './messages.js';
// The texts and plain constants are zod-free (contract/documents-messages.ts), so code that needs only them bundles no schema.
import { DOCUMENT_TYPES, PROFILE_DOCUMENT_TYPES, documentTypeInfo, DOCUMENT_STATUSES, documentMessages, UPLOAD_MAX_BYTES, UPLOAD_CONTENT_TYPES } from './documents-messages.js';
export { DOCUMENT_TYPES, PROFILE_DOCUMENT_TYPES, documentTypeInfo, DOCUMENT_STATUSES, documentMessages, UPLOAD_MAX_BYTES, UPLOAD_CONTENT_TYPES };

/**
 * Documents: the view of one uploaded document as the client and staff see it. The upload
 * and review request schemas join this file (docs' part); the metadata lives in `DOC#<id>` items.
 */
export const documentType = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof documentType>;

export const documentStatus = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof documentStatus>;

export const documentView = z.object({
  id: z.string(),
  documentType,
  fileName: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  contentType: z.string(),
  status: documentStatus,
  /** Why it was rejected or quarantined; null otherwise. */
  reason: z.string().nullable(),
  /** ISO 8601 UTC. */
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type DocumentView = z.infer<typeof documentView>;

// ---- Uploads and staff review -------------------------------------------------------------------

const EXTENSIONS: Record<(typeof UPLOAD_CONTENT_TYPES)[number], readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};
const extension = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.')).toLowerCase() : '');

/** POST /api/documents: what the client is about to upload (the server makes the id and the key). */
export const startUploadRequest = z
  .object({
    documentType,
    fileName: z.string().trim().min(1).max(200),
    contentType: z.enum(UPLOAD_CONTENT_TYPES, { message: documentMessages.wrongType }),
    sizeBytes: z.number().int().min(1, { message: documentMessages.notUploaded }).max(UPLOAD_MAX_BYTES, { message: documentMessages.tooLarge }),
  })
  .refine((v) => EXTENSIONS[v.contentType].includes(extension(v.fileName)), { message: documentMessages.wrongType, path: ['fileName'] });
export type StartUploadRequest = z.infer<typeof startUploadRequest>;

export const startUploadResponse = z.object({
  document: documentView,
  /** A presigned POST: the browser sends `fields` and then the file to `url`. */
  upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()), expiresAt: z.string() }),
});
export type StartUploadResponse = z.infer<typeof startUploadResponse>;

export const documentResponse = z.object({ document: documentView });

export const documentIdParams = z.object({ id: pathId(64) });
export const staffDocumentParams = z.object({ userId: pathId(64, adminMessages.invalidUserId), documentId: pathId(64) });

/** POST /api/admin/documents/{userId}/{documentId}/review: a rejection needs its reason (the client reads it). */
/**
 * Verifying a government ID also needs the reviewer's confirmation that its name and date of birth match
 * the client's profile (`identityConfirmed`): that makes them the client's verified identity, the only
 * subject a credit pull may name (contract/identity.ts).
 */
export const reviewDocumentRequest = z
  .object({ decision: z.enum(['verified', 'rejected']), reason: z.string().trim().max(500).optional(), identityConfirmed: z.boolean().optional() })
  .refine((v) => v.decision === 'verified' || Boolean(v.reason), { message: documentMessages.reasonRequired, path: ['reason'] });
export type ReviewDocumentRequest = z.infer<typeof reviewDocumentRequest>;

/** The staff queue's row: the document and whose it is. */
export const pendingDocumentView = documentView.extend({
  userId: z.string(),
  clientName: z.string().nullable(),
  clientEmail: z.string().nullable(),
  /** YYYY-MM-DD as the profile has it: the reviewer compares an ID's name and date of birth with these. */
  clientDateOfBirth: z.string().nullable().optional(),
});
export type PendingDocumentView = z.infer<typeof pendingDocumentView>;
export const pendingDocumentsResponse = z.object({ items: z.array(pendingDocumentView), nextCursor: z.string().nullable() });

/** A presigned GET, valid 5 minutes. */
export const documentLinkResponse = z.object({ url: z.string(), expiresAt: z.string() });
