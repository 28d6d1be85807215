import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { JobDef } from '../lambdas/routes.js';
import { HouseFunction, type Resources } from './function.js';

/** Scheduled functions: an EventBridge rule per job of the route table. */
export class Jobs extends Construct {
  constructor(scope: Construct, id: string, jobs: readonly JobDef[], resources: Resources) {
    super(scope, id);
    for (const job of jobs) {
      const fn = new HouseFunction(this, job.id, { handler: job.handler, timeout: job.timeout, billing: Boolean(job.needs.billing) }).bind(job.needs, resources);
      new events.Rule(this, `${job.id}Schedule`, {
        schedule: events.Schedule.expression(job.schedule),
        targets: [new targets.LambdaFunction(fn.fn, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
      });
    }
  }
}
