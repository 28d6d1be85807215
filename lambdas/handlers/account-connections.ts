import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/** Linked third-party accounts (credit monitoring, banks) are items `CONNECTION#<id>` in the user's collection. */
export const handler = route(routes.accountConnections, async ({ caller }, deps) => {
  const items = await deps.store.listUserItems(caller.id);
  const connections = items
    .filter((i) => typeof i.kind === 'string' && i.kind.startsWith('CONNECTION#'))
    .map((i) => ({ id: String(i.kind).slice('CONNECTION#'.length), provider: String(i.provider ?? 'unknown'), connectedAt: String(i.connectedAt ?? '') }));
  return ok({ connections });
});
