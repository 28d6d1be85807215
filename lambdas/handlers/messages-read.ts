import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { messageRoutes } from '../routes/messages.js';
import { clientRead } from '../use-cases/messages/secure-messages.js';

/** The client's read receipt on their thread. */
export const handler = route(messageRoutes.messagesRead, async ({ caller }, deps) => ok(await clientRead(deps, caller)));
