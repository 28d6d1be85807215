import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { messageRoutes } from '../routes/messages.js';
import { advisorPool } from '../use-cases/advisors/assignment.js';

/** Who takes new Total clients in turn, and who waits for an advisor. */
export const handler = route(messageRoutes.adminAdvisorPool, async (_request, deps) => ok(await advisorPool(deps)));
