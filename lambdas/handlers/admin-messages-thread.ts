import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { messageRoutes } from '../routes/messages.js';
import { staffThread } from '../use-cases/messages/staff-thread.js';
import { clientThreadParams, threadQuery } from '../contract/secure-messages.js';

/** A client's thread with their one-page view beside it; an employee reaches only the clients they advise. */
export const handler = route(messageRoutes.adminMessagesThread, { params: clientThreadParams, query: threadQuery }, async ({ caller, params, query }, deps) =>
  ok(await staffThread(deps, caller, params.userId, query.cursor)),
);
