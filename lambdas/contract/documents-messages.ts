/**
 * The documents area's texts and plain constants, without zod: server code that needs only them bundles no
 * schema. contract/documents.ts re-exports every one of them.
 */

type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPES = ['id', 'income', 'address', 'bank', 'social', 'ftc-identity-theft-report'] as const;
/** The five the Documents page offers (spec section 3); the FTC report is uploaded from the credit sweep. */
export const PROFILE_DOCUMENT_TYPES = ['id', 'income', 'address', 'bank', 'social'] as const satisfies readonly DocumentType[];

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
  // Completing again found other bytes under the key than the ones the first completion pinned.
  changedAfterSent: 'The file changed after it was sent, so it could not be checked',
  // Completing again a document whose file is no longer in storage (removed since it was sent).
  fileGone: 'We no longer have this file. Please delete it and upload it again.',
  reasonRequired: 'Please give a reason for rejecting the document',
  notReviewable: 'This document is not waiting for review',
  alreadyCompleted: 'This upload is already complete. To send another file, upload it as a new document.',
  notPinned: 'This upload was never checked, so it cannot be opened. Ask the client to upload it again.',
  changedSinceUpload: 'The stored file is not the one the client uploaded and scanned, so it will not be opened.',
  // A client opening their own upload (an attachment in their messages) that cannot be served as it was checked.
  cannotOpenOwn: 'This file cannot be opened. Please upload it again.',
  openFailed: 'The file could not be opened. Please try again.',
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
  // A document left 'scanning' (its completion failed, or in AWS the scan is still running): the client completes it again.
  checkAgain: 'Check again',
  stillChecking: (file: string) => `${file} is still being checked. Check again in a minute.`,
  checkFailed: (file: string, reason: string) => `Could not check ${file}: ${reason}`,
} as const;

/** Spec section 9: 10*1024*1024 bytes; the spec's .jpg, .jpeg, .png and .pdf as content types. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
