import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { deskRecordResult } from '../use-cases/disputes/desk.js';
import { recordDisputeResultRequest, staffDisputeParams } from '../contract/disputes.js';

/** One bureau's answer and the notes; audited, the client told. */
export const handler = route(disputeRoutes.adminRecordDisputeResult, { params: staffDisputeParams, body: recordDisputeResultRequest }, async ({ caller, params, body }, deps) =>
  ok({ dispute: await deskRecordResult(deps, caller, params.userId, params.id, body) }),
);
