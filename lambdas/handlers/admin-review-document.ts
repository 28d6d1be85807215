import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { documentRoutes } from '../routes/documents.js';
import { reviewDocument } from '../use-cases/documents/review.js';
import { reviewDocumentRequest, staffDocumentParams } from '../contract/documents.js';

/** Verifies a document, or rejects it with a reason; audit-logged, and the client is notified. */
export const handler = route(documentRoutes.adminReviewDocument, { params: staffDocumentParams, body: reviewDocumentRequest }, async ({ caller, params, body }, deps) =>
  ok({ document: await reviewDocument(deps, caller, params.userId, params.documentId, body) }),
);
