import type { z } from 'zod';
import type { teamResponse } from '../contract/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { adminRoutes } from '../routes/admin.js';
import { listTeam } from '../use-cases/staff/listings.js';

/** The Team tab: every employee and admin, newest first. */
export const handler = route(adminRoutes.adminTeam, async (_input, deps) => {
  const body: z.infer<typeof teamResponse> = { items: await listTeam(deps) };
  return ok(body);
});
