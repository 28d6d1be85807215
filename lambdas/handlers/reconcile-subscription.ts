import { jobWorker } from '../http/job.js';
import { reconcileSubscription } from '../use-cases/billing/reconcile.js';

/**
 * The reconciliation job's worker (SQS): compares one stored subscription with Stripe and repairs
 * drift both ways (a missed webhook must not leave a paying user without access, nor a cancelled one
 * with it).
 */
export const handler = jobWorker('ReconcileSubscriptions', async (deps, userId, logger) => {
  await reconcileSubscription(deps, userId, logger);
});
