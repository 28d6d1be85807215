import { cursorQuery, encodeCursor } from '../contract/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { publicSiteRoutes } from '../routes/public-site.js';
import { listSupportRequests } from '../use-cases/support/forms.js';

/** The chat widget's support requests, newest first, one page at a time (a Query on GSI2). */
export const handler = route(publicSiteRoutes.adminListSupportRequests, { query: cursorQuery }, async ({ query }, deps) => {
  const page = await listSupportRequests(deps, query.limit, query.after);
  return ok({ items: page.items, nextCursor: encodeCursor(page.next, query.scope) });
});
