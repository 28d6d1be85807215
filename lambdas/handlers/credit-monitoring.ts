import { Logger } from '@aws-lambda-powertools/logger';
import { depsFor } from '../adapters/deps.js';
import { DynamoJobRuns } from '../adapters/dynamo/job-runs.js';
import { documentClient } from '../adapters/dynamo/table-client.js';
import { jobQueue } from '../adapters/job-queue.js';
import { jobs } from '../routes/jobs.js';
import { fanOut } from '../use-cases/jobs/fan-out.js';
import { MONITORING_PAGE_SIZE } from '../use-cases/credit/refresh-monitoring.js';

const job = jobs.find((j) => j.id === 'CreditMonitoring')!;
const logger = new Logger({ serviceName: job.id });

/**
 * The credit-monitoring job's scheduler (daily; `POST /dev/jobs/CreditMonitoring` locally): enqueues every
 * enrolled client, a page at a time under the job's lock; the worker (credit-monitoring-refresh.ts)
 * refreshes those whose month is up and skips the rest.
 */
export const handler = async () => {
  const deps = await depsFor(job);
  const runs = new DynamoJobRuns(documentClient(deps.config), deps.config.tableName);
  const result = await fanOut({ runs, queue: jobQueue(job.id), now: deps.now }, { id: job.id, leaseSeconds: job.timeout ?? 60 }, (after) =>
    deps.creditReports.listMonitored(MONITORING_PAGE_SIZE, after),
  );
  logger.info('credit monitoring enqueued', { ...result });
  return result;
};
