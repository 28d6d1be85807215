import { applicationListQuery, encodeCursor } from '../contract/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { adminRoutes } from '../routes/admin.js';
import { listApplications } from '../use-cases/partners/listings.js';

/** Partner applications awaiting a decision (or, with ?status=rejected, the rejected ones), newest first. */
export const handler = route(adminRoutes.adminPartnerApplications, { query: applicationListQuery }, async ({ query }, deps) => {
  const page = await listApplications(deps, query.status, query.limit, query.after);
  return ok({ items: page.items, nextCursor: encodeCursor(page.next, query.scope) });
});
