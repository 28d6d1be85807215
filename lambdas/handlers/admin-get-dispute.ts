import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { deskGet } from '../use-cases/disputes/desk.js';
import { staffDisputeParams } from '../contract/disputes.js';

/** One client's dispute as the desk sees it; each opening is audit-logged. */
export const handler = route(routes.adminGetDispute, { params: staffDisputeParams }, async ({ caller, params }, deps) =>
  ok({ dispute: await deskGet(deps, caller, params.userId, params.id) }),
);
