import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { documentRoutes } from '../routes/documents.js';
import { documentLink } from '../use-cases/documents/review.js';
import { staffDocumentParams } from '../contract/documents.js';

/** A 5-minute link to open a client's document; the opening is audit-logged. */
export const handler = route(documentRoutes.adminDocumentLink, { params: staffDocumentParams }, async ({ caller, params }, deps) =>
  ok(await documentLink(deps, caller, params.userId, params.documentId)),
);
