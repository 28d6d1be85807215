// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
import { pathId } from './ids.js';
import { adminMessages } from './messages.js';

/**
 * Documents: the view of one uploaded document as the client and staff see it. The upload
 * and review request schemas join this file (docs' part); the metadata lives in `DOC#<id>` items.
 */
export const DOCUMENT_TYPES = ['id', 'income', 'address', 'bank', 'social', 'ftc-identity-theft-report'] as const;
/** The five the Documents page offers (spec section 3); the FTC report is uploaded from the credit sweep. */
export const PROFILE_DOCUMENT_TYPES = ['id', 'income', 'address', 'bank', 'social'] as const satisfies readonly (typeof DOCUMENT_TYPES)[number][];
export const documentType = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof documentType>;

/** The spec's five document types (section 3), with the card title and description, word for word. */
export const documentTypeInfo: Record<DocumentType, { title: string; description: string }> = {
  id: { title: 'Government-issued ID', description: "Driver's license, passport or state ID" },
  income: { title: 'Proof of Income', description: 'Pay stubs, W-2 or tax returns' },
  address: { title: 'Proof of Address', description: 'Utility bill, lease or bank statement' },
  bank: { title: 'Bank Statements', description: 'Last 3 months' },
  social: { title: 'Social Security Card', description: 'Social Security Card or official document' },
  'ftc-identity-theft-report': { title: 'FTC identity-theft report', description: 'The report you filed at IdentityTheft.gov (PDF)' },
};

/**
 * uploading: the DOC item exists, the browser is sending the file; scanning: the server checks its real
 * type and scans it; pending_review: clean, waiting for staff; verified / rejected: staff decided;
 * quarantined: infected or not the type it claimed (the reason says which).
 */
export const DOCUMENT_STATUSES = ['uploading', 'scanning', 'pending_review', 'verified', 'rejected', 'quarantined'] as const;
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

/** The spec's upload texts (sections 5 and 8) word for word, and ours where it has none. */
export const documentMessages = {
  tooLarge: 'File size must be less than 10MB',
  uploaded: (file: string) => `${file} uploaded successfully`,
  uploadFailed: (file: string, reason: string) => `Failed to upload ${file}: ${reason}`,
  defaultReason: 'Upload failed',
  retrying: (file: string) => `Retrying upload for ${file}...`,
  removed: 'File removed from list',
  retryWithoutFile: 'Cannot retry upload - file data not available. Please re-select the file.',
  // Not in the spec.
  accepted: 'Accepted: .jpg, .jpeg, .png, .pdf (up to 10MB)',
  wrongType: 'Only .jpg, .jpeg, .png and .pdf files are accepted',
  noDocuments: 'No documents uploaded yet',
  notFound: 'Document not found',
  notUploaded: 'The file has not arrived. Please upload it again.',
  mismatch: 'The file is not the type it claims to be',
  infected: 'The file failed the malware scan',
  unscannable: 'The file could not be scanned',
  reasonRequired: 'Please give a reason for rejecting the document',
  notReviewable: 'This document is not waiting for review',
  alreadyCompleted: 'This upload is already complete. To send another file, upload it as a new document.',
  notPinned: 'This upload was never checked, so it cannot be opened. Ask the client to upload it again.',
  changedSinceUpload: 'The stored file is not the one the client uploaded and scanned, so it will not be opened.',
  verifiedToast: (file: string) => `${file} verified`,
  rejectedToast: (file: string) => `${file} rejected`,
  verifiedNote: (type: string) => `Your ${type} was verified.`,
  rejectedNote: (type: string, reason: string) => `Your ${type} was rejected: ${reason}`,
  quarantinedNote: (type: string, file: string, reason: string) => `Your ${type} upload "${file}" was quarantined: ${reason}. Please upload another file.`,
  // Removing a stored document deletes its file: the client confirms first, and the toast says what happened.
  deleteTitle: 'Delete this document?',
  deleteConfirm: (file: string) => `This permanently deletes ${file} from our storage. You cannot undo it.`,
  deleteButton: 'Delete file',
  deleted: (file: string) => `${file} was deleted`,
  deleteFailed: (file: string, reason: string) => `Could not delete ${file}: ${reason}`,
  /** 409 on DELETE: a verified ID or proof of address an open dispute encloses. */
  neededByDispute: (type: string) =>
    `Your ${type} is enclosed with the letters of an open dispute, so it cannot be deleted until the dispute is closed. ` +
    'You can replace it: upload a new one, and once it is verified this one can be deleted.',
  replace: 'Replace',
} as const;

/** Spec section 9: 10*1024*1024 bytes; the spec's .jpg, .jpeg, .png and .pdf as content types. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
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
