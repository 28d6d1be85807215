import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Validations } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import type { JobDef } from '../lambdas/routes.js';
import { HouseFunction, type Resources } from './function.js';

/** What the alarms watch of a job. */
export interface JobResources {
  id: string;
  fn: lambda.IFunction;
  rule: events.IRule;
  deadLetters: sqs.IQueue;
}

/** Scheduled and event-driven functions: an EventBridge rule per job of the route table; events it gives up on land in a dead-letter queue. */
export class Jobs extends Construct {
  readonly jobs: JobResources[] = [];

  constructor(scope: Construct, id: string, jobs: readonly JobDef[], resources: Resources) {
    super(scope, id);
    for (const job of jobs) {
      const fn = new HouseFunction(this, job.id, { handler: job.handler, timeout: job.timeout, billing: Boolean(job.needs.billing) }).bind(job.needs, resources);
      const deadLetters = new sqs.Queue(this, `${job.id}DeadLetters`, { enforceSSL: true, encryption: sqs.QueueEncryption.SQS_MANAGED, retentionPeriod: Duration.days(14) });
      Validations.of(deadLetters).acknowledge({ id: 'AwsSolutions-SQS3', reason: 'This queue is itself the dead-letter queue of the job’s schedule.' });
      const rule = new events.Rule(this, job.schedule ? `${job.id}Schedule` : `${job.id}Event`, {
        ...(job.schedule
          ? { schedule: events.Schedule.expression(job.schedule) }
          : { eventPattern: { source: [job.event!.source], detailType: [job.event!.detailType] } }),
        targets: [new targets.LambdaFunction(fn.fn, { retryAttempts: 2, maxEventAge: Duration.hours(1), deadLetterQueue: deadLetters })],
      });
      this.jobs.push({ id: job.id, fn: fn.fn, rule, deadLetters });
    }
  }
}
