import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { getDispute } from '../use-cases/disputes/disputes.js';
import { disputeIdParams } from '../contract/disputes.js';

/** One of the caller's disputes (another user's id answers 404). */
export const handler = route(disputeRoutes.getDispute, { params: disputeIdParams }, async ({ caller, params }, deps) => ok({ dispute: await getDispute(deps, caller.id, params.id) }));
