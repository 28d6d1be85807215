import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { jobs, routeList, type RouteDef } from '../lambdas/routes.js';
import { Api } from './api.js';
import { documentsBucketName, type DataStack } from './data-stack.js';
import type { Resources } from './function.js';
import { Jobs } from './jobs.js';
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
    const web = new Web(this, 'Web', {
      webDist: props.webDist,
      apiEndpoint: api.httpApi.apiEndpoint,
      logsBucket: data.logsBucket,
      documentsBucket: data.bucket,
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
    });
    new Jobs(this, 'Jobs', jobs, resources);
    new CfnOutput(this, 'UserPoolId', { value: data.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: data.userPoolClient.userPoolClientId });
  }
}
