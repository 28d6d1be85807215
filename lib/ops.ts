import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as budgets from 'aws-cdk-lib/aws-budgets';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as snsLib from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { JobResources } from './jobs.js';

/** The route wrapper's error line (lambdas/http/route.ts logs it with Powertools Logger at ERROR). */
export const UNHANDLED_ERROR_PATTERN = '{ ($.level = "ERROR") && ($.message = "unhandled error") }';
/** Where the per-function metric filters count unhandled errors (one metric for the whole API). */
export const unhandledErrorMetric = (stage: string) => ({ namespace: `Credit/${stage}`, name: 'UnhandledErrors' });

export interface OpsProps {
  stage: string;
  httpApi: apigw.IHttpApi;
  tableName: string;
  jobs: readonly JobResources[];
  /** Addresses subscribed to the alarm topic (they confirm by email). */
  alarmEmails: readonly string[];
  monthlyBudgetUsd: number;
}

/** Operators learn about failures: one alarm topic, the alarms on it, a monthly budget, one dashboard. */
export class Ops extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: OpsProps) {
    super(scope, id);
    this.topic = new snsLib.Topic(this, 'Alarms', { displayName: `Credit ${props.stage} alarms`, enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason: 'Alarm notifications carry alarm names and figures, no customer data; CloudWatch alarms and AWS Budgets cannot publish to a topic encrypted with the AWS-managed SNS key.',
    });
    for (const address of props.alarmEmails) this.topic.addSubscription(new subscriptions.EmailSubscription(address));
    const notify = new actions.SnsAction(this.topic);
    const alarm = (name: string, metric: cloudwatch.IMetric, threshold: number, description: string, comparison = cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD) => {
      const created = new cloudwatch.Alarm(this, name, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: comparison,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      created.addAlarmAction(notify);
      this.alarms.push(created);
      return created;
    };
    const period = Duration.minutes(5);

    const requests = props.httpApi.metricCount({ period, statistic: 'Sum' });
    const serverErrors = props.httpApi.metricServerError({ period, statistic: 'Sum' });
    const errorRate = new cloudwatch.MathExpression({ expression: '100 * errors / MAX([requests, 1])', usingMetrics: { errors: serverErrors, requests }, label: 'API 5xx %', period });
    alarm('Api5xxRate', errorRate, 1, 'More than 1% of API requests answered 5xx over 5 minutes.', cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD);
    const latency = props.httpApi.metricLatency({ period, statistic: 'p99' });
    alarm('ApiLatencyP99', latency, 3000, 'API p99 latency at or above 3 s over 5 minutes.');
    const throttles = new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period });
    alarm('LambdaThrottles', throttles, 1, 'Lambda throttled an invocation (account concurrency reached).');
    const unhandled = new cloudwatch.Metric({ namespace: unhandledErrorMetric(props.stage).namespace, metricName: unhandledErrorMetric(props.stage).name, statistic: 'Sum', period });
    alarm('UnhandledErrors', unhandled, 1, 'A function logged "unhandled error" (the wrapper answered 500); search the function logs for the request id.');
    const dynamoThrottles = new cloudwatch.MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: new cloudwatch.Metric({ namespace: 'AWS/DynamoDB', metricName: 'ReadThrottleEvents', dimensionsMap: { TableName: props.tableName }, statistic: 'Sum', period }),
        writes: new cloudwatch.Metric({ namespace: 'AWS/DynamoDB', metricName: 'WriteThrottleEvents', dimensionsMap: { TableName: props.tableName }, statistic: 'Sum', period }),
      },
      label: 'DynamoDB throttle events',
      period,
    });
    alarm('DynamoThrottles', dynamoThrottles, 1, 'DynamoDB throttled reads or writes on the table.');

    const jobWidgets: cloudwatch.IMetric[] = [];
    for (const job of props.jobs) {
      if (job.fn) {
        const errors = job.fn.metricErrors({ period, statistic: 'Sum' });
        alarm(`${job.id}Errors`, errors, 1, `Job ${job.id} failed.`);
        jobWidgets.push(errors);
      }
      if (job.rule && job.deadLetters) {
        const failedInvocations = new cloudwatch.Metric({ namespace: 'AWS/Events', metricName: 'FailedInvocations', dimensionsMap: { RuleName: job.rule.ruleName }, statistic: 'Sum', period });
        alarm(`${job.id}FailedInvocations`, failedInvocations, 1, `EventBridge could not start job ${job.id}.`);
        const deadLetters = job.deadLetters.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' });
        alarm(`${job.id}DeadLetters`, deadLetters, 1, `Job ${job.id} gave up after retries: its event is in the dead-letter queue.`);
        jobWidgets.push(deadLetters);
      }
      if (job.items) {
        // The worker reports failed items to SQS instead of failing, so its Errors metric counts only crashes.
        const workerErrors = job.items.worker.metricErrors({ period, statistic: 'Sum' });
        alarm(`${job.id}WorkerErrors`, workerErrors, 1, `Job ${job.id}'s worker crashed on a batch.`);
        const itemDeadLetters = job.items.deadLetters.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' });
        alarm(
          `${job.id}ItemDeadLetters`,
          itemDeadLetters,
          0,
          `Job ${job.id} gave up on items after their retries: they are in its item dead-letter queue (docs/operations.md, "Jobs": read, fix, redrive).`,
          cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        );
        jobWidgets.push(workerErrors, itemDeadLetters);
      }
    }

    // Budgets publish to the topic (with the alarms) and email the same subscribers directly.
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new iam.ServicePrincipal('budgets.amazonaws.com')],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    const subscribers = [{ subscriptionType: 'SNS', address: this.topic.topicArn }];
    new budgets.CfnBudget(this, 'MonthlyBudget', {
      budget: { budgetType: 'COST', timeUnit: 'MONTHLY', budgetLimit: { amount: props.monthlyBudgetUsd, unit: 'USD' } },
      notificationsWithSubscribers: [
        { notification: { notificationType: 'ACTUAL', comparisonOperator: 'GREATER_THAN', threshold: 80, thresholdType: 'PERCENTAGE' }, subscribers },
        { notification: { notificationType: 'FORECASTED', comparisonOperator: 'GREATER_THAN', threshold: 100, thresholdType: 'PERCENTAGE' }, subscribers },
      ],
    });

    new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `Credit-${props.stage}`,
      widgets: [
        [
          new cloudwatch.GraphWidget({ title: 'API requests and 5xx', left: [requests, serverErrors], right: [errorRate], width: 12 }),
          new cloudwatch.GraphWidget({ title: 'API latency p99 (ms)', left: [latency], width: 12 }),
        ],
        [
          new cloudwatch.GraphWidget({ title: 'Unhandled errors', left: [unhandled], width: 8 }),
          new cloudwatch.GraphWidget({ title: 'Lambda throttles', left: [throttles], width: 8 }),
          new cloudwatch.GraphWidget({ title: 'DynamoDB throttles', left: [dynamoThrottles], width: 8 }),
        ],
        [new cloudwatch.GraphWidget({ title: 'Jobs: errors and dead letters', left: jobWidgets, width: 24 })],
        [new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24 })],
      ],
    });
  }
}
