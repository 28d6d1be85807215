import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { deskRecordReceipt } from '../use-cases/disputes/desk.js';
import { recordDisputeReceiptRequest, staffDisputeParams } from '../contract/disputes.js';

/** The day the tracking shows a bureau received the letter (the FCRA clock runs from it); audited, the client told. */
export const handler = route(disputeRoutes.adminRecordDisputeReceipt, { params: staffDisputeParams, body: recordDisputeReceiptRequest }, async ({ caller, params, body }, deps) =>
  ok({ dispute: await deskRecordReceipt(deps, caller, params.userId, params.id, body) }),
);
