import { quotaMessages } from '../contract/messages.js';
import { limitBy } from '../http/rate-limit.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { addDisputeInformation } from '../use-cases/disputes/disputes.js';
import { addDisputeInformationRequest, disputeIdParams } from '../contract/disputes.js';

/** Information the client adds to one of their disputes (counted against the account's daily quota); open investigations get 45 days. */
export const handler = route(disputeRoutes.addDisputeInformation, { params: disputeIdParams, body: addDisputeInformationRequest }, async ({ caller, params, body }, deps) => {
  await limitBy(deps, 'disputeInfoAccount', caller.id, quotaMessages.disputeInformation);
  return ok({ dispute: await addDisputeInformation(deps, caller.id, params.id, body.text) });
});
