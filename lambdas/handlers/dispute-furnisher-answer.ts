import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { disputeRoutes } from '../routes/disputes.js';
import { recordFurnisherAnswer } from '../use-cases/disputes/ladder.js';
import { furnisherAnswerParams, furnisherAnswerRequest } from '../contract/dispute-ladder.js';

/** The client records what the creditor answered their direct dispute; recorded again, it replaces the earlier answer. */
export const handler = route(disputeRoutes.recordFurnisherAnswer, { params: furnisherAnswerParams, body: furnisherAnswerRequest }, async ({ caller, params, body }, deps) =>
  ok({ dispute: await recordFurnisherAnswer(deps, caller.id, params.id, body) }),
);
