import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface FilesProps {
  /** Deterministic, so other stacks can name its object ARNs without cross-stack imports. */
  bucketName: string;
  /** Origins allowed to upload straight from the browser (the site); `*` until a domain is configured. */
  allowedOrigins: string[];
  /**
   * The bucket and key a destroyed data stack retained, to adopt instead of creating them again (a
   * bucket of the same name cannot be created while the retained one exists): the key's ARN.
   */
  adoptKeyArn?: string;
}

/** The documents bucket (identity documents, statements): private, SSE-KMS, TLS only, access-logged. */
export class DocumentFiles extends Construct {
  readonly bucket: s3.IBucket;
  readonly key: kms.IKey;
  readonly logs: s3.Bucket;

  constructor(scope: Construct, id: string, props: FilesProps) {
    super(scope, id);
    this.logs = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logs are delivered with ACLs.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it would recurse.',
    });
    if (props.adoptKeyArn) {
      // Retained from an earlier deployment with the same settings (CORS, encryption, versioning, logging).
      this.key = kms.Key.fromKeyArn(this, 'Key', props.adoptKeyArn);
      this.bucket = s3.Bucket.fromBucketAttributes(this, 'Documents', { bucketName: props.bucketName, encryptionKey: this.key });
      return;
    }
    this.key = new kms.Key(this, 'Key', {
      enableKeyRotation: true,
      description: 'Documents bucket encryption',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.bucket = new s3.Bucket(this, 'Documents', {
      bucketName: props.bucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.KMS,
      encryptionKey: this.key,
      bucketKeyEnabled: true,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 'documents/',
      cors: [
        {
          allowedOrigins: props.allowedOrigins,
          allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.GET, s3.HttpMethods.PUT],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
