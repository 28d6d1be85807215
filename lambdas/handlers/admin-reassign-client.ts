import { reassignRequest, userIdParams } from '../contract/admin.js';
import { adminMessages } from '../contract/messages.js';
import { NotFound, PartnerNotFound } from '../errors.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { audit } from '../use-cases/staff/audit.js';

/** Assigns a client to another approved partner, or to none; both partners' counts move in the same transaction. */
export const handler = route(
  routes.adminReassignClient,
  { params: userIdParams, body: reassignRequest },
  async ({ caller, params, body }, deps) => {
    const client = await deps.adminStore.getUserView(params.userId);
    if (!client?.client) throw new NotFound(adminMessages.clientNotFound);
    if (body.partnerId) {
      const partner = await deps.adminStore.getUserView(body.partnerId);
      if (partner?.role !== 'partner' || !partner.partner) throw new PartnerNotFound();
    }
    const move = await deps.adminStore.moveClient(params.userId, body.partnerId);
    if (move.changed) await audit(deps, caller, 'client.reassign', params.userId, { from: move.from, to: move.to });
    return ok({ message: adminMessages.clientReassigned, from: move.from, to: move.to });
  },
);
