import { limitBySource } from '../http/rate-limit.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { publicSiteRoutes } from '../routes/public-site.js';
import { appendSupportMessages } from '../use-cases/support/conversation.js';
import { supportMessagesBody, supportRequestParams } from '../contract/public.js';

/** Appends the chat's later messages to a support request, with the token its create call returned. */
export const handler = route(publicSiteRoutes.appendSupportMessages, { params: supportRequestParams, body: supportMessagesBody }, async ({ params, body, event }, deps) => {
  await limitBySource(deps, 'supportMessages', event);
  return ok(await appendSupportMessages(deps, params.id, body));
});
