import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { JobMessage, JobQueue } from '../ports/jobs.js';

/**
 * In AWS a job's scheduler sends to the job's SQS queue; its worker Lambda consumes the queue, and
 * the queue dead-letters a message after the job's maxReceiveCount (lib/jobs.ts). 10 messages per
 * SendMessageBatch call (SQS's limit).
 */
export class SqsJobQueue implements JobQueue {
  private readonly client: SQSClient;

  constructor(
    region: string,
    private readonly queueUrl: string,
  ) {
    this.client = new SQSClient({ region });
  }

  async send(messages: readonly JobMessage[]): Promise<void> {
    for (let i = 0; i < messages.length; i += 10) {
      const batch = messages.slice(i, i + 10);
      const out = await this.client.send(
        new SendMessageBatchCommand({
          QueueUrl: this.queueUrl,
          Entries: batch.map((message, n) => ({ Id: String(n), MessageBody: JSON.stringify(message) })),
        }),
      );
      if (out.Failed?.length) throw new Error(`${out.Failed.length} job messages were not sent: ${out.Failed.map((f) => f.Code).join(', ')}`);
    }
  }
}

let localQueues: ((jobId: string) => JobQueue | undefined) | undefined;

/** The local stack installs its in-process queues (lib/local/job-queue.ts) here. */
export function useLocalJobQueues(factory: ((jobId: string) => JobQueue | undefined) | undefined): void {
  localQueues = factory;
}

/** The environment variable lib/jobs.ts sets to a job's queue URL on the functions that enqueue to it. */
export const jobQueueVariable = (jobId: string) => `JOB_QUEUE_URL_${jobId}`;

/** The queue of a job: its SQS queue in AWS (JOB_QUEUE_URL_<jobId>), the in-process queue locally. */
export function jobQueue(jobId: string, env: Record<string, string | undefined> = process.env): JobQueue {
  const url = env[jobQueueVariable(jobId)];
  if (url) return new SqsJobQueue(env.AWS_REGION ?? 'us-east-1', url);
  const local = localQueues?.(jobId);
  if (local) return local;
  throw new Error(`no queue for job ${jobId}: ${jobQueueVariable(jobId)} is not set and no local queue is installed`);
}

/** Parses a queue message body (the sent JSON). */
export function parseJobMessage(body: string): JobMessage {
  const parsed = JSON.parse(body) as Partial<JobMessage>;
  if (typeof parsed.jobId !== 'string' || typeof parsed.runId !== 'string' || typeof parsed.item !== 'string') throw new Error('not a job message');
  return parsed as JobMessage;
}
