import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { listDisputes } from '../use-cases/disputes/disputes.js';

/** The caller's disputes, newest first, and this month's use of the plan's limit. */
export const handler = route(disputeRoutes.listDisputes, async ({ caller, plan }, deps) => ok(await listDisputes(deps, { id: caller.id, plan })));
