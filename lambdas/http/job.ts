/**
 * The jobs' counterpart of route.ts: the two halves of a fan-out job (routes/types.ts `JobDef.worker`).
 * `jobScheduler` lists the items under the job's lock and enqueues them with a checkpoint
 * (use-cases/jobs/fan-out.ts); `jobWorker` takes SQS records, works each item and reports the failed
 * ones back (`batchItemFailures`) so the queue delivers them again until they are dead-lettered.
 * Failures are logged with the run, the item and the attempt, and counted on the run record.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import { depsFor, type Deps } from '../composition/deps.js';
import { DynamoJobRuns } from '../adapters/dynamo/job-runs.js';
import { documentClient } from '../adapters/dynamo/table-client.js';
import { jobQueue, parseJobMessage } from '../adapters/job-queue.js';
import type { JobRuns } from '../ports/jobs.js';
import { jobs } from '../routes/jobs.js';
import { WORKER_DEFAULTS, type JobDef, type JobWorkerDef } from '../routes/types.js';
import { fanOut, workItem, type FanOutResult } from '../use-cases/jobs/fan-out.js';

/** What the worker reads of an SQS event (the local queue hands it the same). */
export interface JobEvent {
  Records: (Pick<SQSRecord, 'messageId' | 'body'> & { attributes: Pick<SQSRecord['attributes'], 'ApproximateReceiveCount'> })[];
}

type Page = { items: readonly string[]; next?: Record<string, unknown> };

/** One run store per deps (so per warm function), not a new DynamoDB client and connection pool per invocation. */
const runStores = new WeakMap<Deps, JobRuns>();
const runsFor = (deps: Deps): JobRuns => {
  let runs = runStores.get(deps);
  if (!runs) runStores.set(deps, (runs = new DynamoJobRuns(documentClient(deps.config), deps.config.tableName)));
  return runs;
};

function fanOutJob(id: string): JobDef & { worker: JobWorkerDef } {
  const job = jobs.find((j) => j.id === id);
  if (!job?.worker) throw new Error(`${id} is not a fan-out job of routes/jobs.ts`);
  return job as JobDef & { worker: JobWorkerDef };
}

/** A fan-out job's scheduler handler: `list` gives one page of item ids after a cursor, as of the run's start. */
/** The job's own queue, for a route that starts an on-demand job (one with a worker and no schedule). */
export const enqueueJobItem = (jobId: string, item: string) => jobQueue(fanOutJob(jobId).id).send([{ jobId, runId: item, item }]);

export function jobScheduler(jobId: string, list: (deps: Deps, now: Date, after: Record<string, unknown> | undefined) => Promise<Page>) {
  const job = fanOutJob(jobId);
  // Made on the first run, not at import (cold import is measured).
  let logger: Logger | undefined;
  return async (): Promise<FanOutResult> => {
    logger ??= new Logger({ serviceName: job.id });
    const deps = await depsFor(job);
    const startedAt = deps.now();
    const result = await fanOut({ runs: runsFor(deps), queue: jobQueue(job.id), now: deps.now }, { id: job.id, leaseSeconds: job.timeout ?? 60 }, (after) =>
      list(deps, startedAt, after),
    );
    logger.info('job items enqueued', { ...result });
    return result;
  };
}

/** A fan-out job's worker handler: `work` handles one item; what it throws sends the item back to the queue. */
export function jobWorker(jobId: string, work: (deps: Deps, item: string, logger: Logger, attempt: { number: number; last: boolean }) => Promise<void>) {
  const job = fanOutJob(jobId);
  const maxReceiveCount = job.worker.maxReceiveCount ?? WORKER_DEFAULTS.maxReceiveCount;
  let shared: Logger | undefined;
  return async (event: JobEvent): Promise<SQSBatchResponse> => {
    const logger = (shared ??= new Logger({ serviceName: job.worker.id }));
    const deps = await depsFor(job.worker);
    const runs = runsFor(deps);
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      const message = parseJobMessage(record.body);
      const attempt = Number(record.attributes.ApproximateReceiveCount);
      try {
        await workItem(runs, message, attempt, maxReceiveCount, (item) => work(deps, item, logger, { number: attempt, last: attempt >= maxReceiveCount }));
      } catch (error) {
        // Not swallowed: the item goes back to the queue, and after maxReceiveCount to the dead letters (with an alarm).
        logger.error('job item failed', {
          runId: message.runId,
          item: message.item,
          attempt,
          deadLettered: attempt >= maxReceiveCount,
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}
