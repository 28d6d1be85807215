import { noContent } from '../http/respond.js';
import { route } from '../http/route.js';
import { creditRoutes } from '../routes/credit.js';
import { confirmFinding } from '../use-cases/credit/analysis.js';
import { findingConfirmation } from '../contract/analysis.js';

/** The caller answers a question of their latest analysis (recorded with its wording and time; the next run reads it). */
export const handler = route(creditRoutes.confirmFinding, { body: findingConfirmation }, async ({ caller, body }, deps) => {
  await confirmFinding(deps, caller.id, body);
  return noContent();
});
