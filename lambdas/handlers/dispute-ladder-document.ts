import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { ladderDocument } from '../use-cases/disputes/ladder.js';
import { ladderParams } from '../contract/dispute-ladder.js';

/** The letter or packet of a ladder step the client took, as structured text; the browser renders the PDF. */
export const handler = route(disputeRoutes.disputeLadderDocument, { params: ladderParams }, async ({ caller, params }, deps) => ok(await ladderDocument(deps, caller.id, params.id, params.step)));
