import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { reassignAdvisor } from '../use-cases/advisors/reassign.js';
import { userIdParams } from '../contract/admin.js';
import { assignAdvisorRequest } from '../contract/disputes.js';

/** A current employee or admin becomes the client's advisor (null removes it); audited, the client told; their messages follow. */
export const handler = route(disputeRoutes.adminAssignAdvisor, { params: userIdParams, body: assignAdvisorRequest }, async ({ caller, params, body }, deps) =>
  ok(await reassignAdvisor(deps, caller, params.userId, body.advisorId)),
);
