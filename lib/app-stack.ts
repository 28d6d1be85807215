import { Aws, CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import type { ChargingMode } from '../lambdas/domain/plans.js';
import { jobs, otherFunctions, routeList, type RouteDef } from '../lambdas/routes.js';
import { Api } from './api.js';
import { dataParameterName, documentsBucketName, type DataParameter } from './data-stack.js';
import { HouseFunction, type Resources } from './function.js';
import { Jobs } from './jobs.js';
import { Ops } from './ops.js';
import { SmsCountryRules } from './sms.js';
import { webAclParameterName } from './edge-stack.js';
import { Web } from './web.js';

export interface AppStackProps extends StackProps {
  stage: string;
  webDist: string;
  /** Sender address of account emails; its domain must be a verified SES identity. */
  mailFrom: string;
  /** The business named in the service agreement (CROA: name and principal business address). */
  company: { name: string; address: string };
  /** How every plan is charged (CROA §1679b(b)); set by the operator, no default. */
  chargingMode: ChargingMode;
  domain?: { name: string; certificateArn: string; hostedZone?: { id: string; name: string } };
  alarmEmails: string[];
  /** The edge stack's WAF WebACL (us-east-1), attached to the distribution; read from its SSM parameter when not given (same region). */
  webAclArn?: string;
  monthlyBudgetUsd: number;
  /** The routes to build; the route table unless a test adds some. */
  routes?: readonly RouteDef[];
}

/** Everything stateless: functions, API, site, schedules. */
export class AppStack extends Stack {
  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    // The data stack's resources, by the SSM parameters it publishes (resolved at each deploy), not by
    // CloudFormation exports, which would pin them (lib/data-stack.ts, DATA_PARAMETERS).
    const fromData = (name: DataParameter) => ssm.StringParameter.valueForStringParameter(this, dataParameterName(props.stage, name));
    const bucketName = documentsBucketName(props.stage, this.account, this.region);
    // Each read only when a construct uses it, so the template has no unused parameter.
    const once = <T>(make: () => T) => {
      let value: T | undefined;
      return () => (value ??= make());
    };
    const table = once(() => dynamodb.Table.fromTableName(this, 'Table', fromData('table-name')));
    const userPool = once(() => cognito.UserPool.fromUserPoolId(this, 'UserPool', fromData('user-pool-id')));
    const bucketKey = once(() => kms.Key.fromKeyArn(this, 'DocumentsKey', fromData('documents-key-arn')));
    const secretsKey = once(() => kms.Key.fromKeyArn(this, 'SecretsKey', fromData('secrets-key-arn')));
    const stripeSecret = once(() => secretsmanager.Secret.fromSecretCompleteArn(this, 'StripeSecret', fromData('stripe-secret-arn')));
    const data = {
      get table() { return table(); },
      get userPool() { return userPool(); },
      get userPoolClientId() { return fromData('user-pool-client-id'); },
      get bucketKey() { return bucketKey(); },
      bucket: s3.Bucket.fromBucketAttributes(this, 'Documents', { bucketName, region: this.region }),
      logsBucket: s3.Bucket.fromBucketAttributes(this, 'AccessLogs', { bucketName: fromData('logs-bucket-name'), region: this.region }),
      get secretsKey() { return secretsKey(); },
      get stripeSecret() { return stripeSecret(); },
    };
    // The API exists before its routes, so CloudFront can front it and functions can know the site URL.
    const api = new Api(this, 'Api');
    // CloudFront sends it as X-Origin-Verify; functions refuse requests without it (lambdas/http/origin.ts).
    const originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: 'Value CloudFront adds as X-Origin-Verify to /api/* requests; the API refuses requests without it',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    const web = new Web(this, 'Web', {
      webDist: props.webDist,
      apiEndpoint: api.httpApi.apiEndpoint,
      logsBucket: data.logsBucket,
      documentsBucket: data.bucket,
      webAclArn: props.webAclArn ?? ssm.StringParameter.valueForStringParameter(this, webAclParameterName(props.stage)),
      originSecret,
      ...(props.domain ? { domain: props.domain } : {}),
      config: { stage: props.stage, region: this.region, userPoolId: data.userPool.userPoolId, userPoolClientId: data.userPoolClientId },
    });
    this.rotateOriginSecret(originSecret, web);
    const resources: Resources = {
      get table() { return data.table; },
      bucket: data.bucket,
      get bucketKey() { return data.bucketKey; },
      // Named in this stack (same account and region), so policies need no cross-stack import.
      bucketName,
      get userPool() { return data.userPool; },
      get secretsKey() { return data.secretsKey; },
      stage: props.stage,
      mailFrom: props.mailFrom,
      get stripeSecret() { return data.stripeSecret; },
      company: props.company,
      chargingMode: props.chargingMode,
      publicUrl: props.domain ? `https://${props.domain.name}` : `https://${web.distribution.distributionDomainName}`,
    };
    // Before the routes: a route that starts an on-demand job sends to its queue.
    const scheduled = new Jobs(this, 'Jobs', jobs, resources);
    resources.jobQueues = scheduled.queues;
    api.addRoutes(props.routes ?? routeList, resources, {
      issuer: `https://cognito-idp.${this.region}.amazonaws.com/${data.userPool.userPoolId}`,
      audience: data.userPoolClientId,
    }, originSecret);
    // Verification texts reach only the US and its territories, whatever the functions ask SNS for.
    new SmsCountryRules(this, 'SmsCountries');
    new Ops(this, 'Ops', {
      stage: props.stage,
      httpApi: api.httpApi,
      tableName: data.table.tableName,
      jobs: scheduled.jobs,
      alarmEmails: props.alarmEmails,
      monthlyBudgetUsd: props.monthlyBudgetUsd,
    });
    new CfnOutput(this, 'UserPoolId', { value: data.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: data.userPoolClientId });
  }

  /**
   * The origin secret rotates every 30 days without downtime (lambdas/use-cases/ops/rotate-origin-secret.ts):
   * a pending value is staged, functions accept it, then CloudFront sends it, then it becomes current.
   */
  private rotateOriginSecret(originSecret: secretsmanager.Secret, web: Web) {
    // The set step waits out the functions' caches (7 minutes) before CloudFront's update.
    const [{ id, handler }] = otherFunctions;
    const rotation = new HouseFunction(this, id, { handler, timeout: 900, memorySize: 256 });
    rotation.fn.addEnvironment('DISTRIBUTION_ID', web.distribution.distributionId);
    rotation.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
        resources: [`arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/${web.distribution.distributionId}`],
      }),
    );
    // Grants the function the secret's rotation actions and Secrets Manager the right to invoke it.
    originSecret.addRotationSchedule('Rotation', { rotationLambda: rotation.fn, automaticallyAfter: Duration.days(30) });
    Validations.of(rotation).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'secretsmanager:GetRandomPassword, granted by the rotation schedule, acts on no resource and accepts only "*".',
    });
  }
}
