import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { approveLetterWording } from '../use-cases/disputes/letter-wording.js';
import { approveLetterWordingRequest, letterApprovalParams } from '../contract/letter-wording.js';

/** The client approves the wording their advisor revised, as they read it; only then is the letter produced. Audited. */
export const handler = route(disputeRoutes.approveLetterWording, { params: letterApprovalParams, body: approveLetterWordingRequest }, async ({ caller, params, body }, deps) =>
  ok({ dispute: await approveLetterWording(deps, caller, params.id, params.bureau, body.revision) }),
);
