import { clientListQuery, encodeCursor, type ClientListResponse } from '../contract/admin.js';
import { clientRow } from '../domain/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/** The Clients tab: one page, sorted and searched by the server (docs/data-model.md, "Admin tables"). */
export const handler = route(routes.adminListClients, { query: clientListQuery }, async ({ query }, deps) => {
  const page = await deps.adminStore.listClients(query);
  const partnerIds = page.items.map((c) => c.client?.partnerId).filter((id): id is string => Boolean(id));
  const partners = await deps.adminStore.getUserViews(partnerIds);
  const body: ClientListResponse = {
    items: page.items.map((client) => clientRow(client, partners)),
    nextCursor: encodeCursor(page.next, query.scope),
  };
  return ok(body);
});
