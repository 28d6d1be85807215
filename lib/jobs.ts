import { Duration, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { jobQueueVariable } from '../lambdas/adapters/job-queue.js';
import type { JobDef } from '../lambdas/routes.js';
import { WORKER_DEFAULTS } from '../lambdas/routes/types.js';
import { HouseFunction, type Resources } from './function.js';

/** The queue half of a fan-out job: the items' queue, its worker and the items it gave up on. */
export interface JobItemResources {
  worker: lambda.IFunction;
  queue: sqs.IQueue;
  deadLetters: sqs.IQueue;
}

/** What the alarms watch of a job. */
export interface JobResources {
  id: string;
  /** The job's function (a fan-out job's scheduler); none for an on-demand job. */
  fn?: lambda.IFunction;
  /** The EventBridge rule that starts it; none for a job only ever enqueued to. */
  rule?: events.IRule;
  /** Events EventBridge could not deliver to the function (with a rule). */
  deadLetters?: sqs.IQueue;
  items?: JobItemResources;
}

/** How long SQS hides a message being worked: six times the worker's timeout, as AWS advises for Lambda event sources. */
export const visibilityTimeoutFor = (workerTimeout: number) => Duration.seconds(6 * workerTimeout);

const queueProps = { enforceSSL: true, encryption: sqs.QueueEncryption.SQS_MANAGED } as const;

/**
 * Scheduled and event-driven functions: an EventBridge rule per job of the route table; events it
 * gives up on land in a dead-letter queue. A fan-out job (`worker`) adds: its scheduler runs one at a
 * time (reserved concurrency 1, and the lock in the job's run record), sends the items to an SQS
 * queue (SSE, visibility timeout above the worker's timeout), its worker consumes the queue in small
 * batches reporting the failed items, and a message delivered `maxReceiveCount` times moves to the
 * job's item dead-letter queue (Ops alarms when it holds anything).
 */
export class Jobs extends Construct {
  readonly jobs: JobResources[] = [];
  /** The items' queue of each fan-out job, by job id (routes that enqueue to one are granted it). */
  readonly queues = new Map<string, sqs.Queue>();

  constructor(scope: Construct, id: string, jobs: readonly JobDef[], resources: Resources) {
    super(scope, id);
    for (const job of jobs) {
      const fn = job.handler
        ? new HouseFunction(this, job.id, {
            handler: job.handler,
            timeout: job.timeout,
            billing: Boolean(job.needs.billing),
            ...(job.worker ? { reservedConcurrency: 1 } : {}),
          }).bind(job.needs, resources)
        : undefined;
      const created: JobResources = { id: job.id, ...(fn ? { fn: fn.fn } : {}) };

      if (job.worker) {
        const worker = { ...WORKER_DEFAULTS, ...job.worker };
        const itemDeadLetters = new sqs.Queue(this, `${job.id}ItemDeadLetters`, { ...queueProps, retentionPeriod: Duration.days(14) });
        Validations.of(itemDeadLetters).acknowledge({ id: 'AwsSolutions-SQS3', reason: 'This queue is itself the dead-letter queue of the job’s items.' });
        const queue = new sqs.Queue(this, `${job.id}Items`, {
          ...queueProps,
          visibilityTimeout: visibilityTimeoutFor(worker.timeout),
          retentionPeriod: Duration.days(4),
          deadLetterQueue: { queue: itemDeadLetters, maxReceiveCount: worker.maxReceiveCount },
        });
        const workerFn = new HouseFunction(this, worker.id, { handler: worker.handler, timeout: worker.timeout, billing: Boolean(worker.needs.billing) }).bind(
          worker.needs,
          resources,
        );
        workerFn.fn.addEventSource(new SqsEventSource(queue, { batchSize: worker.batchSize, reportBatchItemFailures: true }));
        if (fn) {
          queue.grantSendMessages(fn.fn);
          fn.fn.addEnvironment(jobQueueVariable(job.id), queue.queueUrl);
        }
        this.queues.set(job.id, queue);
        created.items = { worker: workerFn.fn, queue, deadLetters: itemDeadLetters };
      }

      if (fn && (job.schedule || job.event)) {
        const deadLetters = new sqs.Queue(this, `${job.id}DeadLetters`, { ...queueProps, retentionPeriod: Duration.days(14) });
        Validations.of(deadLetters).acknowledge({ id: 'AwsSolutions-SQS3', reason: 'This queue is itself the dead-letter queue of the job’s schedule.' });
        created.rule = new events.Rule(this, job.schedule ? `${job.id}Schedule` : `${job.id}Event`, {
          ...(job.schedule
            ? { schedule: events.Schedule.expression(job.schedule) }
            : { eventPattern: { source: [job.event!.source], detailType: [job.event!.detailType] } }),
          targets: [new targets.LambdaFunction(fn.fn, { retryAttempts: 2, maxEventAge: Duration.hours(1), deadLetterQueue: deadLetters })],
        });
        created.deadLetters = deadLetters;
      }
      this.jobs.push(created);
    }
  }
}
