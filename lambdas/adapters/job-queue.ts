import { PublishBatchCommand, SNSClient } from '@aws-sdk/client-sns';
import type { JobMessage, JobQueue } from '../ports/jobs.js';

/**
 * In AWS a job's scheduler publishes to the job's SNS topic, which delivers each message (raw) to the
 * job's SQS queue; its worker Lambda consumes the queue, and the queue dead-letters a message after
 * the job's maxReceiveCount (lib/jobs.ts). 10 messages per PublishBatch call.
 */
export class SnsJobQueue implements JobQueue {
  private readonly client: SNSClient;

  constructor(
    region: string,
    private readonly topicArn: string,
  ) {
    this.client = new SNSClient({ region });
  }

  async send(messages: readonly JobMessage[]): Promise<void> {
    for (let i = 0; i < messages.length; i += 10) {
      const batch = messages.slice(i, i + 10);
      const out = await this.client.send(
        new PublishBatchCommand({
          TopicArn: this.topicArn,
          PublishBatchRequestEntries: batch.map((message, n) => ({ Id: String(n), Message: JSON.stringify(message) })),
        }),
      );
      if (out.Failed?.length) throw new Error(`${out.Failed.length} job messages were not published: ${out.Failed.map((f) => f.Code).join(', ')}`);
    }
  }
}

let localQueues: ((jobId: string) => JobQueue) | undefined;

/** The local stack installs its in-process queues (lib/local/job-queue.ts) here. */
export function useLocalJobQueues(factory: ((jobId: string) => JobQueue) | undefined): void {
  localQueues = factory;
}

/** The queue of a job: its SNS topic in AWS (JOB_TOPIC_ARN), the in-process queue locally. */
export function jobQueue(jobId: string, env: Record<string, string | undefined> = process.env): JobQueue {
  if (env.JOB_TOPIC_ARN) return new SnsJobQueue(env.AWS_REGION ?? 'us-east-1', env.JOB_TOPIC_ARN);
  if (localQueues) return localQueues(jobId);
  throw new Error(`no queue for job ${jobId}: JOB_TOPIC_ARN is not set and no local queue is installed`);
}

/** Parses a queue message body (SNS raw delivery: the published JSON). */
export function parseJobMessage(body: string): JobMessage {
  const parsed = JSON.parse(body) as Partial<JobMessage>;
  if (typeof parsed.jobId !== 'string' || typeof parsed.runId !== 'string' || typeof parsed.item !== 'string') throw new Error('not a job message');
  return parsed as JobMessage;
}
