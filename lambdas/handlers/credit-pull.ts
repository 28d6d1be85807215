import { clientAddress } from '../http/origin.js';
import { limitBy } from '../http/rate-limit.js';
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { creditRoutes } from '../routes/credit.js';
import { authorizePull } from '../use-cases/credit/authorize-pull.js';
import { creditPullRequest } from '../contract/credit.js';

/** The client's written instruction, then the soft pull of their three bureau files (201 with the new report); a valid request counts against the account's daily pulls. */
export const handler = route(creditRoutes.creditPull, { body: creditPullRequest }, async ({ caller, body, event }, deps) => {
  await limitBy(deps, 'creditPullAccount', caller.id);
  const report = await authorizePull(deps, caller.id, body, { ip: await clientAddress(event), userAgent: event.requestContext.http.userAgent ?? '' });
  return created({ report });
});
