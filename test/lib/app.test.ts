import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, NestedStack, Stack, type CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableDesign } from '../../lambdas/adapters/table.js';
import { GROUPS } from '../../lambdas/domain/roles.js';
import { jobs, routeList, routes } from '../../lambdas/routes.js';
import { bucketActions, jobFunctions, WORKER_DEFAULTS } from '../../lambdas/routes/types.js';
import { DOCUMENT_INSPECTOR_TAG } from '../../lib/files.js';
import { ROUTE_THROTTLES, routeArea } from '../../lib/api.js';
import { buildApp } from '../../lib/app.js';
import { htmlInvalidationPaths, viewerRequestRewrite, viewerResponseStatus } from '../../lib/web.js';
import { paths } from '../../web/src/config/paths.js';
import { publicPageList } from '../../web/src/config/public-pages.js';

/** Names of the files CDK staged as deployment sources (Source.data / Source.jsonData write them under the assembly). */
function stagedFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else found.push(entry.name);
    }
  };
  walk(built.app.outdir);
  return found;
}

/** The site deployment that carries the HTML (the other one carries the hashed assets). */
const htmlDeployment = () => Object.values(app.findResources('Custom::CDKBucketDeployment')).map((r) => r.Properties).find((p) => p.DistributionPaths);

/** One synthesis shared by every assertion in this file. */
let built: ReturnType<typeof buildApp>;
let data: Template;
let app: Template;
/** The app stack and its nested stacks (one per route area). */
let appStacks: Template[];
/** Resources of a type in the app stack and every nested stack, by logical id. */
const appFind = (type: string): ReturnType<Template['findResources']> => Object.assign({}, ...appStacks.map((t) => t.findResources(type)));

beforeAll(() => {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>t</title>');
  // Templates only: CDK's bundling-stacks context skips esbuild (bundles are measured by npm run bench).
  built = buildApp({ webDist, stage: 'test', chargingMode: 'after-service', bundle: false, outdir: mkdtempSync(join(tmpdir(), 'cdk-out-')) });
  data = Template.fromStack(built.data);
  app = Template.fromStack(built.appStack);
  appStacks = [app, ...built.appStack.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack).map((n) => Template.fromStack(n))];
}, 120_000);

describe('data stack', () => {
  it('has one on-demand table with PITR, deletion protection, TTL and the designed indexes', () => {
    data.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      GlobalSecondaryIndexes: tableDesign.indexes.map((i) =>
        Match.objectLike({ IndexName: i.name, KeySchema: [{ AttributeName: i.partitionKey, KeyType: 'HASH' }, { AttributeName: i.sortKey, KeyType: 'RANGE' }] }),
      ),
      Replicas: [Match.objectLike({ DeletionProtectionEnabled: true, PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
    });
  });

  it('scans every new document with GuardDuty Malware Protection for S3, which tags it with the result', () => {
    data.resourceCountIs('AWS::GuardDuty::MalwareProtectionPlan', 1);
    data.hasResourceProperties('AWS::GuardDuty::MalwareProtectionPlan', {
      ProtectedResource: { S3Bucket: { BucketName: Match.anyValue(), ObjectPrefixes: ['users/'] } },
      Actions: { Tagging: { Status: 'ENABLED' } },
      Role: Match.anyValue(),
    });
    data.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: Match.objectLike({ Statement: [Match.objectLike({ Principal: { Service: 'malware-protection-plan.guardduty.amazonaws.com' } })] }),
    });
  });

  it('disposes of removed versions after 30 days and of infected files (GuardDuty tag) after 30 days', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Id: 'RemovedVersions', NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' }),
          Match.objectLike({ Id: 'InfectedFiles', ExpirationInDays: 30, TagFilters: [{ Key: 'GuardDutyMalwareScanStatus', Value: 'THREATS_FOUND' }] }),
        ]),
      },
    });
  });

  it('keeps documents private, KMS-encrypted, TLS-only and access-logged', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: { ServerSideEncryptionConfiguration: [Match.objectLike({ ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: Match.anyValue() } })] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'documents/' }),
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['POST']) })] },
    });
    const policies = data.findResources('AWS::S3::BucketPolicy');
    for (const policy of Object.values(policies)) {
      expect(JSON.stringify(policy)).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('keeps every version of a document, and denies reading one GuardDuty has not tagged clean to all but GuardDuty and the inspector roles', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: { ServerSideEncryptionConfiguration: [Match.objectLike({ ServerSideEncryptionByDefault: Match.objectLike({ SSEAlgorithm: 'aws:kms' }) })] },
      VersioningConfiguration: { Status: 'Enabled' },
    });
    const statements = Object.values(data.findResources('AWS::S3::BucketPolicy')).flatMap(
      (p) => p.Properties.PolicyDocument.Statement as { Sid?: string; Effect: string; Principal: unknown; Action: string[]; Resource: unknown; Condition: Record<string, Record<string, unknown>> }[],
    );
    const gate = statements.find((st) => st.Sid === 'DenyReadingDocumentsNotScannedClean');
    expect(gate).toMatchObject({ Effect: 'Deny', Principal: { AWS: '*' }, Action: ['s3:GetObject', 's3:GetObjectVersion'] });
    expect(JSON.stringify(gate!.Resource)).toContain('/users/*/documents/*');
    expect(JSON.stringify(gate!.Resource)).toContain('/users/*/profile-photo/*');
    expect(gate!.Condition.StringNotEquals).toEqual({
      's3:ExistingObjectTag/GuardDutyMalwareScanStatus': 'NO_THREATS_FOUND',
      [`aws:PrincipalTag/${DOCUMENT_INSPECTOR_TAG}`]: 'true',
    });
    // The one principal named is GuardDuty's malware protection role, which must read to scan.
    const guardDutyRole = Object.entries(data.findResources('AWS::IAM::Role')).find(([, r]) => JSON.stringify(r).includes('malware-protection-plan.guardduty.amazonaws.com'))![0];
    expect(gate!.Condition.ArnNotEquals).toEqual({ 'aws:PrincipalArn': { 'Fn::GetAtt': [guardDutyRole, 'Arn'] } });
    // No statement of the bucket's policy allows anything: it only denies.
    expect(statements.every((st) => st.Effect === 'Deny')).toBe(true);
  });

  it('has a user pool with email sign-in, a 6-character minimum, no self sign-up, threat protection and the six groups', () => {
    data.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 6, RequireUppercase: false, RequireSymbols: false }) },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
      DeletionProtection: 'ACTIVE',
    });
    const groups = Object.values(data.findResources('AWS::Cognito::UserPoolGroup')).map((g) => g.Properties.GroupName);
    expect(groups.sort()).toEqual([...GROUPS].sort());
    const [client] = Object.values(data.findResources('AWS::Cognito::UserPoolClient'));
    expect(client!.Properties.ExplicitAuthFlows).toEqual(expect.arrayContaining(['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_PASSWORD_AUTH']));
    expect(client!.Properties.GenerateSecret).toBe(false);
  });
});

