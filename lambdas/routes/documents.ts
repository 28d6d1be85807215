/**
 * Documents: the client's uploads (an active plan needed, as for /profile) and
 * the staff review queue (admins and employees; the wrapper re-checks their standing in the directory).
 */
import { SIGNED_IN, STAFF, type RouteDef } from './types.js';

export const documentRoutes = {
  startDocumentUpload: {
    id: 'StartDocumentUpload',
    method: 'POST',
    path: '/api/documents',
    handler: 'document-start-upload',
    access: SIGNED_IN,
    // upload: presigning a POST signs with the function's own right to put the object (and nothing else of the bucket).
    needs: { table: 'readwrite', bucket: ['upload'] },
    rateLimits: ['documentUploadAccount'],
    requiresSubscription: true,
  },
  completeDocumentUpload: {
    id: 'CompleteDocumentUpload',
    method: 'POST',
    path: '/api/documents/{id}/complete',
    handler: 'document-complete-upload',
    access: SIGNED_IN,
    // inspect: it reads the new file before the scan has cleared it (its hash, its type), and quarantines it. head:
    // whether the file has arrived, which S3 answers only to a caller that may list the bucket (lib/function.ts).
    needs: { table: 'readwrite', bucket: ['read', 'head', 'move', 'inspect'] },
    requiresSubscription: true,
    timeout: 30,
  },
  removeDocument: {
    id: 'RemoveDocument',
    method: 'DELETE',
    path: '/api/documents/{id}',
    handler: 'document-remove',
    access: SIGNED_IN,
    // delete: the file and its quarantined copy, every version (no presigner in its bundle).
    needs: { table: 'readwrite', bucket: ['delete'] },
    requiresSubscription: true,
  },
  documentLink: {
    id: 'DocumentLink',
    method: 'POST',
    path: '/api/documents/{id}/link',
    handler: 'document-link',
    access: SIGNED_IN,
    // read: the link's GET, and the stored bytes' hash where the bucket keeps no versions; readwrite: the document's
    // last use (retention). No plan needed: a client's own files stay theirs to open, as their messages stay readable.
    needs: { table: 'readwrite', bucket: 'read' },
  },
  adminListDocuments: {
    id: 'AdminListDocuments',
    method: 'GET',
    path: '/api/admin/documents',
    handler: 'admin-list-documents',
    access: STAFF,
    // readwrite: each page read is audited (who saw which clients).
    needs: { table: 'readwrite' },
  },
  adminDocumentLink: {
    id: 'AdminDocumentLink',
    method: 'POST',
    path: '/api/admin/documents/{userId}/{documentId}/link',
    handler: 'admin-document-link',
    access: STAFF,
    // readwrite: the audit entry and the document's last use (retention).
    needs: { table: 'readwrite', bucket: 'read' },
  },
  adminReviewDocument: {
    id: 'AdminReviewDocument',
    method: 'POST',
    path: '/api/admin/documents/{userId}/{documentId}/review',
    handler: 'admin-review-document',
    access: STAFF,
    needs: { table: 'readwrite' },
  },
  // The identity desk: clients' change requests to a locked identity, and pulls whose bureau files named someone else.
  adminListIdentityReviews: {
    id: 'AdminListIdentityReviews',
    method: 'GET',
    path: '/api/admin/identity-reviews',
    handler: 'admin-list-identity-reviews',
    access: STAFF,
    // readwrite: each page read is audited (who saw which clients).
    needs: { table: 'readwrite' },
  },
  adminDecideIdentityReview: {
    id: 'AdminDecideIdentityReview',
    method: 'POST',
    path: '/api/admin/identity-reviews/{userId}/{reviewId}',
    handler: 'admin-decide-identity-review',
    access: STAFF,
    needs: { table: 'readwrite' },
  },
} as const satisfies Record<string, RouteDef>;
