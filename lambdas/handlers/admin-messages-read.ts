import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { staffRead } from '../use-cases/messages/secure-messages.js';

/** Staff's read receipt on a client's thread. */
export const handler = route(routes.adminMessagesRead, async ({ caller, params }, deps) => ok(await staffRead(deps, caller, params.userId)));
