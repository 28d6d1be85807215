import { Aws, Duration, RemovalPolicy, Stack, Tags, Token, Validations } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { jobQueueVariable } from '../lambdas/adapters/job-queue.js';
import { DOCUMENT_INSPECTOR_TAG } from './files.js';
import { Construct } from 'constructs';
import { buildSync, type BuildOptions } from 'esbuild';
import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { PORT_NAMES, PORT_READS, portDefine, type PortName } from '../lambdas/composition/ports.js';
import { STAFF_SESSION_PREFIX } from '../lambdas/adapters/dynamo/keys.js';
import { tableDesign } from '../lambdas/adapters/table.js';
import { PURPOSE_CONTEXT, SECRET_PURPOSES, type SecretPurpose } from '../lambdas/domain/secret-purposes.js';
import type { ChargingMode } from '../lambdas/domain/plans.js';
import { jobs, routeList, type Needs } from '../lambdas/routes.js';
import { bucketActions, directoryActions, jobFunctions, type BillingCall, type BucketAction, type DirectoryAction } from '../lambdas/routes/types.js';

const repoRoot = resolve(import.meta.dirname, '..');

/**
 * Credential sources the SDK's default chain imports on demand but a Lambda never reaches: the
 * function's role keys are in its environment, which the chain reads first (`fromEnv`). Left out of
 * the bundle (with the STS/SSO clients they pull in, about 130 KB); everything else of the SDK is
 * bundled, so what runs in Lambda is the version the tests ran, not whatever the runtime ships.
 */
export const UNREACHED_CREDENTIAL_SOURCES = [
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@smithy/credential-provider-imds',
];

/**
 * The esbuild options every Lambda is bundled with; `npm run bench` and the bundle tests bundle with
 * the very same (`esbuildOptions`). ESM, minified, with a require shim for the few CommonJS
 * dependencies. Source maps are separate `.map` files without the sources' text, so the code a cold
 * start loads carries only a one-line reference; nothing reads the map until an error is logged
 * (lambdas/http/stack.ts).
 */
export const lambdaBundling = {
  format: 'esm',
  target: 'node22',
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: "import { createRequire as __cr } from 'module'; const require = __cr(import.meta.url);",
  external: UNREACHED_CREDENTIAL_SOURCES,
} as const;

/**
 * The AWS SDK's packages. `npm run bench` also measures each bundle with these left out: the code we
 * ship beside the SDK, measured as bundles were when the SDK came from the Lambda runtime (a
 * 400 KB budget); the whole bundle, with the SDK inside, is held to 600 KB (docs/decisions.md, "Lambda bundle size").
 */
export const AWS_SDK_PACKAGES = ['@aws-sdk/*', '@smithy/*', '@aws-crypto/*'] as const;

/** The esbuild build options of one handler's bundle, as `cdkBundling` gives them to NodejsFunction. */
export function esbuildOptions(handler: string, outfile: string): BuildOptions {
  return { ...bundleOptions(handler, handlerDefine(handler)), outfile };
}

function bundleOptions(handler: string, define: Record<string, string>): BuildOptions {
  return {
    ...lambdaBundling,
    define,
    external: [...lambdaBundling.external],
    mainFields: [...lambdaBundling.mainFields],
    banner: { js: lambdaBundling.banner },
    entryPoints: [join(repoRoot, 'lambdas', 'handlers', `${handler}.ts`)],
    bundle: true,
    platform: 'node',
  };
}

const BUCKET_ACTIONS = ['describe', 'list', 'read', 'head', 'write', 'upload', 'download', 'move', 'delete', 'inspect'] as const satisfies readonly BucketAction[];

/** Every kind of need, in the order of `Needs` (the bucket's actions, billing's calls and the secrets' purposes kept below). */
const NEED_NAMES = ['table', 'bucket', 'directory', 'sms', 'email', 'secrets', 'billing', 'bureau', 'audit'] as const satisfies readonly (keyof Needs)[];

