import { publicMessages } from '../contract/messages.js';
import { supportRequestBody } from '../contract/public.js';
import { limitBy, limitBySource } from '../http/rate-limit.js';
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/** Saves the chat widget's opening form (name, email, question) for the support team; id and time are the server's. */
export const handler = route(routes.createSupportRequest, { body: supportRequestBody }, async ({ body, event }, deps) => {
  await limitBySource(deps, 'supportRequest', event);
  await limitBy(deps, 'supportRequestEmail', body.email);
  const request = { id: deps.newId(), createdAt: deps.now().toISOString(), ...body };
  await deps.publicStore.putSupportRequest(request);
  return created({ id: request.id, createdAt: request.createdAt, message: publicMessages.supportRequestReceived });
});
