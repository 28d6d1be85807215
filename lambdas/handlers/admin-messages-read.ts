import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { staffRead } from '../use-cases/messages/secure-messages.js';
import { clientThreadParams } from '../contract/secure-messages.js';

/** Staff's read receipt on a client's thread. */
export const handler = route(routes.adminMessagesRead, { params: clientThreadParams }, async ({ caller, params }, deps) => ok(await staffRead(deps, caller, params.userId)));
