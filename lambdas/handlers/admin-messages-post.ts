import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { messageRoutes } from '../routes/messages.js';
import { staffPost } from '../use-cases/messages/secure-messages.js';
import { clientThreadParams, postMessageRequest } from '../contract/secure-messages.js';

/** The advisor (or an admin) answers a client. */
export const handler = route(messageRoutes.adminMessagesPost, { params: clientThreadParams, body: postMessageRequest }, async ({ caller, params, body }, deps) =>
  created({ message: await staffPost(deps, caller, params.userId, body) }),
);
