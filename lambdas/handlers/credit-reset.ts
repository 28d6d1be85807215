import { noContent } from '../http/respond.js';
import { route } from '../http/route.js';
import { creditRoutes } from '../routes/credit.js';
import { resetCredit } from '../use-cases/credit/reset.js';

/** Deletes the caller's own credit reports, score history, monitoring enrolment and analyses (their instructions stay). */
export const handler = route(creditRoutes.creditReset, async ({ caller }, deps) => {
  await resetCredit(deps, caller.id);
  return noContent();
});
