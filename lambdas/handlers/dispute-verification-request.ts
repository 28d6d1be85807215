import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { requestVerification } from '../use-cases/disputes/disputes.js';
import { disputeIdParams, verificationRequest } from '../contract/disputes.js';

/** The client asks a bureau that answered "verified" for its method of verification (FCRA §611(a)(7)); 409 otherwise. */
export const handler = route(disputeRoutes.requestDisputeVerification, { params: disputeIdParams, body: verificationRequest }, async ({ caller, params, body }, deps) =>
  ok({ dispute: await requestVerification(deps, caller.id, params.id, body.bureau) }),
);
