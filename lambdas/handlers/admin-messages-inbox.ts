import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { messageRoutes } from '../routes/messages.js';
import { staffInbox } from '../use-cases/messages/secure-messages.js';
import { inboxQuery } from '../contract/secure-messages.js';

/** The advisor's inbox: waiting threads first, priority plans first, the oldest wait first (a Query). */
export const handler = route(messageRoutes.adminMessagesInbox, { query: inboxQuery }, async ({ caller, query }, deps) => ok(await staffInbox(deps, caller, query)));
