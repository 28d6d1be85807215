import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { messageRoutes } from '../routes/messages.js';
import { staffRead } from '../use-cases/messages/secure-messages.js';
import { clientThreadParams } from '../contract/secure-messages.js';

/** Staff's read receipt on a client's thread. */
export const handler = route(messageRoutes.adminMessagesRead, { params: clientThreadParams }, async ({ caller, params }, deps) => ok(await staffRead(deps, caller, params.userId)));