describe('app stack', () => {
  const handlerFunctions = () =>
    Object.values(appFind('AWS::Lambda::Function')).filter((f) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME);

  it('makes one Node 22 arm64 function per route and job, one per fan-out job’s worker, and the origin secret’s rotation', () => {
    const fns = handlerFunctions();
    expect(fns).toHaveLength(routeList.length + jobFunctions(jobs).length + 1);
    for (const fn of fns) {
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
    }
  });

  it('makes one API route per entry, with the JWT authorizer on every non-public one', () => {
    const apiRoutes = Object.values(appFind('AWS::ApiGatewayV2::Route')).map((r) => r.Properties);
    expect(apiRoutes).toHaveLength(routeList.length);
    for (const def of routeList) {
      const route = apiRoutes.find((r) => r.RouteKey === `${def.method} ${def.path}`);
      expect(route, def.id).toBeDefined();
      expect(route!.AuthorizationType).toBe(def.access === 'public' ? 'NONE' : 'JWT');
    }
    app.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      JwtConfiguration: { Audience: [Match.anyValue()], Issuer: Match.anyValue() },
    });
    app.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: '$default', AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }) });
  });

  it('throttles the expensive routes on the stage each by its own limit, below the stage default, after their routes exist', () => {
    const stages = Object.entries(appFind('AWS::ApiGatewayV2::Stage'));
    expect(stages).toHaveLength(1);
    const [, stage] = stages[0]!;
    const defaults = stage.Properties.DefaultRouteSettings as { ThrottlingRateLimit: number; ThrottlingBurstLimit: number };
    const settings = stage.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    for (const expensive of [routes.creditPull, routes.startDocumentUpload, routes.completeDocumentUpload, routes.disputeLetter, routes.startAnalysis, routes.bankConnect, routes.smsVerification, routes.fileDispute]) {
      const own = settings[`${expensive.method} ${expensive.path}`];
      expect(own, expensive.id).toEqual({ ThrottlingRateLimit: ROUTE_THROTTLES[expensive.id]!.rateLimit, ThrottlingBurstLimit: ROUTE_THROTTLES[expensive.id]!.burstLimit });
      expect(own!.ThrottlingRateLimit).toBeLessThan(defaults.ThrottlingRateLimit);
      expect(own!.ThrottlingBurstLimit).toBeLessThan(defaults.ThrottlingBurstLimit);
    }
    // Every throttled id is a route, and a cheap route keeps the default.
    for (const id of Object.keys(ROUTE_THROTTLES)) expect(routeList.some((def) => def.id === id), id).toBe(true);
    expect(settings[`${routes.me.method} ${routes.me.path}`]).toBeUndefined();
    // CloudFormation resolves a route key only once the route exists: the stage depends on the nested stacks that make them.
    expect((stage.DependsOn as string[] | undefined)?.length ?? 0).toBeGreaterThan(0);
  });

  it('grants a read-only route no write actions, and a write route its writes', () => {
    const policies = Object.entries(appFind('AWS::IAM::Policy'));
    const policyOf = (id: string) => JSON.stringify(policies.find(([logicalId]) => logicalId.startsWith(`${id}Fn`) || logicalId.startsWith(`Jobs${id}Fn`))?.[1] ?? {});
    expect(routes.me.needs.table).toBe('read');
    expect(policyOf('Me')).toContain('dynamodb:GetItem');
    expect(policyOf('Me')).not.toMatch(/dynamodb:(PutItem|UpdateItem|DeleteItem)|s3:|cognito-idp:Admin(Create|Delete)/);
    expect(policyOf('DeleteAccount')).toMatch(/dynamodb:DeleteItem.*|s3:DeleteObject|cognito-idp:AdminDeleteUser/);
    // AdminPing declares nothing: it gets only what the wrapper reads (the tombstone, the caller's standing), read-only.
    expect(routes.adminPing.needs).toEqual({});
    expect(policyOf('AdminPing')).toContain('dynamodb:GetItem');
    expect(policyOf('AdminPing')).toContain('cognito-idp:AdminGetUser');
    expect(policyOf('AdminPing')).not.toMatch(/dynamodb:(PutItem|DeleteItem)|s3:|cognito-idp:Admin(Create|Delete|Add|Remove|Set|Update|UserGlobal)/);
    // Its one write: the caller's staff session record (the wrapper's idle and age checks), by key prefix.
    const pingStatements = JSON.parse(policyOf('AdminPing')).Properties.PolicyDocument.Statement as { Action: string | string[]; Condition?: unknown }[];
    expect(pingStatements.filter((s) => [s.Action].flat().includes('dynamodb:UpdateItem'))).toEqual([
      expect.objectContaining({ Action: 'dynamodb:UpdateItem', Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['STAFFSESSION#USER#*'] } } }),
    ]);
  });

  it('grants each public function exactly the actions its route names: no user deletion or disabling, no object or key read by health', () => {
    const policies = Object.entries(appFind('AWS::IAM::Policy'));
    const statementsOf = (id: string) =>
      policies
        .filter(([logicalId]) => logicalId.startsWith(`${id}Fn`))
        .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown; Effect?: string }[] }).Statement);
    const actionsOf = (id: string) => [...new Set(statementsOf(id).flatMap((st) => [st.Action].flat()))].sort();
    const tableRead = ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:DescribeTable', 'dynamodb:GetItem', 'dynamodb:Query'];
    const tableWrite = [...tableRead, 'dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];
    const origin = 'secretsmanager:GetSecretValue';
    const opening = ['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminCreateUser', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminUserGlobalSignOut'];
    const expected: Record<string, string[]> = {
      Health: ['cognito-idp:DescribeUserPool', 'dynamodb:DescribeTable', 's3:GetBucketLocation', origin],
      Signup: [...tableWrite, ...opening, 'ses:SendEmail', origin],
      PartnerApply: [...tableWrite, ...opening, 'ses:SendEmail', origin],
      ConfirmEmail: [...tableWrite, 'cognito-idp:AdminGetUser', 'cognito-idp:AdminUpdateUserAttributes', origin],
      ResendConfirmation: [...tableWrite, 'cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser', 'ses:SendEmail', origin],
      ForgotPassword: [...tableWrite, 'ses:SendEmail', origin],
      ResetPassword: [...tableWrite, 'cognito-idp:AdminGetUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminUpdateUserAttributes', 'cognito-idp:AdminUserGlobalSignOut', 'ses:SendEmail', origin],
    };
    for (const [id, actions] of Object.entries(expected)) expect(actionsOf(id), id).toEqual([...actions].sort());
    const publicIds = routeList.filter((r) => r.access === 'public').map((r) => r.id);
    expect(publicIds).toEqual(expect.arrayContaining(Object.keys(expected)));
    for (const id of publicIds) {
      expect(actionsOf(id).length, id).toBeGreaterThan(0);
      expect(actionsOf(id).filter((a) => /AdminDeleteUser|AdminDisableUser|sns:|s3:GetObject|s3:ListBucket|kms:/.test(a)), id).toEqual([]);
    }
    // Health describes only: the table alone (no index), the bucket itself (no object), the pool.
    expect(statementsOf('Health').map((st) => JSON.stringify(st.Resource)).join(' ')).not.toMatch(/index\/|users\//);
    // No statement of a route's or job's function is on every resource (X-Ray is off), except SMS to a phone
    // number (which has no ARN) for the routes that declare it, and those are denied every topic.
    for (const def of [...routeList, ...jobFunctions(jobs)]) {
      for (const st of statementsOf(def.id)) {
        if (!JSON.stringify(st.Resource).includes('"*"') && st.Resource !== '*') continue;
        expect({ id: def.id, sms: Boolean(def.needs?.sms), action: st.Action, effect: st.Effect }).toEqual({ id: def.id, sms: true, action: 'sns:Publish', effect: 'Allow' });
        const denied = statementsOf(def.id).filter((d) => d.Effect === 'Deny' && d.Action === 'sns:Publish');
        expect(JSON.stringify(denied.map((d) => d.Resource)), def.id).toMatch(/:sns:\*:\*:\*/);
      }
    }
    expect(routeList.filter((r) => r.needs?.sms).map((r) => r.id)).toEqual(['SmsVerification']);
  });

  it('lets the functions that ask whether an upload has arrived list the bucket, so S3 answers a missing file 404, not 403', () => {
    const policies = Object.entries(appFind('AWS::IAM::Policy'));
    const statementsOf = (id: string) =>
      policies
        .filter(([logicalId]) => logicalId.startsWith(`${id}Fn`))
        .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement);
    // A HEAD of a missing key is 403 to a caller without s3:ListBucket, which the adapter cannot tell from a real refusal.
    const headers = routeList.filter((d) => bucketActions(d.needs.bucket).includes('head')).map((d) => d.id);
    expect(headers).toEqual(expect.arrayContaining(['CompleteDocumentUpload', 'StaffPhotoComplete']));
    for (const id of ['CompleteDocumentUpload', 'StaffPhotoComplete']) {
      const listing = statementsOf(id).filter((st) => [st.Action].flat().includes('s3:ListBucket'));
      expect(listing.length, id).toBe(1);
      // On the bucket itself (ListBucket has no object resource).
      expect(JSON.stringify(listing[0]!.Resource), id).not.toContain('users/');
    }
  });

  it('lets the functions that delete documents remove every version of them from the versioned bucket', () => {
    const policies = Object.entries(appFind('AWS::IAM::Policy'));
    const policyOf = (id: string) => JSON.stringify(policies.find(([logicalId]) => logicalId.startsWith(`${id}Fn`) || logicalId.startsWith(`Jobs${id}Fn`))?.[1] ?? {});
    // An admin's deletion runs in the AdminDeletion job's worker.
    for (const id of ['DeleteAccount', 'AdminDeletionWorker']) {
      expect(policyOf(id)).toContain('s3:DeleteObjectVersion');
      expect(policyOf(id)).toContain('s3:ListBucketVersions');
    }
    expect(policyOf('ExportAccount')).not.toMatch(/s3:Delete|ListBucketVersions/);
    const fn = handlerFunctions().find((f) => f.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME === 'DeleteAccount');
    expect(fn?.Properties.Environment.Variables.BUCKET_VERSIONED).toBe('true');
    // The charging mode the operator set reaches the functions (checkout mode, the agreement's payment terms).
    expect(fn?.Properties.Environment.Variables.CHARGING_MODE).toBe('after-service');
  });

  it('tags only the roles that read a document or a staff photo before its scan as inspectors; staff links read versions but are no inspector', () => {
    const roles = Object.entries(appFind('AWS::IAM::Role'));
    const inspectors = roles
      .filter(([, r]) => (r.Properties.Tags as { Key: string; Value: string }[] | undefined)?.some((t) => t.Key === DOCUMENT_INSPECTOR_TAG && t.Value === 'true'))
      .map(([logicalId]) => logicalId);
    expect(inspectors).toHaveLength(3);
    expect(inspectors.some((id) => id.startsWith('CompleteDocumentUploadFn'))).toBe(true);
    expect(inspectors.some((id) => id.startsWith('StaffPhotoCompleteFn'))).toBe(true);
    expect(inspectors.some((id) => id.startsWith('JobsDocumentScanResultFn') || id.startsWith('DocumentScanResultFn'))).toBe(true);
    expect([...routeList, ...jobFunctions(jobs)].filter((d) => bucketActions(d.needs.bucket).includes('inspect')).map((d) => d.id).sort()).toEqual(['CompleteDocumentUpload', 'DocumentScanResult', 'StaffPhotoComplete']);
    const policies = Object.entries(appFind('AWS::IAM::Policy'));
    const link = JSON.stringify(policies.find(([logicalId]) => logicalId.startsWith('AdminDocumentLinkFn'))?.[1] ?? {});
    expect(link).toContain('s3:GetObjectVersion');
  });

  it('lets only billing functions read the Stripe secret, through the secrets extension; no other function has it', () => {
    data.resourceCountIs('AWS::SecretsManager::Secret', 1);
    const fns = Object.entries(appFind('AWS::Lambda::Function')).filter(([, f]) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME);
    const policies = Object.entries(appFind('AWS::IAM::Policy'));
    // Every function may read the origin secret (X-Origin-Verify); only billing ones the Stripe secret.
    const stripeSecretId = built.data.getLogicalId(built.data.stripeSecret.node.defaultChild as CfnElement);
    const billing = new Set([...routeList, ...jobFunctions(jobs)].filter((d) => d.needs.billing).map((d) => d.id));
    expect(billing).toEqual(
      new Set(['Subscription', 'BillingPrice', 'BillingCheckout', 'BillingWebhook', 'BillingPortal', 'BillingCancel', 'AdminWorkPerformed', 'DeleteAccount', 'AdminDeletionWorker', 'ReconcileSubscriptionsWorker']),
    );
    for (const [, fn] of fns) {
      const id = fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME as string;
      const vars = fn.Properties.Environment.Variables as Record<string, unknown>;
      const policy = JSON.stringify(policies.filter(([logicalId]) => logicalId.includes(`${id}Fn`)).map(([, p]) => p));
      if (billing.has(id)) {
        expect(vars.STRIPE_SECRET_ARN, id).toBeDefined();
        expect(policy, id).toContain('secretsmanager:GetSecretValue');
        expect(JSON.stringify(fn.Properties.Layers), id).toContain('AWS-Parameters-and-Secrets-Lambda-Extension');
      } else {
        expect(vars.STRIPE_SECRET_ARN, id).toBeUndefined();
        expect(policy, id).not.toContain(stripeSecretId);
      }
      // Never a key in plain configuration.
      expect(JSON.stringify(vars), id).not.toMatch(/sk_(live|test)_|whsec_/);
    }
  });

  it('makes the Stripe webhook the one public billing route', () => {
    const publicRoutes = routeList.filter((r) => r.access === 'public').map((r) => r.id);
    expect(publicRoutes.filter((id) => id.startsWith('Billing'))).toEqual(['BillingWebhook']);
  });

  it('serves the SPA from a private bucket through CloudFront with OAC, SPA rewrites and a CSP, and routes /api/* to the API', () => {
    app.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    app.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CacheBehaviors: [Match.objectLike({ PathPattern: '/api/*', AllowedMethods: Match.arrayWith(['POST', 'DELETE']) })],
        DefaultCacheBehavior: Match.objectLike({ FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' }), Match.objectLike({ EventType: 'viewer-response' })], ViewerProtocolPolicy: 'redirect-to-https' }),
      }),
    });
    const [headers] = Object.values(app.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const security = headers!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(JSON.stringify(security.ContentSecurityPolicy)).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
    expect(security.StrictTransportSecurity.AccessControlMaxAgeSec).toBe(31536000);
    expect(security.FrameOptions.FrameOption).toBe('DENY');
    // /config.json is deployed beside the site (its own source, with the user pool's ids) and invalidated with it.
    expect(stagedFiles()).toContain('config.json');
    const deployment = htmlDeployment();
    // The user pool's ids, read from the data stack's SSM parameters at deploy.
    expect(JSON.stringify(deployment.SourceMarkers)).toMatch(/SsmParameterValuecredittestdatauserpoolid/);
    expect(JSON.stringify(deployment.SourceMarkers)).toMatch(/SsmParameterValuecredittestdatauserpoolclientid/);
    // HTML and the small files only; hashed assets keep their URLs and are never invalidated.
    expect(deployment.DistributionPaths).toEqual(htmlInvalidationPaths(publicPageList.map((p) => p.path)));
    expect(deployment.DistributionPaths).toEqual(expect.arrayContaining(['/index.html', '/spa.html', '/faq/index.html', '/config.json']));
    expect(deployment.DistributionPaths.some((p: string) => p.startsWith('/assets'))).toBe(false);
  });

  it('serves each prerendered page’s own HTML for its extensionless path, the SPA shell for other routes, and files as they are', () => {
    const code = viewerRequestRewrite(publicPageList.map((p) => p.path));
    expect(Object.values(app.findResources('AWS::CloudFront::Function')).map((f) => f.Properties.FunctionCode)).toContain(code);
    // Run the deployed code as CloudFront would.
    const handler = new Function(`${code}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/faq')).toBe('/faq/index.html');
    expect(rewrite('/faq/')).toBe('/faq/index.html');
    expect(rewrite('/credit-guide')).toBe('/credit-guide/index.html');
    for (const page of publicPageList) expect(rewrite(page.path)).toBe(page.path === '/' ? '/index.html' : `${page.path}/index.html`);
    expect(rewrite('/login')).toBe('/spa.html');
    expect(rewrite('/profile')).toBe('/spa.html');
    for (const path of Object.values(paths)) expect(rewrite(path)).toMatch(/^\/(spa\.html|index\.html|[\w-]+\/index\.html)$/);
    expect(rewrite('/admin/')).toBe('/spa.html');
    // A path that is no route gets the same shell as /404.html, which the viewer-response function answers with 404.
    expect(rewrite('/no/such/page')).toBe('/404.html');
    expect(rewrite('/profiles')).toBe('/404.html');
    expect(rewrite('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(rewrite('/sitemap.xml')).toBe('/sitemap.xml');
    expect(rewrite('/robots.txt')).toBe('/robots.txt');
  });

  it('answers 404 for a path that is no route of the SPA, on the site behaviour only (the API keeps its own statuses)', () => {
    const distribution = Object.values(app.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const functions = app.findResources('AWS::CloudFront::Function');
    const code = viewerResponseStatus(publicPageList.map((p) => p.path));
    const [id] = Object.entries(functions).find(([, f]) => f.Properties.FunctionCode === code)!;
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toContainEqual({ EventType: 'viewer-response', FunctionARN: { 'Fn::GetAtt': [id, 'FunctionARN'] } });
    for (const behavior of distribution.CacheBehaviors) expect(behavior.FunctionAssociations ?? []).toEqual([]);
    const request = new Function(`${viewerRequestRewrite(publicPageList.map((p) => p.path))}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    const respond = new Function(`${code}; return handler;`)() as (e: { request: { uri: string }; response: { statusCode: number; statusDescription?: string } }) => { statusCode: number };
    // CloudFront hands the viewer-response function the request; whether as sent or as rewritten, the status is the same.
    const status = (uri: string, origin = 200) => {
      const sent = respond({ request: { uri }, response: { statusCode: origin } }).statusCode;
      const rewritten = respond({ request: { uri: request({ request: { uri } }).uri }, response: { statusCode: origin } }).statusCode;
      expect(rewritten, uri).toBe(sent);
      return sent;
    };
    for (const path of [...Object.values(paths), ...publicPageList.map((p) => p.path)]) expect(status(path), path).toBe(200);
    expect(status('/profile/')).toBe(200);
    expect(status('/assets/index-abc.js')).toBe(200);
    expect(status('/config.json')).toBe(200);
    expect(status('/no/such/page')).toBe(404);
    expect(status('/admin/users')).toBe(404);
    expect(status('/adminx')).toBe(404);
    // A missing file: S3 answers CloudFront's origin access with 403.
    expect(status('/assets/gone.js', 403)).toBe(404);
  });

  it('deploys sitemap.xml and robots.txt naming the distribution’s own address (resolved at deploy)', () => {
    expect(stagedFiles()).toEqual(expect.arrayContaining(['sitemap.xml', 'robots.txt']));
    const props = htmlDeployment();
    // The site, config.json, sitemap.xml and robots.txt; the last two carry the distribution's domain as markers.
    expect(props.SourceObjectKeys).toHaveLength(4);
    const markers = props.SourceMarkers as Record<string, unknown>[];
    for (const source of markers.slice(2)) {
      expect(Object.keys(source).length).toBeGreaterThan(0);
      for (const value of Object.values(source)) expect(value).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^WebCdn/), 'DomainName'] });
    }
    // One marker per sitemap URL.
    expect(Object.keys(markers[2]!)).toHaveLength(publicPageList.length);
  });

  it('schedules each job with EventBridge, or runs it on its event (GuardDuty scan results)', () => {
    for (const job of jobs) {
      // An on-demand job (a route enqueues to it) has no rule.
      if (!job.schedule && !job.event) continue;
      if (job.schedule) app.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: job.schedule, State: 'ENABLED' });
      else app.hasResourceProperties('AWS::Events::Rule', { EventPattern: { source: [job.event!.source], 'detail-type': [job.event!.detailType] }, State: 'ENABLED' });
    }
    expect(jobs.find((j) => j.id === 'DocumentScanResult')?.event?.detailType).toBe('GuardDuty Malware Protection Object Scan Result');
  });
});

