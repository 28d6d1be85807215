import { encodeCursor, partnerListQuery, type PartnerListResponse } from '../contract/admin.js';
import { partnerRow } from '../domain/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/** The Partners tab: approved partners, sorted and searched by the server. */
export const handler = route(routes.adminListPartners, { query: partnerListQuery }, async ({ query }, deps) => {
  const page = await deps.adminStore.listPartners(query);
  const body: PartnerListResponse = { items: page.items.map(partnerRow), nextCursor: encodeCursor(page.next, query.scope) };
  return ok(body);
});
