import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { editLetterWording } from '../use-cases/disputes/letter-wording.js';
import { editLetterWordingRequest, letterWordingParams } from '../contract/letter-wording.js';

/** The advisor rewords a Total client's letter (the body only); the client must approve it before it is produced. Audited. */
export const handler = route(disputeRoutes.adminEditLetterWording, { params: letterWordingParams, body: editLetterWordingRequest }, async ({ caller, params, body }, deps) =>
  ok(await editLetterWording(deps, caller, params.userId, params.id, params.bureau, body)),
);
