import { encodeCursor, partnerListQuery, type PartnerListResponse } from '../contract/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { adminRoutes } from '../routes/admin.js';
import { listPartners } from '../use-cases/partners/listings.js';

/** The Partners tab: approved partners, sorted and searched by the server. */
export const handler = route(adminRoutes.adminListPartners, { query: partnerListQuery }, async ({ query }, deps) => {
  const page = await listPartners(deps, query);
  const body: PartnerListResponse = { items: page.items, nextCursor: encodeCursor(page.next, query.scope) };
  return ok(body);
});
