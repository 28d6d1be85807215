import { adminMessages } from '../contract/messages.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { adminRoutes } from '../routes/admin.js';
import { reassignClient } from '../use-cases/staff/reassign-client.js';
import { reassignRequest, userIdParams } from '../contract/admin.js';

/** Assigns a client to another approved partner, or to none. */
export const handler = route(adminRoutes.adminReassignClient, { params: userIdParams, body: reassignRequest }, async ({ caller, params, body }, deps) => {
  const move = await reassignClient(deps, caller, params.userId, body.partnerId);
  return ok({ message: adminMessages.clientReassigned, from: move.from, to: move.to });
});
