import { enqueueJobItem } from '../http/job.js';
import { limitBy } from '../http/rate-limit.js';
import { json } from '../http/respond.js';
import { route } from '../http/route.js';
import { creditRoutes } from '../routes/credit.js';
import { startAnalysis } from '../use-cases/credit/analysis.js';

/** Starts an analysis of the caller's latest credit report: 202 with the run, which the browser polls. */
export const handler = route(creditRoutes.startAnalysis, async ({ caller, plan }, deps) => {
  await limitBy(deps, 'analysisRunAccount', caller.id);
  return json(202, { run: await startAnalysis(deps, { id: caller.id, plan }, (item) => enqueueJobItem('AnalysisRun', item)) });
});
