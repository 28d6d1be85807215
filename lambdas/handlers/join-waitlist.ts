import { publicMessages } from '../contract/messages.js';
import { limitBy, limitBySource } from '../http/rate-limit.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { publicSiteRoutes } from '../routes/public-site.js';
import { joinWaitlist } from '../use-cases/support/forms.js';
import { waitlistRequest } from '../contract/public.js';

/** Joins the Business Credit launch list. A repeat signup answers the same and adds nothing (no duplicate, no enumeration). */
export const handler = route(publicSiteRoutes.joinWaitlist, { body: waitlistRequest }, async ({ body, event }, deps) => {
  await limitBySource(deps, 'waitlist', event);
  await limitBy(deps, 'waitlistEmail', body.email);
  await joinWaitlist(deps, body.email);
  return ok({ message: publicMessages.waitlistJoined });
});
