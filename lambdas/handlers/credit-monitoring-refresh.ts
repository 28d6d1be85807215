import { Logger } from '@aws-lambda-powertools/logger';
import { depsFor } from '../adapters/deps.js';
import { DynamoJobRuns } from '../adapters/dynamo/job-runs.js';
import { documentClient } from '../adapters/dynamo/table-client.js';
import { workBatch, type QueueEvent } from '../http/job-batch.js';
import { CREDIT_MONITORING_WORKER } from '../routes/jobs.js';
import { refreshMonitoring } from '../use-cases/credit/refresh-monitoring.js';

const logger = new Logger({ serviceName: CREDIT_MONITORING_WORKER.id });

/**
 * The credit-monitoring job's worker (SQS, one enrolled client per message): refreshes the client's file
 * when their month is up and alerts them to each change. A failed client goes back to the queue until
 * `maxReceiveCount`, then to the dead letters; every outcome is counted on the run.
 */
export const handler = async (event: QueueEvent) => {
  const deps = await depsFor(CREDIT_MONITORING_WORKER);
  const runs = new DynamoJobRuns(documentClient(deps.config), deps.config.tableName);
  return workBatch(event, { runs, maxReceiveCount: CREDIT_MONITORING_WORKER.maxReceiveCount, logger }, async (userId, runId) => {
    const outcome = await refreshMonitoring(deps, userId);
    // Kinds only: no name, account or score in the logs.
    logger.info('credit monitoring item', { runId, ...(outcome.refreshed ? { refreshed: true, changes: outcome.changes } : outcome) });
  });
};
