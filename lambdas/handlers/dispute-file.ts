import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { fileDispute } from '../use-cases/disputes/disputes.js';
import { fileDisputeRequest } from '../contract/disputes.js';

/** A new dispute from the 'File New Dispute' modal (201); Starter's sixth of the month answers 429, and so does the account's daily quota. */
export const handler = route(disputeRoutes.fileDispute, { body: fileDisputeRequest }, async ({ caller, plan, body }, deps) =>
  created({ dispute: await fileDispute(deps, { id: caller.id, plan }, body) }),
);
