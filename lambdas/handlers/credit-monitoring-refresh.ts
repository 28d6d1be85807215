import { jobWorker } from '../http/job.js';
import { refreshMonitoring } from '../use-cases/credit/refresh-monitoring.js';

/**
 * The credit-monitoring job's worker (SQS, one enrolled client per message): refreshes the client's file
 * when their month is up and alerts them to each change. A failed client goes back to the queue until
 * the worker's `maxReceiveCount`, then to the dead letters; every outcome is counted on the run.
 */
export const handler = jobWorker('CreditMonitoring', async (deps, userId, logger) => {
  const outcome = await refreshMonitoring(deps, userId);
  // Kinds only: no name, account or score in the logs.
  logger.info('credit monitoring item', outcome.refreshed ? { refreshed: true, changes: outcome.changes } : outcome);
});
