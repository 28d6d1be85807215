import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { disputeDrafts } from '../use-cases/disputes/letters.js';
import { disputeIdParams } from '../contract/disputes.js';

/** The client's own creditor and goodwill letters as text to edit and send themselves (never sent by us). */
export const handler = route(disputeRoutes.disputeDrafts, { params: disputeIdParams }, async ({ caller, params }, deps) => ok(await disputeDrafts(deps, caller.id, params.id)));
