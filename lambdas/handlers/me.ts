import type { MeResponse } from '../contract/me.js';
import { DEFAULT_NOTIFICATION_PREFERENCES, foldersReady } from '../domain/users.js';
import { route } from '../http/route.js';
import { ok } from '../http/respond.js';
import { routes } from '../routes.js';

export const handler = route(routes.me, async ({ caller }, deps) => {
  const [user, client] = await Promise.all([deps.store.getUser(caller.id), deps.store.getClient(caller.id)]);
  const me: MeResponse = {
    id: caller.id,
    email: user?.email ?? caller.email,
    name: user?.fullName ?? caller.name,
    groups: caller.groups,
    createdAt: user?.createdAt ?? null,
    foldersReady: client ? foldersReady(client) : null,
    notificationPreferences: user?.notificationPreferences ?? DEFAULT_NOTIFICATION_PREFERENCES,
  };
  return ok(me);
});
