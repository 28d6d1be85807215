import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { deskRecordResult } from '../use-cases/disputes/desk.js';

/** One bureau's answer and the notes; audited, the client told. */
export const handler = route(routes.adminRecordDisputeResult, async ({ caller, params, body }, deps) =>
  ok({ dispute: await deskRecordResult(deps, caller, params.userId, params.id, body) }),
);