/** One IAM statement as CloudFormation has it. */
interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource?: unknown;
  Condition?: Record<string, Record<string, string | string[]>>;
}

/** A request as IAM sees it: the action and the condition keys it carries. */
interface IamRequest {
  action: string;
  keys: Record<string, string[]>;
}

const likeIam = (pattern: string, value: string) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`).test(value);

/**
 * IAM's decision for one request against a function's statements, for the operators these policies use
 * (any other throws, so a new operator cannot pass unnoticed): an explicit deny wins, then any allow, else
 * the implicit deny. Resources are not compared: each case names the table's or the key's actions only.
 */
function decide(statements: readonly Statement[], request: IamRequest): 'allow' | 'deny' | 'implicit deny' {
  const matches = (st: Statement) => {
    if (![st.Action].flat().some((a) => likeIam(a, request.action))) return false;
    return Object.entries(st.Condition ?? {}).every(([operator, byKey]) =>
      Object.entries(byKey).every(([key, expected]) => {
        const patterns = [expected].flat();
        const values = request.keys[key] ?? [];
        if (operator === 'StringLike') return values.length === 1 && patterns.some((p) => likeIam(p, values[0]!));
        if (operator === 'StringEquals') return values.length === 1 && patterns.includes(values[0]!);
        if (operator === 'ForAnyValue:StringLike') return values.some((v) => patterns.some((p) => likeIam(p, v)));
        // IAM: true when every value matches (and, as IAM has it, when the request carries none).
        if (operator === 'ForAllValues:StringLike') return values.every((v) => patterns.some((p) => likeIam(p, v)));
        throw new Error(`the test's evaluator does not know the operator ${operator}`);
      }),
    );
  };
  if (statements.some((st) => st.Effect === 'Deny' && matches(st))) return 'deny';
  return statements.some((st) => st.Effect === 'Allow' && matches(st)) ? 'allow' : 'implicit deny';
}

