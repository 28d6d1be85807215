import { cursorQuery, encodeCursor } from '../contract/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { identityTheftRoutes } from '../routes/identity-theft.js';
import { listSweepReviews } from '../use-cases/identity-theft/sweep.js';
import { auditListRead } from '../use-cases/staff/audit.js';

/** The credit-sweep desk: cases waiting for review of the FTC report, oldest first (a Query on GSI2); each page audited. */
export const handler = route(identityTheftRoutes.adminListIdentityTheft, { query: cursorQuery }, async ({ caller, query }, deps) => {
  const page = await listSweepReviews(deps, query.limit, query.after);
  await auditListRead(deps, caller, 'identity-theft.list', page.items);
  return ok({ items: page.items, nextCursor: encodeCursor(page.next, query.scope) });
});
