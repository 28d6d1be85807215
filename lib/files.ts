import { Aws, Duration, RemovalPolicy, Token, Validations } from 'aws-cdk-lib';
import * as guardduty from 'aws-cdk-lib/aws-guardduty';
import * as iam from 'aws-cdk-lib/aws-iam';
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

/** GuardDuty's scan result tag (lambdas/adapters/scanner.ts reads the same name) and its one clean value. */
export const SCAN_TAG = 'GuardDutyMalwareScanStatus';
export const SCAN_CLEAN = 'NO_THREATS_FOUND';

/**
 * The principal tag of the function roles that must read a client's document before the scan has
 * tagged it clean (the upload's completion hashes and sniffs it; a quarantine copies it): the bucket's
 * policy denies every other principal but GuardDuty such a read. lib/function.ts tags the roles whose
 * route names the `inspect` bucket action.
 */
export const DOCUMENT_INSPECTOR_TAG = 'credit-document-inspector';

/**
 * The objects the scan gate covers: clients' uploaded documents (lambdas/domain/documents.ts `documentFileKey`) and
 * staff photos (lambdas/domain/staff-photo.ts `staffPhotoKey`), both uploaded by a person and shown to another.
 */
const SCANNED_OBJECTS = ['users/*/documents/*', 'users/*/profile-photo/*'];

/**
 * The documents bucket (identity documents, statements): private, SSE-KMS, TLS only, access-logged,
 * every new object under users/ scanned by GuardDuty Malware Protection for S3.
 */
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
      // The policy went with the destroyed stack: TLS only and the scan gate are set again on the adopted bucket.
      const policy = new s3.BucketPolicy(this, 'DocumentsPolicy', { bucket: this.bucket });
      policy.document.addStatements(
        new iam.PolicyStatement({
          effect: iam.Effect.DENY,
          principals: [new iam.AnyPrincipal()],
          actions: ['s3:*'],
          resources: [this.bucket.bucketArn, this.bucket.arnForObjects('*')],
          conditions: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
        this.scanGate(this.malwareProtection(props.bucketName)),
      );
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
      // Retention (docs/compliance.md): the two-year rule per document needs its last use, which the
      // table holds, so the DocumentRetention job applies it; these rules dispose of what it cannot see.
      lifecycleRules: [
        // A removed or replaced file stays as a noncurrent version for 30 days only (undoing an accident).
        { id: 'RemovedVersions', noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { id: 'DeleteMarkers', expiredObjectDeleteMarker: true },
        // An infected file is kept 30 days for an investigation, then goes (the copy in quarantine/ keeps the tag).
        { id: 'InfectedFiles', tagFilters: { [SCAN_TAG]: 'THREATS_FOUND' }, expiration: Duration.days(30) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.bucket.addToResourcePolicy(this.scanGate(this.malwareProtection(props.bucketName)));
  }

  /**
   * No one reads a client's document, in any version, unless GuardDuty has tagged that version clean:
   * not a presigned link, not a function. The exceptions read it to decide (GuardDuty's own role) or to
   * check and quarantine it (the roles tagged DOCUMENT_INSPECTOR_TAG). A file written over a completed
   * upload is a new, untagged version until its own scan, and staff links name the pinned version anyway.
   */
  private scanGate(guardDutyRole: iam.IRole): iam.PolicyStatement {
    return new iam.PolicyStatement({
      sid: 'DenyReadingDocumentsNotScannedClean',
      effect: iam.Effect.DENY,
      principals: [new iam.AnyPrincipal()],
      actions: ['s3:GetObject', 's3:GetObjectVersion'],
      resources: SCANNED_OBJECTS.map((pattern) => this.bucket.arnForObjects(pattern)),
      // All three must hold for the deny: untagged or not clean, not an inspector, not GuardDuty.
      conditions: {
        StringNotEquals: { [`s3:ExistingObjectTag/${SCAN_TAG}`]: SCAN_CLEAN, [`aws:PrincipalTag/${DOCUMENT_INSPECTOR_TAG}`]: 'true' },
        ArnNotEquals: { 'aws:PrincipalArn': guardDutyRole.roleArn },
      },
    });
  }

  /** GuardDuty Malware Protection for S3: scans each new object under users/, tags it with the result and emits an EventBridge event. */
  private malwareProtection(bucketName: string): iam.IRole {
    const bucketArn = `arn:${Aws.PARTITION}:s3:::${bucketName}`;
    const role = new iam.Role(this, 'MalwareProtectionRole', {
      assumedBy: new iam.ServicePrincipal('malware-protection-plan.guardduty.amazonaws.com'),
      description: 'GuardDuty Malware Protection for S3 on the documents bucket',
    });
    // The permissions AWS documents for a malware protection plan's service role.
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['events:PutRule', 'events:DeleteRule', 'events:PutTargets', 'events:RemoveTargets'],
        resources: [`arn:${Aws.PARTITION}:events:${Aws.REGION}:${Aws.ACCOUNT_ID}:rule/DO-NOT-DELETE-AmazonGuardDutyMalwareProtectionS3*`],
        conditions: { StringLike: { 'events:ManagedBy': 'malware-protection-plan.guardduty.amazonaws.com' } },
      }),
    );
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['events:DescribeRule', 'events:ListTargetsByRule'],
        resources: [`arn:${Aws.PARTITION}:events:${Aws.REGION}:${Aws.ACCOUNT_ID}:rule/DO-NOT-DELETE-AmazonGuardDutyMalwareProtectionS3*`],
      }),
    );
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObjectTagging', 's3:GetObjectTagging', 's3:PutObjectVersionTagging', 's3:GetObjectVersionTagging', 's3:GetObject', 's3:GetObjectVersion'],
        resources: [`${bucketArn}/users/*`],
      }),
    );
    role.addToPolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [`${bucketArn}/malware-protection-resource-validation-object`] }));
    role.addToPolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket', 's3:GetBucketNotification', 's3:PutBucketNotification'], resources: [bucketArn] }));
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['kms:GenerateDataKey', 'kms:Decrypt'],
        resources: [this.key.keyArn],
        conditions: { StringLike: { 'kms:ViaService': `s3.${Aws.REGION}.amazonaws.com` } },
      }),
    );
    const nagText = (value: string) => (Token.isUnresolved(value) ? value.replace(/\$\{Token\[AWS\.(\w+)\.\d+\]\}/g, (_m, name: string) => `<AWS::${name}>`) : value);
    Validations.of(role).acknowledge(
      {
        id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:events:<AWS::Region>:<AWS::AccountId>:rule/DO-NOT-DELETE-AmazonGuardDutyMalwareProtectionS3*]',
        reason: 'GuardDuty creates and manages its own EventBridge rule under this name prefix (the role AWS documents for a malware protection plan).',
      },
      {
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${nagText(bucketName)}/users/*]`,
        reason: 'GuardDuty scans and tags every new object under users/ (each client’s prefix), so object actions need the prefix wildcard.',
      },
    );
    const plan = new guardduty.CfnMalwareProtectionPlan(this, 'MalwareProtection', {
      role: role.roleArn,
      protectedResource: { s3Bucket: { bucketName, objectPrefixes: ['users/'] } },
      actions: { tagging: { status: 'ENABLED' } },
    });
    plan.node.addDependency(role);
    plan.node.addDependency(this.bucket);
    return role;
  }
}
