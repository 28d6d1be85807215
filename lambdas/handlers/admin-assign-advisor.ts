import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { assignAdvisor } from '../use-cases/disputes/desk.js';

/** A current employee or admin becomes the client's advisor (null removes it); audited, the client told. */
export const handler = route(routes.adminAssignAdvisor, async ({ caller, params, body }, deps) =>
  ok(await assignAdvisor(deps, caller, params.userId, body.advisorId)),
);
