import type { AdminPingResponse } from '../contract/admin.js';
import { route } from '../http/route.js';
import { ok } from '../http/respond.js';
import { coreRoutes } from '../routes/core.js';

export const handler = route(coreRoutes.adminPing, async ({ caller }, deps) => {
  const body: AdminPingResponse = { ok: true, callerId: caller.id, time: deps.now().toISOString() };
  return ok(body);
});
