import { Logger } from '@aws-lambda-powertools/logger';
import { depsFor } from '../adapters/deps.js';
import { jobs } from '../routes/jobs.js';
import { reconcileAll } from '../use-cases/billing/reconcile.js';

const job = jobs.find((j) => j.id === 'ReconcileSubscriptions')!;
const logger = new Logger({ serviceName: job.id });

/**
 * Scheduled job (EventBridge hourly in AWS; `POST /dev/jobs/ReconcileSubscriptions` locally): compares
 * every stored subscription with Stripe, repairs drift both ways (a missed webhook must not leave a
 * paying user without access, nor a cancelled one with it) and reports what it changed.
 */
export const handler = async () => {
  const report = await reconcileAll(await depsFor(job), logger);
  logger.info('reconciliation finished', { checked: report.checked, repaired: report.repaired, failed: report.failed.length });
  return report;
};
