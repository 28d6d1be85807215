/** The documents area's part of the API contract (contract/api.ts): its routes' schemas, by name. */
import type { documentRoutes } from '../../routes/documents.js';
import type { RouteContract } from '../api.js';
import { cursorQuery } from '../admin.js';
import { documentIdParams, documentLinkResponse, documentResponse, pendingDocumentsResponse, reviewDocumentRequest, staffDocumentParams, startUploadRequest, startUploadResponse } from '../documents.js';
import { decideIdentityReviewRequest, identityReviewParams, identityReviewResponse, identityReviewsResponse } from '../identity.js';

export const contract = {
  startDocumentUpload: { body: startUploadRequest, response: startUploadResponse, status: 201 },
  completeDocumentUpload: { params: documentIdParams, response: documentResponse },
  removeDocument: { params: documentIdParams, response: null, status: 204 },
  documentLink: { params: documentIdParams, response: documentLinkResponse },
  adminListDocuments: { query: cursorQuery, response: pendingDocumentsResponse },
  adminDocumentLink: { params: staffDocumentParams, response: documentLinkResponse },
  adminReviewDocument: { params: staffDocumentParams, body: reviewDocumentRequest, response: documentResponse },
  adminListIdentityReviews: { query: cursorQuery, response: identityReviewsResponse },
  adminDecideIdentityReview: { params: identityReviewParams, body: decideIdentityReviewRequest, response: identityReviewResponse },
} as const satisfies Record<keyof typeof documentRoutes, RouteContract>;