/** What the functions built from one handler module need: the union over the routes, jobs and job workers it serves, if any (`true` for each need, but the bucket's actions and billing's calls). */
export function handlerNeeds(handler: string): Needs | undefined {
  const owners = [...routeList, ...jobFunctions(jobs)].filter((r) => r.handler === handler);
  if (!owners.length) return undefined;
  const needs = Object.fromEntries(NEED_NAMES.flatMap((n) => (owners.some((o) => o.needs[n]) ? [[n, true]] : []))) as Needs;
  // The bucket keeps the union of its actions (the presigners are bundled only for read and write).
  if (needs.bucket) needs.bucket = BUCKET_ACTIONS.filter((a) => owners.some((o) => bucketActions(o.needs.bucket).includes(a)));
  // The bureau: every call if any owner pulls or refreshes, else only ending monitoring.
  if (needs.bureau) needs.bureau = owners.some((o) => o.needs.bureau === true) ? true : 'endMonitoring';
  // The secrets key: the union of the purposes (each is a condition on the KMS grant).
  if (needs.secrets) needs.secrets = SECRET_PURPOSES.filter((p) => owners.some((o) => o.needs.secrets?.includes(p)));
  // Billing keeps its list of calls when every owner gives one (the needs guard refuses any other call).
  const calls = owners.map((o) => o.needs.billing);
  if (needs.billing && calls.every((c) => c === undefined || Array.isArray(c))) {
    needs.billing = [...new Set(calls.flatMap((c) => (Array.isArray(c) ? (c as readonly BillingCall[]) : [])))];
  }
  return needs;
}

/**
 * Bundle-time constants `process.env.BUNDLE_NEEDS_<NEED>` ('1' or '0'): lambdas/composition/deps.ts
 * builds an undeclared adapter only when its constant is not '0', so esbuild drops that adapter and
 * its SDK client from the function's module graph; `process.env.BUNDLE_BUCKET_<ACTION>` is '0' for a
 * bucket action no route lists (the presigners stay out without read and write); `process.env.BUNDLE_BUREAU_PULL` is
 * '0' unless a route pulls or refreshes credit files (the report builder and MISMO mapper stay out). Without needs (a handler outside the route
 * table), nothing is defined and every adapter stays.
 */
export function needsDefine(needs: Needs | undefined): Record<string, string> {
  if (!needs) return {};
  return {
    ...Object.fromEntries(NEED_NAMES.map((n) => [`process.env.BUNDLE_NEEDS_${n.toUpperCase()}`, JSON.stringify(needs[n] ? '1' : '0')])),
    ...Object.fromEntries(BUCKET_ACTIONS.map((a) => [`process.env.BUNDLE_BUCKET_${a.toUpperCase()}`, JSON.stringify(bucketActions(needs.bucket).includes(a) ? '1' : '0')])),
    'process.env.BUNDLE_BUREAU_PULL': JSON.stringify(needs.bureau === true ? '1' : '0'),
  };
}

/** A handler's bundle-time constants: its needs' and its ports'. */
export function handlerDefine(handler: string): Record<string, string> {
  const needs = needsDefine(handlerNeeds(handler));
  const ports = handlerPorts(handler);
  return { ...needs, ...(ports ? portsDefine(ports) : {}) };
}

/** `process.env.BUNDLE_PORT_<NAME>` for every port: '1' for those listed, '0' for the others (their adapters left out). */
export function portsDefine(ports: readonly PortName[]): Record<string, string> {
  return Object.fromEntries(PORT_NAMES.map((p) => [portDefine(p), JSON.stringify(ports.includes(p) ? '1' : '0')]));
}

/** Where the composition root and the needs guard name every port (not a use of any). */
const NAMES_EVERY_PORT = /^lambdas\/(composition|adapters)\//;
const portNames = new Set<string>(PORT_NAMES);
const portsReadIn = new Map<string, readonly string[]>();

/**
 * The port names a module reads as a property: `x.users`, `x['users']`, `const { users } = x`
 * (a name in a string, a comment or a type does not count).
 */
