import { cursorQuery, encodeCursor } from '../contract/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { documentRoutes } from '../routes/documents.js';
import { auditListRead } from '../use-cases/staff/audit.js';
import { listPendingDocuments } from '../use-cases/documents/review.js';

/** The review queue: documents waiting for staff, oldest first, a page at a time (a Query on GSI2). */
export const handler = route(documentRoutes.adminListDocuments, { query: cursorQuery }, async ({ caller, query }, deps) => {
  const page = await listPendingDocuments(deps, query.limit, query.after);
  await auditListRead(deps, caller, 'documents.list', page.items);
  return ok({ items: page.items, nextCursor: encodeCursor(page.next, query.scope) });
});
