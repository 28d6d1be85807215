
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { messageRoutes } from '../routes/messages.js';
import { clientThread } from '../use-cases/messages/secure-messages.js';
import { threadQuery } from '../contract/secure-messages.js';

/** The caller's own secure-message thread with their advisor, the newest page. */
export const handler = route(messageRoutes.messagesThread, { query: threadQuery }, async ({ caller, query }, deps) => ok(await clientThread(deps, caller, query.cursor)));
