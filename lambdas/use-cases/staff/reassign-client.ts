import { adminMessages } from '../../contract/messages.js';
import { NotFound, PartnerNotFound } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';
import type { ClientMove } from '../../ports/user-views.js';
import { audit } from './audit.js';

export interface ReassignDeps extends Pick<Deps, 'now' | 'newId'> {
  userViews: Pick<Deps['userViews'], 'getUserView' | 'moveClient'>; audit: Pick<Deps['audit'], 'putAudit'>;
}

/** Assigns a client to another approved partner, or to none; both partners' counts move in one transaction, and a real move is audited. */
export async function reassignClient(deps: ReassignDeps, caller: { id: string; email: string }, clientId: string, partnerId: string | null): Promise<ClientMove> {
  const client = await deps.userViews.getUserView(clientId);
  if (!client?.client) throw new NotFound(adminMessages.clientNotFound);
  if (partnerId) {
    const partner = await deps.userViews.getUserView(partnerId);
    if (partner?.role !== 'partner' || !partner.partner) throw new PartnerNotFound();
  }
  const move = await deps.userViews.moveClient(clientId, partnerId);
  if (move.changed) await audit(deps, caller, 'client.reassign', clientId, { from: move.from, to: move.to });
  return move;
}
