import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { deskMarkSent } from '../use-cases/disputes/desk.js';
import { markDisputeSentRequest, staffDisputeParams } from '../contract/disputes.js';

/** The letters to these bureaus were mailed on this date: the FCRA clock starts; audited, the client told. */
export const handler = route(disputeRoutes.adminMarkDisputeSent, { params: staffDisputeParams, body: markDisputeSentRequest }, async ({ caller, params, body }, deps) =>
  ok({ dispute: await deskMarkSent(deps, caller, params.userId, params.id, body) }),
);
