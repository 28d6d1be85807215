import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { deskGet } from '../use-cases/disputes/desk.js';
import { staffDisputeParams } from '../contract/disputes.js';

/** One client's dispute as the desk sees it; each opening is audit-logged. */
export const handler = route(disputeRoutes.adminGetDispute, { params: staffDisputeParams }, async ({ caller, params }, deps) =>
  ok({ dispute: await deskGet(deps, caller, params.userId, params.id) }),
);
