import { clientRow, type UserView } from '../../domain/admin.js';
import { adminMessages } from '../../contract/messages.js';
import { NotFound } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';
import type { ClientSort, ListRequest, Page } from '../../ports/user-views.js';

export type ClientRow = ReturnType<typeof clientRow>;
type Views = Pick<Deps['userViews'], 'listClients' | 'getUserViews' | 'getUserView' | 'listPartnerClients'>;

/** The Clients tab: one page, sorted and searched by the store, each row with its partner's name (one batch read). */
export async function listClients(deps: { userViews: Pick<Views, 'listClients' | 'getUserViews'> }, request: ListRequest<ClientSort>): Promise<Page<ClientRow>> {
  const page = await deps.userViews.listClients(request);
  const partnerIds = page.items.map((c) => c.client?.partnerId).filter((id): id is string => Boolean(id));
  const partners = await deps.userViews.getUserViews(partnerIds);
  return { items: page.items.map((client) => clientRow(client, partners)), next: page.next };
}

/** "View Clients": a partner's clients, newest first; an id that is no partner answers not found. */
export async function listPartnerClients(
  deps: { userViews: Pick<Views, 'getUserView' | 'listPartnerClients'> },
  partnerId: string,
  limit: number,
  after?: Record<string, unknown>,
): Promise<Page<ClientRow>> {
  const partner: UserView | undefined = await deps.userViews.getUserView(partnerId);
  if (!partner?.partner) throw new NotFound(adminMessages.partnerNotFound);
  const page = await deps.userViews.listPartnerClients(partnerId, limit, after);
  return { items: page.items.map((client) => clientRow(client, new Map([[partner.id, partner]]))), next: page.next };
}
