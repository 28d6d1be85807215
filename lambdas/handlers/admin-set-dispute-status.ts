import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { deskSetStatus } from '../use-cases/disputes/desk.js';
import { setDisputeStatusRequest, staffDisputeParams } from '../contract/disputes.js';

/** pending → in_progress → resolved/rejected, nothing else; audited, the client told. */
export const handler = route(disputeRoutes.adminSetDisputeStatus, { params: staffDisputeParams, body: setDisputeStatusRequest }, async ({ caller, params, body }, deps) =>
  ok({ dispute: await deskSetStatus(deps, caller, params.userId, params.id, body) }),
);
