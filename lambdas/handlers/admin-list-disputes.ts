import { encodeCursor } from '../contract/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { auditListRead } from '../use-cases/staff/audit.js';
import { deskQueue } from '../use-cases/disputes/desk.js';
import { disputeQueueQuery } from '../contract/disputes.js';

/** The desk's queue: one status, the earliest date first, the caller's own clients first within the page (a Query on GSI2). */
export const handler = route(disputeRoutes.adminListDisputes, { query: disputeQueueQuery }, async ({ caller, query }, deps) => {
  const page = await deskQueue(deps, caller, query);
  await auditListRead(deps, caller, 'disputes.list', page.items, { status: query.status });
  return ok({ items: page.items, nextCursor: encodeCursor(page.next, query.scope) });
});
