import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { deskMarkSupplementSent } from '../use-cases/disputes/desk.js';
import { markSupplementSentRequest, staffDisputeParams } from '../contract/disputes.js';

/** The supplemental letters with the client's added information were mailed (45 days within the 30); audited, the client told. */
export const handler = route(disputeRoutes.adminMarkSupplementSent, { params: staffDisputeParams, body: markSupplementSentRequest }, async ({ caller, params, body }, deps) =>
  ok({ dispute: await deskMarkSupplementSent(deps, caller, params.userId, params.id, body) }),
);
