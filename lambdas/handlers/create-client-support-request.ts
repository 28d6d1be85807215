import { publicMessages } from '../contract/messages.js';
import { limitBy } from '../http/rate-limit.js';
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { publicSiteRoutes } from '../routes/public-site.js';
import { openClientSupportRequest } from '../use-cases/support/conversation.js';
import { supportRequestBody } from '../contract/public.js';

/** A signed-in client's chat opening form: saved with their plan, so priority plans sort first with their response target. */
export const handler = route(publicSiteRoutes.createClientSupportRequest, { body: supportRequestBody }, async ({ body, caller }, deps) => {
  await limitBy(deps, 'supportRequestEmail', caller.email);
  const request = await openClientSupportRequest(deps, caller, body);
  return created({ ...request, message: publicMessages.supportRequestReceived });
});
