import { cursorQuery, encodeCursor } from '../contract/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { adminRoutes } from '../routes/admin.js';
import { listAudit } from '../use-cases/staff/listings.js';

/** The audit log, newest first. */
export const handler = route(adminRoutes.adminAudit, { query: cursorQuery }, async ({ query }, deps) => {
  const page = await listAudit(deps, query.limit, query.after);
  return ok({ items: page.items, nextCursor: encodeCursor(page.next, query.scope) });
});
