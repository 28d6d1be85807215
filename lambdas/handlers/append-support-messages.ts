import { limitBySource } from '../http/rate-limit.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { appendSupportMessages } from '../use-cases/support/conversation.js';

/** Appends the chat's later messages to a support request, with the token its create call returned. */
export const handler = route(routes.appendSupportMessages, async ({ params, body, event }, deps) => {
  await limitBySource(deps, 'supportMessages', event);
  return ok(await appendSupportMessages(deps, params.id, body));
});
