import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { staffLetter } from '../use-cases/disputes/letters.js';
import { letterQuery, staffLetterParams } from '../contract/letters.js';

/** The desk's copy of a client's letter to mail it (the same frozen content the client gets); audited. */
export const handler = route(disputeRoutes.adminDisputeLetter, { params: staffLetterParams, query: letterQuery }, async ({ caller, params, query }, deps) =>
  ok(await staffLetter(deps, caller, params.userId, params.id, params.bureau, query.kind)),
);
