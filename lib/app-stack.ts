import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { jobs, routeList, type RouteDef } from '../lambdas/routes.js';
import { Api } from './api.js';
import { documentsBucketName, type DataStack } from './data-stack.js';
import type { Resources } from './function.js';
import { Jobs } from './jobs.js';
import { Ops } from './ops.js';
import { Web } from './web.js';

export interface AppStackProps extends StackProps {
  data: DataStack;
  stage: string;
  webDist: string;
  /** Sender address of account emails; its domain must be a verified SES identity. */
  mailFrom: string;
  /** The business named in the service agreement (CROA: name and principal business address). */
  company: { name: string; address: string };
  domain?: { name: string; certificateArn: string; hostedZone?: { id: string; name: string } };
  alarmEmails: string[];
  /** The edge stack's WAF WebACL (us-east-1), attached to the distribution. */
  webAclArn: string;
  monthlyBudgetUsd: number;
  /** The routes to build; the route table unless a test adds some. */
  routes?: readonly RouteDef[];
}

/** Everything stateless: functions, API, site, schedules. */
export class AppStack extends Stack {
  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { data } = props;
    // The API exists before its routes, so CloudFront can front it and functions can know the site URL.
    const api = new Api(this, 'Api');
    // CloudFront sends it as X-Origin-Verify; functions refuse requests without it (lambdas/http/origin.ts).
    const originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: 'Value CloudFront adds as X-Origin-Verify to /api/* requests; the API refuses requests without it',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    Validations.of(originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotated by the documented procedure (docs/operations.md): a new value becomes current, functions accept current and previous, and redeploying the app stack hands CloudFront the new value.',
    });
    const web = new Web(this, 'Web', {
      webDist: props.webDist,
      apiEndpoint: api.httpApi.apiEndpoint,
      logsBucket: data.logsBucket,
      documentsBucket: data.bucket,
      webAclArn: props.webAclArn,
      originSecret,
      ...(props.domain ? { domain: props.domain } : {}),
      config: { stage: props.stage, region: this.region, userPoolId: data.userPool.userPoolId, userPoolClientId: data.userPoolClient.userPoolClientId },
    });
    const resources: Resources = {
      table: data.table,
      bucket: data.bucket,
      bucketKey: data.bucketKey,
      // Named in this stack (same account and region), so policies need no cross-stack import.
      bucketName: documentsBucketName(props.stage, this.account, this.region),
      userPool: data.userPool,
      secretsKey: data.secretsKey,
      stage: props.stage,
      mailFrom: props.mailFrom,
      stripeSecret: data.stripeSecret,
      company: props.company,
      publicUrl: props.domain ? `https://${props.domain.name}` : `https://${web.distribution.distributionDomainName}`,
    };
    api.addRoutes(props.routes ?? routeList, resources, {
      issuer: `https://cognito-idp.${this.region}.amazonaws.com/${data.userPool.userPoolId}`,
      audience: data.userPoolClient.userPoolClientId,
    }, originSecret);
    const scheduled = new Jobs(this, 'Jobs', jobs, resources);
    new Ops(this, 'Ops', {
      stage: props.stage,
      httpApi: api.httpApi,
      tableName: data.table.tableName,
      jobs: scheduled.jobs,
      alarmEmails: props.alarmEmails,
      monthlyBudgetUsd: props.monthlyBudgetUsd,
    });
    new CfnOutput(this, 'UserPoolId', { value: data.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: data.userPoolClient.userPoolClientId });
  }
}
