import type { AdminPingResponse } from '../contract/admin.js';
import { route } from '../http/route.js';
import { ok } from '../http/respond.js';
import { routes } from '../routes.js';

export const handler = route(routes.adminPing, async ({ caller }, deps) => {
  const body: AdminPingResponse = { ok: true, callerId: caller.id, time: deps.now().toISOString() };
  return ok(body);
});
