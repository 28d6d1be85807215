import type { MeResponse } from '../contract/me.js';
import { route } from '../http/route.js';
import { ok } from '../http/respond.js';
import { routes } from '../routes.js';

export const handler = route(routes.me, async ({ caller }, deps) => {
  const user = await deps.store.getUser(caller.id);
  const me: MeResponse = {
    id: caller.id,
    email: user?.email ?? caller.email,
    name: user?.fullName ?? caller.name,
    groups: caller.groups,
    createdAt: user?.createdAt ?? null,
  };
  return ok(me);
});
