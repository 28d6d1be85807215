import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { staffLetterWording } from '../use-cases/disputes/letter-wording.js';
import { letterWordingParams } from '../contract/letter-wording.js';

/** The advisor's editor of a Total client's letter: the generated body and the current rewording; audited. */
export const handler = route(disputeRoutes.adminLetterWording, { params: letterWordingParams }, async ({ caller, params }, deps) =>
  ok(await staffLetterWording(deps, caller, params.userId, params.id, params.bureau)),
);
