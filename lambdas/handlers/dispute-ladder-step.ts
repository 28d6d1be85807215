import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { takeLadderStep } from '../use-cases/disputes/ladder.js';
import { ladderParams, ladderStepRequest } from '../contract/dispute-ladder.js';

/** The client takes a step of the escalation ladder (the furnisher dispute, the CFPB complaint, the attorney's summary); 409 when it is not open. */
export const handler = route(disputeRoutes.takeDisputeLadderStep, { params: ladderParams, body: ladderStepRequest }, async ({ caller, params, body }, deps) =>
  ok({ dispute: await takeLadderStep(deps, caller.id, params.id, params.step, body) }),
);
