// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';

/**
 * Documents (issue 13): the view of one uploaded document as the client and staff see it. The upload
 * and review request schemas join this file (docs' part); the metadata lives in `DOC#<id>` items.
 */
export const DOCUMENT_TYPES = ['id', 'income', 'address', 'bank', 'social'] as const;
export const documentType = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof documentType>;

/** The spec's five document types (section 3), with the card title and description, word for word. */
export const documentTypeInfo: Record<DocumentType, { title: string; description: string }> = {
  id: { title: 'Government-issued ID', description: "Driver's license, passport or state ID" },
  income: { title: 'Proof of Income', description: 'Pay stubs, W-2 or tax returns' },
  address: { title: 'Proof of Address', description: 'Utility bill, lease or bank statement' },
  bank: { title: 'Bank Statements', description: 'Last 3 months' },
  social: { title: 'Social Security Card', description: 'Social Security Card or official document' },
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
