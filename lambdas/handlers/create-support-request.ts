import { publicMessages } from '../contract/messages.js';
import { limitBy, limitBySource } from '../http/rate-limit.js';
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { publicSiteRoutes } from '../routes/public-site.js';
import { openSupportRequest } from '../use-cases/support/conversation.js';
import { supportRequestBody } from '../contract/public.js';

/** Saves the chat widget's opening form for the support team, with a token to append the rest (use-cases/support/conversation.ts). */
export const handler = route(publicSiteRoutes.createSupportRequest, { body: supportRequestBody }, async ({ body, event }, deps) => {
  await limitBySource(deps, 'supportRequest', event);
  await limitBy(deps, 'supportRequestEmail', body.email);
  const request = await openSupportRequest(deps, body);
  return created({ ...request, message: publicMessages.supportRequestReceived });
});
