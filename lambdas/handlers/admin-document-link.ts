import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { documentLink } from '../use-cases/documents/review.js';

/** A 5-minute link to open a client's document; the opening is audit-logged. */
export const handler = route(routes.adminDocumentLink, async ({ caller, params }, deps) =>
  ok(await documentLink(deps, caller, params.userId, params.documentId)),
);
