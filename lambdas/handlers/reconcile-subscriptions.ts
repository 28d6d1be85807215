import { jobScheduler } from '../http/job.js';

/**
 * The reconciliation job's scheduler (EventBridge hourly in AWS; `POST /dev/jobs/ReconcileSubscriptions`
 * locally): enqueues every subscription that can drift from Stripe (the watch listing, 100 per page);
 * reconcile-subscription.ts reconciles each.
 */
export const handler = jobScheduler('ReconcileSubscriptions', (deps, now, after) => deps.subscriptions.listDriftCandidates(now, 100, after));
