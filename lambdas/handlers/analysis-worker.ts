import { jobWorker } from '../http/job.js';
import { runAnalysis } from '../use-cases/credit/analysis.js';

/** The AnalysisRun job's worker (SQS): one analysis run, its progress written stage by stage. */
export const handler = jobWorker('AnalysisRun', async (deps, item, _logger, attempt) => {
  await runAnalysis(deps, item, attempt);
});
