import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { affirmDispute } from '../use-cases/disputes/affirmation.js';
import { affirmDisputeRequest, disputeIdParams } from '../contract/disputes.js';

/** The client affirms what their letters will say in their name, and names the evidence to enclose. */
export const handler = route(disputeRoutes.affirmDispute, { params: disputeIdParams, body: affirmDisputeRequest }, async ({ caller, params, body }, deps) =>
  ok({ dispute: await affirmDispute(deps, caller.id, params.id, body) }),
);
