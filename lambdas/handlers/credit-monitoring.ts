import { jobScheduler } from '../http/job.js';
import { MONITORING_PAGE_SIZE } from '../use-cases/credit/refresh-monitoring.js';

/**
 * The credit-monitoring job's scheduler (daily; `POST /dev/jobs/CreditMonitoring` locally): enqueues every
 * enrolled client, a page at a time under the job's lock; the worker (credit-monitoring-refresh.ts)
 * refreshes those whose month is up and skips the rest.
 */
export const handler = jobScheduler('CreditMonitoring', (deps, _now, after) => deps.creditReports.listMonitored(MONITORING_PAGE_SIZE, after));
