import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Validations } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { Auth } from './auth.js';
import { DataTable } from './data.js';
import { DocumentFiles } from './files.js';

export interface DataStackProps extends StackProps {
  stage: string;
  allowedOrigins: string[];
  /** After a destroy: the retained documents key's ARN, so the retained bucket and key are adopted (docs/operations.md). */
  adoptDocumentsKeyArn?: string;
}

export const documentsBucketName = (stage: string, account: string, region: string) => `credit-${stage}-documents-${account}-${region}`;

/**
 * What the app stack reads from the data stack, published as SSM parameters instead of CloudFormation
 * exports: an export cannot change or go while another stack imports it, so a consumer that stops
 * using a value (or a replaced resource) would block both stacks' updates. A parameter is read at
 * each deploy of the consumer and never pins the producer.
 */
export const DATA_PARAMETERS = ['table-name', 'user-pool-id', 'user-pool-client-id', 'documents-key-arn', 'logs-bucket-name', 'secrets-key-arn', 'stripe-secret-arn'] as const;
export type DataParameter = (typeof DATA_PARAMETERS)[number];
export const dataParameterName = (stage: string, name: DataParameter) => `/credit/${stage}/data/${name}`;

/** Everything stateful: redeploying code (the app stack) cannot touch it. */
export class DataStack extends Stack {
  readonly table: dynamodb.ITable;
  readonly bucket: s3.IBucket;
  readonly bucketKey: kms.IKey;
  readonly logsBucket: s3.IBucket;
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly secretsKey: kms.IKey;
  readonly documentsBucketName: string;
  readonly stripeSecret: secretsmanager.ISecret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.table = new DataTable(this, 'Data').table;
    this.documentsBucketName = documentsBucketName(props.stage, this.account, this.region);
    const files = new DocumentFiles(this, 'Files', {
      allowedOrigins: props.allowedOrigins,
      bucketName: this.documentsBucketName,
      ...(props.adoptDocumentsKeyArn ? { adoptKeyArn: props.adoptDocumentsKeyArn } : {}),
    });
    this.bucket = files.bucket;
    this.bucketKey = files.key;
    this.logsBucket = files.logs;
    const auth = new Auth(this, 'Auth');
    this.userPool = auth.userPool;
    this.userPoolClient = auth.client;
    this.secretsKey = new kms.Key(this, 'SecretsKey', {
      enableKeyRotation: true,
      description: 'Wraps the data keys of third-party credentials (envelope encryption)',
    });
    // Set after deploy: aws secretsmanager put-secret-value --secret-id <arn> --secret-string '{"secretKey":"sk_live_…","webhookSecret":"whsec_…"}'
    const stripeSecret = new secretsmanager.Secret(this, 'StripeSecret', {
      description: 'Stripe API secret key and webhook signing secret, as JSON {"secretKey","webhookSecret"}; read only by billing functions',
    });
    Validations.of(stripeSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Stripe keys are rolled in the Stripe dashboard (which issues the new key), then stored here; Secrets Manager has no way to rotate a Stripe key itself.',
    });
    this.stripeSecret = stripeSecret;

    const values: Record<DataParameter, string> = {
      'table-name': this.table.tableName,
      'user-pool-id': this.userPool.userPoolId,
      'user-pool-client-id': this.userPoolClient.userPoolClientId,
      'documents-key-arn': this.bucketKey.keyArn,
      'logs-bucket-name': this.logsBucket.bucketName,
      'secrets-key-arn': this.secretsKey.keyArn,
      'stripe-secret-arn': stripeSecret.secretArn,
    };
    for (const name of DATA_PARAMETERS) {
      new ssm.StringParameter(this, `Param-${name}`, { parameterName: dataParameterName(props.stage, name), stringValue: values[name] });
    }
  }
}
