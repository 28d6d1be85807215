import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { deskRecordReinsertionNotice } from '../use-cases/disputes/desk.js';
import { recordReinsertionNoticeRequest, staffDisputeParams } from '../contract/disputes.js';

/** The date of a bureau's notice that it reinserted an item; audited. */
export const handler = route(disputeRoutes.adminRecordReinsertionNotice, { params: staffDisputeParams, body: recordReinsertionNoticeRequest }, async ({ caller, params, body }, deps) =>
  ok({ dispute: await deskRecordReinsertionNotice(deps, caller, params.userId, params.id, body) }),
);