describe('audit log and secrets key (IAM, as each function is granted)', () => {
  const statementsOf = (id: string): Statement[] =>
    Object.entries(appFind('AWS::IAM::Policy'))
      .filter(([logicalId]) => new RegExp(`^(Jobs)?${id}Fn`).test(logicalId))
      .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  const functions = [...routeList, ...jobFunctions(jobs)];
  const onItem = (action: string, pk: string): IamRequest => ({ action: `dynamodb:${action}`, keys: { 'dynamodb:LeadingKeys': [pk] } });
  const staffRoutes = new Set(routeList.filter((r) => r.access !== 'public' && r.access !== 'user' && r.access.some((g) => g === 'admin' || g === 'employee')).map((r) => r.id));

  // Outside the staff routes, only these record their own steps: an admin's deletion, a client's approval of a
  // reworded letter, and each step of the client's identity-theft case (the sweep is audited end to end).
  const clientAuditors = new Set(['AdminDeletionWorker', 'ApproveLetterWording', 'AffirmIdentityTheft', 'SaveIdentityTheft', 'SubmitIdentityTheft', 'IdentityTheftLetter', 'RecordIdentityTheftMailing']);

  it('lets no route or job change or delete an audit entry, and only auditing ones (staff routes, an admin’s deletion, a client’s letter approval and identity-theft steps) add one', () => {
    let writers = 0;
    for (const def of functions) {
      const statements = statementsOf(def.id);
      expect(statements.length, def.id).toBeGreaterThan(0);
      for (const action of ['UpdateItem', 'DeleteItem', 'BatchWriteItem']) {
        expect(decide(statements, onItem(action, 'AUDIT#2026-11')), `${def.id} ${action}`).not.toBe('allow');
      }
      if (decide(statements, onItem('UpdateItem', 'USER#u1')) !== 'allow') continue;
      // A function that writes the table: its writes elsewhere stand (the evaluator can say allow), the audit keys are denied outright.
      writers++;
      for (const action of ['UpdateItem', 'DeleteItem', 'BatchWriteItem']) expect(decide(statements, onItem(action, 'AUDIT#2026-11')), `${def.id} ${action}`).toBe('deny');
      const audits = staffRoutes.has(def.id) || clientAuditors.has(def.id);
      expect(decide(statements, onItem('PutItem', 'AUDIT#2026-11')), `${def.id} PutItem`).toBe(audits ? 'allow' : 'deny');
      // A transaction's items are authorized as their own PutItem/UpdateItem/DeleteItem, with the same key condition.
      expect(decide(statements, { action: 'dynamodb:DeleteItem', keys: { 'dynamodb:LeadingKeys': ['USER#u1', 'AUDIT#2026-11'] } }), def.id).toBe('deny');
    }
    expect(writers).toBeGreaterThan(30);
  });

  it('the check can fail: a table grant without the deny would let a function overwrite the log', () => {
    const careless: Statement[] = [{ Effect: 'Allow', Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], Resource: '*' }];
    expect(decide(careless, onItem('UpdateItem', 'AUDIT#2026-11'))).toBe('allow');
    expect(decide(careless, onItem('DeleteItem', 'AUDIT#2026-11'))).toBe('allow');
  });

  it('grants the secrets key per purpose: a function decrypts only what its route names (the profile route no bank token)', () => {
    const contexts = { 'profile-credentials': 'credential:identityIq', 'bank-tokens': 'bank-access-token', 'sms-codes': 'sms-code-key' } as const;
    // The secrets key's statements (the documents bucket's key is another key, granted by bucket actions).
    const onSecretsKey = (id: string) => statementsOf(id).filter((st) => /secretskeyarn/i.test(JSON.stringify(st.Resource)));
    for (const def of functions) {
      const statements = onSecretsKey(def.id);
      for (const [purpose, value] of Object.entries(contexts)) {
        const granted = Boolean(def.needs.secrets?.includes(purpose as keyof typeof contexts));
        for (const action of ['kms:Decrypt', 'kms:GenerateDataKey']) {
          expect(decide(statements, { action, keys: { 'kms:EncryptionContext:purpose': [value] } }), `${def.id} ${action} ${purpose}`).toBe(granted ? 'allow' : 'implicit deny');
        }
      }
      // A call naming no purpose (or another one) decrypts nothing.
      expect(decide(statements, { action: 'kms:Decrypt', keys: {} }), def.id).not.toBe('allow');
    }
    expect(routes.updateProfile.needs.secrets).toEqual(['profile-credentials']);
    expect(decide(onSecretsKey('UpdateProfile'), { action: 'kms:Decrypt', keys: { 'kms:EncryptionContext:purpose': ['bank-access-token'] } })).toBe('implicit deny');
    expect(decide(onSecretsKey('AdminRevealCredential'), { action: 'kms:Decrypt', keys: { 'kms:EncryptionContext:purpose': ['credential:creditKarma'] } })).toBe('allow');
    expect(functions.filter((d) => d.needs.secrets?.includes('sms-codes')).map((d) => d.id)).toEqual(['SmsVerification']);
  });
});

