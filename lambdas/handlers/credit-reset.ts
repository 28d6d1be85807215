import { noContent } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { resetCredit } from '../use-cases/credit/reset.js';

/** Deletes the caller's own credit reports, score history, monitoring enrolment and analyses (their instructions stay). */
export const handler = route(routes.creditReset, async ({ caller }, deps) => {
  await resetCredit(deps, caller.id);
  return noContent();
});
