import { cursorQuery, encodeCursor, userIdParams, type ClientListResponse } from '../contract/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { adminRoutes } from '../routes/admin.js';
import { auditListRead } from '../use-cases/staff/audit.js';
import { listPartnerClients } from '../use-cases/staff/list-clients.js';

/** "View Clients": a partner's clients, newest first. */
export const handler = route(adminRoutes.adminPartnerClients, { params: userIdParams, query: cursorQuery }, async ({ caller, params, query }, deps) => {
  const page = await listPartnerClients(deps, params.userId, query.limit, query.after);
  await auditListRead(deps, caller, 'clients.list', page.items, { partnerId: params.userId });
  const body: ClientListResponse = { items: page.items, nextCursor: encodeCursor(page.next, query.scope) };
  return ok(body);
});