function portsReadBy(file: string): readonly string[] {
  let read = portsReadIn.get(file);
  if (!read) {
    const found = new Set<string>();
    const visit = (node: ts.Node): void => {
      let name: string | undefined;
      if (ts.isPropertyAccessExpression(node)) name = node.name.text;
      else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) name = node.argumentExpression.text;
      else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
        const key = node.propertyName ?? node.name;
        if (ts.isIdentifier(key) || ts.isStringLiteralLike(key)) name = key.text;
      }
      if (name && portNames.has(name)) found.add(name);
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, readFileSync(join(repoRoot, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
    portsReadIn.set(file, (read = [...found]));
  }
  return read;
}

const handlerPortsCache = new Map<string, readonly PortName[] | undefined>();

/**
 * The ports a handler's code may read: every port whose name its bundled modules read as a property
 * (outside the composition root and the adapters, which name them all), found by bundling it with
 * none and adding what the bundled code reads until nothing new comes in (a port's factory may bring
 * in code that reads others: the entitlements read the subscriptions). Over-approximate by design: an
 * unrelated object's property of the same name keeps a port; none is missed as long as a port is read
 * by its name, never by a computed key (no code under lambdas/ outside the composition root and the
 * needs guard does). Undefined for a handler outside the route table (every port kept).
 */
export function handlerPorts(handler: string): readonly PortName[] | undefined {
  if (handlerPortsCache.has(handler)) return handlerPortsCache.get(handler);
  const needs = handlerNeeds(handler);
  let ports: PortName[] | undefined;
  if (needs) {
    let found: PortName[] = [];
    for (;;) {
      const out = buildSync({ ...bundleOptions(handler, { ...needsDefine(needs), ...portsDefine(found) }), sourcemap: false, minify: false, outdir: join(repoRoot, '.handler-ports'), write: false, metafile: true, logLevel: 'silent' });
      const output = Object.values(out.metafile.outputs).find((o) => o.entryPoint)!;
      const files = Object.entries(output.inputs).flatMap(([file, i]) => (i.bytesInOutput > 0 ? [relative(repoRoot, resolve(file))] : []));
      const named = new Set<string>(found);
      for (const file of files) if (file.startsWith('lambdas/') && !NAMES_EVERY_PORT.test(file)) for (const p of portsReadBy(file)) named.add(p);
      for (const p of [...named]) for (const read of PORT_READS[p as PortName] ?? []) named.add(read);
      const next: PortName[] = PORT_NAMES.filter((p) => named.has(p));
      if (next.length === found.length) break;
      found = next;
    }
    ports = found;
  }
  handlerPortsCache.set(handler, ports);
  return ports;
}

/**
 * NodejsFunction's options for a handler. The ports' constants cost a few bundling passes each
 * (`handlerPorts`), so a synth that bundles nothing (the template tests' bundling-stacks context)
 * defines the needs' only: the template is the same.
 */
const cdkBundling = (handler: string, bundled: boolean): BundlingOptions => ({
  format: OutputFormat.ESM,
  define: bundled ? handlerDefine(handler) : needsDefine(handlerNeeds(handler)),
  target: lambdaBundling.target,
  minify: lambdaBundling.minify,
  sourceMap: lambdaBundling.sourcemap,
  sourcesContent: lambdaBundling.sourcesContent,
  mainFields: [...lambdaBundling.mainFields],
  banner: lambdaBundling.banner,
  externalModules: [...lambdaBundling.external],
});

/** What a function may be bound to. */
export interface Resources {
  table: dynamodb.ITable;
  bucket: s3.IBucket;
  bucketKey: kms.IKey;
  userPool: cognito.IUserPool;
  secretsKey: kms.IKey;
  stage: string;
  /** Sender of account emails (SES identity). */
  mailFrom: string;
  /** The site's origin, for links in emails. */
  publicUrl: string;
  /** The documents bucket's name as this stack spells it (tokens of this stack only). */
  bucketName: string;
  /** Stripe's secret key and webhook secret (JSON), readable only by functions that bill. */
  stripeSecret: secretsmanager.ISecret;
  /** The business named in the service agreement (CROA). */
  company: { name: string; address: string };
  /** How every plan is charged (CROA §1679b(b)): the checkout mode, the agreement's payment terms. */
  chargingMode: ChargingMode;
  /** The fan-out jobs' queues by job id (lib/jobs.ts), for routes that enqueue to one (`needs.jobs`). */
  jobQueues?: ReadonlyMap<string, sqs.IQueue>;
}

/** Every user's files live under this prefix (lambdas/domain/documents.ts). */
const USER_PREFIX = 'users/';

/**
 * The IAM actions of each bucket action (adapters/needs.ts names the Files method of each): on the
 * bucket itself, on the objects under users/, and on the bucket's KMS key.
 */
export const BUCKET_IAM: Record<BucketAction, { bucket: string[]; objects: string[]; key: string[] }> = {
  // GetBucketLocation answers whether the bucket is there without listing a key (HeadBucket needs ListBucket).
  describe: { bucket: ['s3:GetBucketLocation'], objects: [], key: [] },
  list: { bucket: ['s3:ListBucket'], objects: [], key: [] },
  // Tags: the scanner reads GuardDuty's result tag; a quarantine move copies the object with its tags.
  // Versions: a document is read, scanned and served as the version its upload pinned.
  read: { bucket: [], objects: ['s3:GetObject', 's3:GetObjectVersion', 's3:GetObjectTagging', 's3:GetObjectVersionTagging'], key: ['kms:Decrypt'] },
  // Whether a file is there: S3 answers a HEAD of a missing key 404 only to a caller that may list the bucket, and 403
  // to any other, which the adapter cannot tell from a real refusal (a completion before the upload would answer 500).
  head: { bucket: ['s3:ListBucket'], objects: ['s3:GetObject', 's3:GetObjectVersion'], key: [] },
  write: { bucket: [], objects: ['s3:PutObject', 's3:PutObjectTagging'], key: ['kms:GenerateDataKey'] },
  // A presigned request acts with the signer's rights: the browser's upload puts, its download gets.
  upload: { bucket: [], objects: ['s3:PutObject'], key: ['kms:GenerateDataKey'] },
  download: { bucket: [], objects: ['s3:GetObject', 's3:GetObjectVersion'], key: ['kms:Decrypt'] },
  move: {
    bucket: ['s3:ListBucketVersions'],
    objects: [
      's3:GetObject',
      's3:GetObjectVersion',
      's3:GetObjectTagging',
      's3:GetObjectVersionTagging',
      's3:PutObject',
      's3:PutObjectTagging',
      's3:DeleteObject',
      's3:DeleteObjectVersion',
    ],
    key: ['kms:Decrypt', 'kms:GenerateDataKey'],
  },
  delete: { bucket: ['s3:ListBucket', 's3:ListBucketVersions'], objects: ['s3:DeleteObject', 's3:DeleteObjectVersion'], key: [] },
  // The same reads, and the role is tagged as the bucket's policy's one exception for unscanned documents (bind).
  inspect: { bucket: [], objects: ['s3:GetObject', 's3:GetObjectVersion'], key: ['kms:Decrypt'] },
};

/** The IAM actions of each directory action: exactly the Cognito calls the adapter's method makes. */
export const DIRECTORY_IAM: Record<DirectoryAction, string[]> = {
  describe: ['cognito-idp:DescribeUserPool'],
  read: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser'],
  create: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminGetUser'],
  setPassword: ['cognito-idp:AdminSetUserPassword'],
  verifyEmail: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminUpdateUserAttributes'],
  addToGroup: ['cognito-idp:AdminAddUserToGroup'],
  removeFromGroup: ['cognito-idp:AdminRemoveUserFromGroup'],
  delete: ['cognito-idp:AdminDeleteUser'],
  signOut: ['cognito-idp:AdminUserGlobalSignOut'],
  disable: ['cognito-idp:AdminDisableUser'],
};

const unique = (values: string[]) => [...new Set(values)];

export interface HouseFunctionProps {
  /** Module under lambdas/handlers/, without extension. */
  handler: string;
  timeout?: number;
  memorySize?: number;
  /** Calls Stripe: may be bound to the Stripe secret (`needs.billing`). */
  billing?: boolean;
  /** Concurrent executions reserved (and allowed at most): 1 keeps a job's scheduler to one run at a time. */
  reservedConcurrency?: number;
}

/** The house default every Lambda goes through: Node 22 on arm64, esbuild bundle, log group with retention. */
export class HouseFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly billing: boolean;

  constructor(scope: Construct, id: string, props: HouseFunctionProps) {
    super(scope, id);
    this.billing = Boolean(props.billing);
    const logGroup = new logs.LogGroup(this, 'Logs', { retention: logs.RetentionDays.THREE_MONTHS, removalPolicy: RemovalPolicy.DESTROY });
    this.fn = new NodejsFunction(this, 'Fn', {
      entry: join(repoRoot, 'lambdas', 'handlers', `${props.handler}.ts`),
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      ...(props.reservedConcurrency === undefined ? {} : { reservedConcurrentExecutions: props.reservedConcurrency }),
      timeout: Duration.seconds(props.timeout ?? 10),
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      bundling: cdkBundling(props.handler, Stack.of(this).bundlingRequired),
      logGroup,
      // No X-Ray: nothing emits segments (Powertools Tracer is not used), so no trace permissions either.
      tracing: lambda.Tracing.DISABLED,
      // No --enable-source-maps: it reads and indexes the whole map at every cold start; the route
      // wrapper maps a logged error's stack on demand (lambdas/http/stack.ts).
      environment: { POWERTOOLS_SERVICE_NAME: id },
      // Every function reads the origin secret (lambdas/http/origin.ts), billing ones the Stripe secret too,
      // through the extension's cache on localhost:2773 rather than an SDK client per function.
      paramsAndSecrets: lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103, {
        cacheSize: 10,
        logLevel: lambda.ParamsAndSecretsLogLevel.WARN,
      }),
    });
    Validations.of(this.fn).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'The AWS-managed basic execution role grants only CloudWatch Logs writes for this function.',
      },
      {
        id: 'AwsSolutions-L1',
        reason: 'Node.js 22 is pinned deliberately: it is the runtime the code is built and tested for; upgrades are a reviewed change.',
      },
    );
  }

  /** Environment and least-privilege grants from the route's `needs`, in one call. */
  bind(needs: Needs, resources: Resources): this {
    const { fn } = this;
    fn.addEnvironment('STAGE', resources.stage);
    fn.addEnvironment('PUBLIC_URL', resources.publicUrl);
    // Not secret: the service agreement names the business (checked against the signed text's hash).
    fn.addEnvironment('COMPANY_NAME', resources.company.name);
    fn.addEnvironment('COMPANY_ADDRESS', resources.company.address);
    fn.addEnvironment('CHARGING_MODE', resources.chargingMode);
    if (needs.table) {
      fn.addEnvironment('TABLE_NAME', resources.table.tableName);
      // Explicit actions on the table and each named index: no wildcards to explain away.
      const describe = ['dynamodb:DescribeTable'];
      const read = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem'];
      const write = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
      const actions = needs.table === 'describe' ? describe : needs.table === 'read' ? [...read, ...describe] : [...read, ...describe, ...write];
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions,
          resources: needs.table === 'describe' ? [resources.table.tableArn] : [resources.table.tableArn, ...tableDesign.indexes.map((i) => `${resources.table.tableArn}/index/${i.name}`)],
        }),
      );
      if (needs.table === 'readwrite') fn.addToRolePolicy(auditAppendOnly(resources.table.tableArn, Boolean(needs.audit)));
    }
    if (needs.staffSessions && needs.table !== 'readwrite') {
      // The route wrapper records staff sessions' last calls: that one item per member, and nothing else, may be updated.
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['dynamodb:UpdateItem'],
          resources: [resources.table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${STAFF_SESSION_PREFIX}*`] } },
        }),
      );
    }
    const bucket = bucketActions(needs.bucket);
    if (bucket.length) {
      fn.addEnvironment('BUCKET_NAME', resources.bucket.bucketName);
      // The documents bucket is versioned: deleting a user's files removes every version.
      fn.addEnvironment('BUCKET_VERSIONED', 'true');
      const bucketArn = `arn:${Aws.PARTITION}:s3:::${resources.bucketName}`;
      const onBucket = unique(bucket.flatMap((a) => BUCKET_IAM[a].bucket));
      const onObjects = unique(bucket.flatMap((a) => BUCKET_IAM[a].objects));
      const onKey = unique(bucket.flatMap((a) => BUCKET_IAM[a].key));
      if (onBucket.length) fn.addToRolePolicy(new iam.PolicyStatement({ actions: onBucket, resources: [bucketArn] }));
      if (onObjects.length) {
        fn.addToRolePolicy(new iam.PolicyStatement({ actions: onObjects, resources: [`${bucketArn}/${USER_PREFIX}*`] }));
        Validations.of(this).acknowledge({
          id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${nagText(resources.bucketName)}/${USER_PREFIX}*]`,
          reason: 'Users’ documents are objects under users/<id>/; object actions need the prefix wildcard. Handlers build keys from the caller’s id only.',
        });
      }
      if (onKey.length) fn.addToRolePolicy(new iam.PolicyStatement({ actions: onKey, resources: [resources.bucketKey.keyArn] }));
      // The documents bucket denies reading a document the scan has not tagged clean to every role but these (lib/files.ts).
      if (bucket.includes('inspect')) Tags.of(fn.role!).add(DOCUMENT_INSPECTOR_TAG, 'true');
    }
    const directory = directoryActions(needs.directory);
    if (directory.length) {
      fn.addEnvironment('USER_POOL_ID', resources.userPool.userPoolId);
      fn.addToRolePolicy(
        new iam.PolicyStatement({ actions: unique(directory.flatMap((a) => DIRECTORY_IAM[a])), resources: [resources.userPool.userPoolArn] }),
      );
    }
    if (needs.sms) {
      // SMS to a phone number has no resource ARN to scope to; the deny keeps it from publishing to any topic.
      fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
      fn.addToRolePolicy(new iam.PolicyStatement({ effect: iam.Effect.DENY, actions: ['sns:Publish'], resources: [`arn:${Stack.of(this).partition}:sns:*:*:*`] }));
      Validations.of(fn).acknowledge({ id: 'AwsSolutions-IAM5[Resource::*]', reason: 'SNS SMS publish to a phone number: a phone number has no ARN to scope the statement to.' });
    }
    if (needs.email) {
      fn.addEnvironment('MAIL_FROM', resources.mailFrom);
      const stack = Stack.of(this);
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: resources.mailFrom.split('@')[1] ?? resources.mailFrom })],
        }),
      );
    }
    if (needs.billing) {
      if (!this.billing) {
        throw new Error(`${this.node.id}: a function with needs.billing must be created with { billing: true } (the secrets extension)`);
      }
      fn.addEnvironment('STRIPE_SECRET_ARN', resources.stripeSecret.secretArn);
      fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [resources.stripeSecret.secretArn] }));
    }
    for (const jobId of needs.jobs ?? []) {
      const queue = resources.jobQueues?.get(jobId);
      if (!queue) throw new Error(`${this.node.id}: needs.jobs names ${jobId}, which has no queue (a job with a worker in routes/jobs.ts)`);
      fn.addEnvironment(jobQueueVariable(jobId), queue.queueUrl);
      queue.grantSendMessages(fn);
    }
    if (needs.secrets?.length) {
      fn.addEnvironment('KMS_KEY_ID', resources.secretsKey.keyArn);
      fn.addToRolePolicy(secretsKeyStatement(needs.secrets, resources.secretsKey.keyArn));
    }
    return this;
  }
}

