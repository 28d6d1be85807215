
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { messageRoutes } from '../routes/messages.js';
import { clientPost } from '../use-cases/messages/secure-messages.js';
import { postMessageRequest } from '../contract/secure-messages.js';

/** The client writes to their advisor. */
export const handler = route(messageRoutes.messagesPost, { body: postMessageRequest }, async ({ caller, body }, deps) => created({ message: await clientPost(deps, caller, body) }));
