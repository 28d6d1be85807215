import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { clientRead } from '../use-cases/messages/secure-messages.js';

/** The client's read receipt on their thread. */
export const handler = route(routes.messagesRead, async ({ caller }, deps) => ok(await clientRead(deps, caller)));
