import { CfnOutput, NestedStack, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { RouteDef } from '../lambdas/routes.js';
import { routeNeeds } from '../lambdas/routes/types.js';
import { HouseFunction, type Resources } from './function.js';
import { UNHANDLED_ERROR_PATTERN, unhandledErrorMetric } from './ops.js';

/** Why each public route is public (cdk-nag APIG4 wants a reason per route). */
const PUBLIC_REASONS: Record<string, string> = {
  Health: 'Health check for monitoring; returns no user data.',
  BillingWebhook: 'Stripe calls it without a user: every request is verified by its Stripe-Signature over the raw body (HMAC with the webhook secret) and refused with 400, writing nothing, when it does not verify.',
  JoinWaitlist: 'The coming-soon page’s launch list is for visitors; the email is validated, stored once, and requests are rate-limited per source address.',
  PublicFigures: 'The public pages state measured figures: anonymous counts only (no client is named; activity carries an initial and a state at most), cached, and rate-limited per source address.',
  CreateSupportRequest: 'The chat widget is for visitors; the form is validated and requests are rate-limited per source address.',
  AppendSupportMessages: 'The chat widget is for visitors; each append needs the one-time token its create call returned (only its hash is stored), messages are validated and bounded, and requests are rate-limited per source address.',
};
const publicReason = (def: RouteDef) =>
  PUBLIC_REASONS[def.id] ??
  (def.path.startsWith('/api/auth/')
    ? 'Account entry point used before a session exists (signup, email confirmation, password reset); inputs are validated and answers reveal no account data.'
    : 'Public by design and validated in the function (e.g. a payment-provider webhook verified by signature).');

/**
 * Per-route stage throttling (requests a second and burst, across all callers) for the routes that cost money or
 * heavy work on each call: a paid bureau pull, a paid aggregator call, a scan and staff review per upload, a PDF per
 * letter, a model run per analysis, a paid text per SMS. The stage's default (100/200) is far above what these
 * need; a client's own quotas (domain/rate-limit.ts) bound one account, these bound all of them together (a
 * botnet of paying accounts, a bug in a loop). Over the limit API Gateway answers 429 before any function runs.
 */
export const ROUTE_THROTTLES: Readonly<Record<string, { rateLimit: number; burstLimit: number }>> = {
  CreditPull: { rateLimit: 5, burstLimit: 10 },
  CreditReset: { rateLimit: 5, burstLimit: 10 },
  StartAnalysis: { rateLimit: 5, burstLimit: 10 },
  BankConnect: { rateLimit: 5, burstLimit: 10 },
  BankRefresh: { rateLimit: 5, burstLimit: 10 },
  SmsVerification: { rateLimit: 5, burstLimit: 10 },
  StartDocumentUpload: { rateLimit: 10, burstLimit: 20 },
  CompleteDocumentUpload: { rateLimit: 10, burstLimit: 20 },
  FileDispute: { rateLimit: 10, burstLimit: 20 },
  AddDisputeInformation: { rateLimit: 10, burstLimit: 20 },
  DisputeLetter: { rateLimit: 10, burstLimit: 20 },
  AdminDisputeLetter: { rateLimit: 10, burstLimit: 20 },
  ExportAccount: { rateLimit: 5, burstLimit: 10 },
};

/** The HTTP API without routes: created first so CloudFront can front it before the functions exist. */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  private readonly stage: apigw.CfnStage;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.httpApi = new apigw.HttpApi(this, 'Http', { createDefaultStage: false });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.ONE_YEAR });
    const stage = new apigw.HttpStage(this, 'Default', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
    });
    const cfn = stage.node.defaultChild as apigw.CfnStage;
    this.stage = cfn;
    cfn.stageName = '$default';
    cfn.accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: JSON.stringify({
        requestId: '$context.requestId',
        ip: '$context.identity.sourceIp',
        time: '$context.requestTime',
        method: '$context.httpMethod',
        route: '$context.routeKey',
        status: '$context.status',
        latency: '$context.responseLatency',
        error: '$context.error.message',
        authorizerError: '$context.authorizer.error',
      }),
    };
    new CfnOutput(this, 'ApiUrl', { value: this.httpApi.apiEndpoint });
  }

  /**
   * One function and one route per entry of the route table, each bound to exactly what it needs.
   * Each route area (the path's first segment after /api) is its own nested stack, so no
   * CloudFormation stack nears the 500-resource limit as routes are added (docs/decisions.md).
   */
  addRoutes(defs: readonly RouteDef[], resources: Resources, authorizer: { issuer: string; audience: string }, originSecret: secretsmanager.ISecret) {
    // One authorizer, in this (parent) stack; every area's routes refer to it by id.
    const jwtAuthorizer = new apigw.HttpAuthorizer(this, 'Cognito', {
      httpApi: this.httpApi,
      type: apigw.HttpAuthorizerType.JWT,
      identitySource: ['$request.header.Authorization'],
      jwtIssuer: authorizer.issuer,
      jwtAudience: [authorizer.audience],
    });
    const jwt: apigw.IHttpRouteAuthorizer = { bind: () => ({ authorizerId: jwtAuthorizer.authorizerId, authorizationType: 'JWT' }) };
    const areas = new Map<string, NestedStack>();
    for (const def of defs) {
      const area = routeArea(def);
      let scope = areas.get(area);
      if (!scope) {
        scope = new NestedStack(this, `${area}Routes`, { description: `Functions and routes of /api/${def.path.split('/')[2]}` });
        areas.set(area, scope);
      }
      const fn = new HouseFunction(scope, def.id, { handler: def.handler, timeout: def.timeout, billing: Boolean(def.needs.billing) }).bind(routeNeeds(def), resources);
      const route = new apigw.HttpRoute(scope, `${def.id}Route`, {
        httpApi: this.httpApi,
        routeKey: apigw.HttpRouteKey.with(def.path, def.method as apigw.HttpMethod),
        integration: new HttpLambdaIntegration(`${def.id}Integration`, fn.fn),
        ...(def.access === 'public' ? {} : { authorizer: jwt }),
      });
      // The wrapper refuses requests that did not come through CloudFront (lambdas/http/origin.ts).
      fn.fn.addEnvironment('ORIGIN_SECRET_ARN', originSecret.secretArn);
      fn.fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [originSecret.secretArn] }));
      // The wrapper answers 500 itself (Lambda's Errors stays 0): count its error line instead.
      new logs.MetricFilter(scope, `${def.id}Unhandled`, {
        logGroup: fn.fn.logGroup,
        filterPattern: logs.FilterPattern.literal(UNHANDLED_ERROR_PATTERN),
        metricNamespace: unhandledErrorMetric(resources.stage).namespace,
        metricName: unhandledErrorMetric(resources.stage).name,
        metricValue: '1',
      });
      if (def.access === 'public') {
        Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason: publicReason(def) });
      }
    }
    // The stage's settings name routes by key, so the stage waits for the nested stacks that create them.
    const throttled = defs.filter((def) => ROUTE_THROTTLES[def.id]);
    this.stage.routeSettings = Object.fromEntries(
      throttled.map((def) => [`${def.method} ${def.path}`, { ThrottlingRateLimit: ROUTE_THROTTLES[def.id]!.rateLimit, ThrottlingBurstLimit: ROUTE_THROTTLES[def.id]!.burstLimit }]),
    );
    for (const area of new Set(throttled.map(routeArea))) this.stage.node.addDependency(areas.get(area)!);
    return [...areas.values()];
  }
}

/**
 * The staff desks that work a client's case (disputes, documents, identity, messages, the advisor's photo): their own nested stack beside
 * Admin, which would otherwise pass CloudFormation's 500 resources per stack as the desks grow.
 */
const ADMIN_DESKS = new Set(['disputes', 'documents', 'identity-reviews', 'identity-theft', 'messages', 'advisors', 'advisor-photo']);

/**
 * The nested stack a route lives in: its area, the path's first segment after /api (`/api/admin/users` -> Admin), and
 * AdminDesks for the staff desks under /api/admin.
 */
export function routeArea(def: Pick<RouteDef, 'path'>): string {
  const [, , segment = 'root', second = ''] = def.path.split('/');
  if (segment === 'admin' && ADMIN_DESKS.has(second)) return 'AdminDesks';
  return segment.replace(/(^|[-_])(\w)/g, (_m, _sep: string, c: string) => c.toUpperCase()).replace(/\W/g, '');
}
