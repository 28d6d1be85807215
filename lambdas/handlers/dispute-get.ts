import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { getDispute } from '../use-cases/disputes/disputes.js';
import { disputeIdParams } from '../contract/disputes.js';

/** One of the caller's disputes (another user's id answers 404). */
export const handler = route(routes.getDispute, { params: disputeIdParams }, async ({ caller, params }, deps) => ok({ dispute: await getDispute(deps, caller.id, params.id) }));