describe('fan-out jobs (scheduler -> SQS -> worker -> dead letters)', () => {
  const fanOutJobs = jobs.filter((j) => j.worker);
  const fnOf = (id: string) => Object.entries(appFind('AWS::Lambda::Function')).find(([, f]) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === id)!;

  it('reconciliation and admins’ account deletions are among them', () => {
    expect(fanOutJobs.map((j) => j.id)).toEqual(expect.arrayContaining(['ReconcileSubscriptions', 'AdminDeletion']));
  });

  it('lets the admin delete route send to the AdminDeletion queue, and only that', () => {
    const [routeId, route] = fnOf('AdminDeleteUser');
    expect(route.Properties.Environment.Variables.JOB_QUEUE_URL_AdminDeletion).toBeDefined();
    const policy = JSON.stringify(Object.entries(appFind('AWS::IAM::Policy')).filter(([id]) => id.startsWith(routeId.replace(/Fn[0-9A-F]{8}$/, 'FnServiceRoleDefaultPolicy'))));
    expect(policy).toContain('sqs:SendMessage');
    expect(policy).toContain('cognito-idp:AdminDisableUser');
    expect(policy).not.toMatch(/s3:Delete|cognito-idp:AdminDeleteUser/);
  });

  it('runs each scheduler one at a time, on its schedule, sending to its own encrypted queue', () => {
    for (const job of fanOutJobs.filter((j) => j.handler)) {
      const [schedulerId, scheduler] = fnOf(job.id);
      expect(scheduler.Properties.ReservedConcurrentExecutions, job.id).toBe(1);
      const queueRef = scheduler.Properties.Environment.Variables[`JOB_QUEUE_URL_${job.id}`] as { Ref: string };
      expect(queueRef, job.id).toEqual({ Ref: expect.stringContaining(`${job.id}Items`) });
      const queue = appFind('AWS::SQS::Queue')[queueRef.Ref]!;
      expect(queue.Properties.SqsManagedSseEnabled, job.id).toBe(true);
      const workerTimeout = job.worker!.timeout ?? WORKER_DEFAULTS.timeout;
      expect(queue.Properties.VisibilityTimeout, job.id).toBeGreaterThan(workerTimeout);
      expect(queue.Properties.RedrivePolicy, job.id).toEqual({
        deadLetterTargetArn: { 'Fn::GetAtt': [expect.stringContaining(`${job.id}ItemDeadLetters`), 'Arn'] },
        maxReceiveCount: job.worker!.maxReceiveCount ?? WORKER_DEFAULTS.maxReceiveCount,
      });
      const sends = JSON.stringify(Object.entries(appFind('AWS::IAM::Policy')).filter(([id]) => id.startsWith(schedulerId.replace(/Fn[0-9A-F]{8}$/, 'FnServiceRoleDefaultPolicy'))));
      expect(sends, job.id).toContain('sqs:SendMessage');
      if (job.schedule) {
        app.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: job.schedule, Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [schedulerId, 'Arn'] } })] });
      }
    }
  });

  it('feeds each worker from its queue in small batches that report failed items, and alarms on the item dead letters', () => {
    const mappings = Object.values(appFind('AWS::Lambda::EventSourceMapping')).map((m) => m.Properties);
    const alarms = Object.values(app.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    for (const job of fanOutJobs) {
      const [workerId, worker] = fnOf(job.worker!.id);
      expect(worker.Properties.Timeout).toBe(job.worker!.timeout ?? WORKER_DEFAULTS.timeout);
      const mapping = mappings.find((m) => JSON.stringify(m.FunctionName).includes(workerId));
      expect(mapping, job.id).toMatchObject({
        BatchSize: job.worker!.batchSize ?? WORKER_DEFAULTS.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        EventSourceArn: { 'Fn::GetAtt': [expect.stringContaining(`${job.id}Items`), 'Arn'] },
      });
      const deadLetterAlarm = alarms.find((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible' && JSON.stringify(a.Dimensions).includes(`${job.id}ItemDeadLetters`));
      expect(deadLetterAlarm, job.id).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold', Namespace: 'AWS/SQS' });
      expect(deadLetterAlarm!.AlarmActions).toHaveLength(1);
    }
  });
});

describe('stack sizes', () => {
  it('keeps every synthesized stack (top-level and nested) well under CloudFormation’s 500-resource limit', () => {
    const counts = Object.fromEntries(
      built.app.node.findAll().filter((c): c is Stack => c instanceof Stack).map((s) => [s.node.path, Object.keys(Template.fromStack(s).toJSON().Resources ?? {}).length]),
    );
    // The data, edge and app stacks and one nested stack per route area.
    const areas = new Set(routeList.map((r) => routeArea(r)));
    expect(Object.keys(counts)).toHaveLength(3 + areas.size);
    for (const [path, count] of Object.entries(counts)) expect(count, path).toBeLessThan(400);
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('finds nothing unacknowledged in the whole app', () => {
    const report = new AwsSolutionsChecks(built.app).validateScope(built.app);
    expect(report.violations.map((v) => `${v.ruleName} @ ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });

  it('does report a non-compliant construct (the check can fail)', () => {
    const scratch = new App();
    const stack = new Stack(scratch, 'Scratch');
    new s3.CfnBucket(stack, 'Careless', {});
    const report = new AwsSolutionsChecks(scratch).validateScope(scratch);
    expect(report.violations.map((v) => v.ruleName)).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
  });
});

describe('SMS country rules', () => {
  it('allows texts to the US and its territories only, blocks the rest of +1, and makes that the account default SNS uses', () => {
    const configs = Object.values(app.findResources('AWS::SMSVOICE::ProtectConfiguration'));
    expect(configs).toHaveLength(1);
    const rules = configs[0]!.Properties.CountryRuleSet.SMS as { CountryCode: string; ProtectStatus: string }[];
    const status = Object.fromEntries(rules.map((r) => [r.CountryCode, r.ProtectStatus]));
    for (const code of ['US', 'PR', 'VI', 'GU']) expect(status[code], code).toBe('ALLOW');
    for (const code of ['CA', 'JM', 'DO', 'BS', 'BB', 'TT', 'BM']) expect(status[code], code).toBe('BLOCK');
    const calls = Object.values(app.findResources('Custom::AWS')).map((r) => JSON.stringify(r.Properties));
    expect(calls.some((c) => c.includes('SetAccountDefaultProtectConfiguration'))).toBe(true);
  });
});

describe('operations', () => {
  it('alarms on API 5xx rate and p99 latency, Lambda throttles, unhandled errors, DynamoDB throttles and each job, to one topic', () => {
    const alarms = Object.values(app.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    const topics = Object.keys(app.findResources('AWS::SNS::Topic'));
    expect(topics).toHaveLength(1);
    for (const alarm of alarms) expect(alarm.AlarmActions, alarm.AlarmDescription).toEqual([{ Ref: topics[0] }]);
    const described = alarms.map((a) => JSON.stringify(a));
    expect(described.some((a) => a.includes('"MetricName":"5xx"') && a.includes('100 * errors'))).toBe(true);
    expect(described.some((a) => a.includes('"MetricName":"Latency"') && a.includes('"ExtendedStatistic":"p99"'))).toBe(true);
    expect(described.some((a) => a.includes('"Namespace":"AWS/Lambda"') && a.includes('"MetricName":"Throttles"'))).toBe(true);
    expect(described.some((a) => a.includes('"MetricName":"UnhandledErrors"'))).toBe(true);
    expect(described.some((a) => a.includes('ReadThrottleEvents') && a.includes('WriteThrottleEvents'))).toBe(true);
    for (const job of jobs) {
      // Its function's errors (an on-demand job has none); EventBridge's failed starts and dead letters (with a rule); a fan-out job's worker crashes and item dead letters.
      const expected = (job.handler ? 1 : 0) + (job.schedule || job.event ? 2 : 0) + (job.worker ? 2 : 0);
      expect(alarms.filter((a) => String(a.AlarmDescription).includes(job.id)), job.id).toHaveLength(expected);
    }
    app.hasResourceProperties('AWS::Budgets::Budget', { Budget: Match.objectLike({ BudgetType: 'COST', TimeUnit: 'MONTHLY' }) });
    app.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });

  it('counts the wrapper’s "unhandled error" line of every route function with a metric filter (Lambda’s Errors stays 0)', () => {
    const filters = Object.values(appFind('AWS::Logs::MetricFilter')).map((f) => f.Properties);
    expect(filters).toHaveLength(routeList.length);
    for (const filter of filters) {
      expect(filter.FilterPattern).toBe('{ ($.level = "ERROR") && ($.message = "unhandled error") }');
      expect(filter.MetricTransformations).toEqual([expect.objectContaining({ MetricName: 'UnhandledErrors', MetricValue: '1' })]);
    }
  });

  it('turns X-Ray off (no tracer emits segments) and grants no X-Ray actions', () => {
    const fns = Object.values(appFind('AWS::Lambda::Function')).filter((f) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME);
    expect(fns.length).toBeGreaterThan(0);
    for (const fn of fns) expect(fn.Properties.TracingConfig).toBeUndefined();
    expect(JSON.stringify(appFind('AWS::IAM::Policy'))).not.toContain('xray:');
  });
});

describe('releases', () => {
  it('serves HTML no-cache and hashed assets immutable, keeps the previous release’s assets, and uploads assets first', () => {
    const deployments = Object.entries(app.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    const [assetsId, assets] = deployments.find(([, d]) => !d.Properties.DistributionPaths)!;
    const [, html] = deployments.find(([, d]) => d.Properties.DistributionPaths)!;
    expect(assets.Properties.SystemMetadata['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(assets.Properties.Include).toEqual(['assets/*']);
    expect(html.Properties.SystemMetadata['cache-control']).toBe('no-cache');
    expect(html.Properties.Exclude).toEqual(['assets/*']);
    for (const [, d] of deployments) expect(d.Properties.Prune).toBe(false);
    expect(html.DependsOn).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${assetsId.replace(/[A-F0-9]{8}$/, '')}`))]));
  });
});

