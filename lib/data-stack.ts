import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { Auth } from './auth.js';
import { DataTable } from './data.js';
import { DocumentFiles } from './files.js';

export interface DataStackProps extends StackProps {
  stage: string;
  allowedOrigins: string[];
}

export const documentsBucketName = (stage: string, account: string, region: string) => `credit-${stage}-documents-${account}-${region}`;

/** Everything stateful: redeploying code (the app stack) cannot touch it. */
export class DataStack extends Stack {
  readonly table: dynamodb.ITable;
  readonly bucket: s3.Bucket;
  readonly bucketKey: kms.IKey;
  readonly logsBucket: s3.IBucket;
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly secretsKey: kms.IKey;
  readonly documentsBucketName: string;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.table = new DataTable(this, 'Data').table;
    this.documentsBucketName = documentsBucketName(props.stage, this.account, this.region);
    const files = new DocumentFiles(this, 'Files', { allowedOrigins: props.allowedOrigins, bucketName: this.documentsBucketName });
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
  }
}
