import { cursorQuery, encodeCursor } from '../contract/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { documentRoutes } from '../routes/documents.js';
import { auditListRead } from '../use-cases/staff/audit.js';
import { listIdentityReviews } from '../use-cases/identity/identity-reviews.js';

/** The identity desk: pending change requests and bureau mismatches, oldest first, a page at a time (a Query on GSI2). */
export const handler = route(documentRoutes.adminListIdentityReviews, { query: cursorQuery }, async ({ caller, query }, deps) => {
  const page = await listIdentityReviews(deps, query.limit, query.after);
  await auditListRead(deps, caller, 'identity-reviews.list', page.items);
  return ok({ items: page.items, nextCursor: encodeCursor(page.next, query.scope) });
});
