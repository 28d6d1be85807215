import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { clientLetter } from '../use-cases/disputes/letters.js';
import { letterParams, letterQuery } from '../contract/letters.js';

/** The client's letter to one bureau (`?kind=verification`: the method-of-verification request), frozen on the first call; the browser renders the PDF. */
export const handler = route(disputeRoutes.disputeLetter, { params: letterParams, query: letterQuery }, async ({ caller, params, query }, deps) =>
  ok(await clientLetter(deps, caller.id, params.id, params.bureau, query.kind)),
);