describe('teardown', () => {
  it('empties the site bucket when the app stack is destroyed', () => {
    app.resourceCountIs('Custom::S3AutoDeleteObjects', 1);
  });
});

describe('edge protection', () => {
  it('attaches the edge stack’s WAF to the distribution and sends the origin secret to the API as X-Origin-Verify, which every function can read', () => {
    const [distribution] = Object.values(app.findResources('AWS::CloudFront::Distribution')).map((d) => d.Properties.DistributionConfig);
    expect(distribution.WebACLId).toBeDefined();
    const apiOrigin = distribution.Origins.find((o: { CustomOriginConfig?: unknown }) => o.CustomOriginConfig);
    const header = apiOrigin.OriginCustomHeaders.find((h: { HeaderName: string }) => h.HeaderName === 'X-Origin-Verify');
    // A dynamic reference resolved by CloudFormation at deploy: the value never appears in the template.
    expect(JSON.stringify(header.HeaderValue)).toContain('{{resolve:secretsmanager:');
    for (const fn of Object.values(appFind('AWS::Lambda::Function')).filter((f) => routeList.some((r) => r.id === f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME))) {
      expect(fn.Properties.Environment.Variables.ORIGIN_SECRET_ARN).toBeDefined();
      // lambdas/http/origin.ts reads AWSCURRENT and AWSPREVIOUS through the extension on localhost:2773.
      expect(JSON.stringify(fn.Properties.Layers)).toContain('AWS-Parameters-and-Secrets-Lambda-Extension');
    }
  });

  it('rotates the origin secret every 30 days with a function that may change only this distribution', () => {
    const [secretId] = Object.keys(app.findResources('AWS::SecretsManager::Secret', { Properties: { Description: Match.stringLikeRegexp('X-Origin-Verify') } }));
    const [rotation] = Object.entries(appFind('AWS::Lambda::Function')).filter(([, f]) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === 'RotateOriginSecret');
    expect(rotation).toBeDefined();
    const [rotationId, rotationFn] = rotation!;
    expect(rotationFn.Properties.Timeout).toBe(900);
    const [distributionId] = Object.keys(app.findResources('AWS::CloudFront::Distribution'));
    expect(rotationFn.Properties.Environment.Variables.DISTRIBUTION_ID).toEqual({ Ref: distributionId });
    app.hasResourceProperties('AWS::SecretsManager::RotationSchedule', {
      SecretId: { Ref: secretId },
      RotationLambdaARN: { 'Fn::GetAtt': [rotationId, 'Arn'] },
      RotationRules: { ScheduleExpression: 'rate(30 days)' },
    });
    const policies = Object.values(app.findResources('AWS::IAM::Policy')).filter((p) => JSON.stringify(p.Properties.Roles).includes('RotateOriginSecret'));
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const cloudFront = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('cloudfront:')));
    expect(cloudFront).toHaveLength(1);
    expect([cloudFront[0]!.Action].flat().sort()).toEqual(['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution']);
    expect(JSON.stringify(cloudFront[0]!.Resource)).toContain(distributionId);
  });
});