/**
 * The secrets key's grant for these purposes only: KMS checks the encryption context the call names
 * against the condition, and a ciphertext opens only under the context it was sealed with, so a function
 * granted profile credentials cannot open a bank token (domain/secret-purposes.ts).
 */
export function secretsKeyStatement(purposes: readonly SecretPurpose[], keyArn: string): iam.PolicyStatement {
  return new iam.PolicyStatement({
    actions: ['kms:GenerateDataKey', 'kms:Decrypt'],
    resources: [keyArn],
    conditions: { StringLike: { 'kms:EncryptionContext:purpose': purposes.map((p) => PURPOSE_CONTEXT[p]) } },
  });
}

/** The partition keys of audit entries (lambdas/adapters/dynamo/keys.ts `auditKey`). */
export const AUDIT_KEY_PATTERN = 'AUDIT#*';

/**
 * The audit log is append-only: an explicit deny (which no allow overrides) of changing or deleting any
 * item whose partition key is an audit partition, for every function that may write the table, and of
 * writing one at all for a function that does not audit (`needs.audit`). Inside a transaction each item is
 * authorized as its own PutItem, UpdateItem or DeleteItem, with the same key condition. Entries are put
 * with `attribute_not_exists(PK)` (adapters/dynamo/audit.ts), so a retry cannot overwrite one.
 */
export function auditAppendOnly(tableArn: string, audits: boolean): iam.PolicyStatement {
  return new iam.PolicyStatement({
    effect: iam.Effect.DENY,
    actions: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', ...(audits ? [] : ['dynamodb:PutItem'])],
    resources: [tableArn],
    conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [AUDIT_KEY_PATTERN] } },
  });
}

/** How cdk-nag prints a string with pseudo-parameter tokens in a finding id. */
function nagText(value: string): string {
  if (!Token.isUnresolved(value)) return value;
  return value.replace(/\$\{Token\[AWS\.(\w+)\.\d+\]\}/g, (_m, name: string) => `<AWS::${name}>`);
}
