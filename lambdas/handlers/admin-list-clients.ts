import { clientListQuery, encodeCursor, type ClientListResponse } from '../contract/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { adminRoutes } from '../routes/admin.js';
import { auditListRead } from '../use-cases/staff/audit.js';
import { listClients } from '../use-cases/staff/list-clients.js';

/** The Clients tab: one page, sorted and searched by the server (docs/data-model.md, "Admin tables"). */
export const handler = route(adminRoutes.adminListClients, { query: clientListQuery }, async ({ caller, query }, deps) => {
  const page = await listClients(deps, query);
  await auditListRead(deps, caller, 'clients.list', page.items, { searched: Boolean(query.q) });
  const body: ClientListResponse = { items: page.items, nextCursor: encodeCursor(page.next, query.scope) };
  return ok(body);
});
