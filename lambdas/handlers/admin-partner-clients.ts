import { cursorQuery, encodeCursor, userIdParams, type ClientListResponse } from '../contract/admin.js';
import { adminMessages } from '../contract/messages.js';
import { clientRow } from '../domain/admin.js';
import { NotFound } from '../errors.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/** "View Clients": a partner's clients, newest first. */
export const handler = route(routes.adminPartnerClients, { params: userIdParams, query: cursorQuery }, async ({ params, query }, deps) => {
  const partner = await deps.adminStore.getUserView(params.userId);
  if (!partner?.partner) throw new NotFound(adminMessages.partnerNotFound);
  const page = await deps.adminStore.listPartnerClients(params.userId, query.limit, query.after);
  const body: ClientListResponse = {
    items: page.items.map((client) => clientRow(client, new Map([[partner.id, partner]]))),
    nextCursor: encodeCursor(page.next, query.scope),
  };
  return ok(body);
});
