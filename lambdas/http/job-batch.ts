/**
 * The worker half of a fan-out job, for an SQS batch (what http/route.ts is to routes): each record's item
 * is worked through `workItem` (counted on the run); a failed one is logged and reported back in
 * `batchItemFailures`, so the queue delivers it again until `maxReceiveCount`, then dead-letters it.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import { parseJobMessage } from '../adapters/job-queue.js';
import type { JobRuns } from '../ports/jobs.js';
import { workItem } from '../use-cases/jobs/fan-out.js';

/** What a worker reads of an SQS event (the local queue, lib/local/job-queue.ts, delivers the same fields). */
export type QueueEvent = { Records: (Pick<SQSRecord, 'messageId' | 'body'> & { attributes: Pick<SQSRecord['attributes'], 'ApproximateReceiveCount'> })[] };

export async function workBatch(
  event: QueueEvent,
  options: { runs: JobRuns; maxReceiveCount: number; logger: Logger },
  work: (item: string, runId: string) => Promise<void>,
): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const message = parseJobMessage(record.body);
    const attempt = Number(record.attributes.ApproximateReceiveCount);
    try {
      await workItem(options.runs, message, attempt, options.maxReceiveCount, (item) => work(item, message.runId));
    } catch (error) {
      options.logger.error('job item failed', {
        runId: message.runId,
        attempt,
        deadLettered: attempt >= options.maxReceiveCount,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
