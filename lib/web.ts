import { CfnOutput, DefaultStackSynthesizer, Duration, Fn, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as route53Targets from 'aws-cdk-lib/aws-route53-targets';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '../lambdas/contract/config.js';
import { paths } from '../web/src/config/paths.js';
import { publicPageList, robotsTxt, sitemapXml } from '../web/src/config/public-pages.js';

export interface WebProps {
  /** The built SPA (web/dist). */
  webDist: string;
  apiEndpoint: string;
  logsBucket: s3.IBucket;
  documentsBucket: s3.IBucket;
  /** Custom domain: CloudFront alias with an ACM certificate in us-east-1; alias records when a hosted zone is given. */
  domain?: { name: string; certificateArn: string; hostedZone?: { id: string; name: string } };
  /** The WAF WebACL (CloudFront scope, us-east-1). */
  webAclArn: string;
  /** Its value is sent to the API as X-Origin-Verify. */
  originSecret: secretsmanager.ISecret;
  config: Omit<RuntimeConfig, 'apiBaseUrl' | 'authFlowType' | 'cognitoEndpoint'>;
}

/** The SPA shell under the name the edge serves for unknown paths (scripts/build-web.ts writes it beside spa.html). */
export const NOT_FOUND_PAGE = '/404.html';

/**
 * The viewer-request function: a prerendered page's path (with or without a trailing slash) gets its
 * own HTML (`/faq` -> `/faq/index.html`, `/` -> `/index.html`); a route of the SPA (config/paths.ts,
 * the router's list) gets the SPA shell; any other path without a file extension gets the shell
 * as `/404.html`, which the viewer-response function answers with 404; files pass.
 */
export function viewerRequestRewrite(prerendered: readonly string[], appPaths: readonly string[] = Object.values(paths)): string {
  const known = JSON.stringify(Object.fromEntries(prerendered.map((p) => [p, p === '/' ? '/index.html' : `${p}/index.html`])));
  const routes = JSON.stringify(Object.fromEntries(appPaths.map((p) => [p, true])));
  return `var PRERENDERED = ${known};
var ROUTES = ${routes};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var path = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;
  if (PRERENDERED[path]) request.uri = PRERENDERED[path];
  else if (uri.indexOf('.') === -1) request.uri = ROUTES[path] ? '/spa.html' : '${NOT_FOUND_PAGE}';
  return request;
}`;
}

/**
 * The viewer-response function on the site's (S3) behaviour only: the SPA shell served for an unknown
 * path answers 404 (the SPA renders "Oops! Page not found"), and so does a missing file (S3 answers 403
 * to CloudFront's origin access for an absent key). It reads the request both as the viewer sent it and
 * as the viewer-request function rewrote it, so either form CloudFront hands it decides the same way.
 */
export function viewerResponseStatus(prerendered: readonly string[], appPaths: readonly string[] = Object.values(paths)): string {
  const known = JSON.stringify(Object.fromEntries([...prerendered, ...appPaths].map((p) => [p, true])));
  return `var KNOWN = ${known};
function handler(event) {
  var response = event.response;
  var uri = event.request.uri;
  var path = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;
  var unknownRoute = uri === '${NOT_FOUND_PAGE}' || (uri.indexOf('.') === -1 && !KNOWN[path]);
  if (unknownRoute || response.statusCode === 403) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
}

/** What a release changes at stable URLs: the pages' HTML (as the viewer function rewrites them), the shell and the small files. */
export function htmlInvalidationPaths(prerendered: readonly string[]): string[] {
  return ['/index.html', '/spa.html', NOT_FOUND_PAGE, ...prerendered.filter((p) => p !== '/').map((p) => `${p}/index.html`), '/config.json', '/sitemap.xml', '/robots.txt'];
}

/**
 * The CDK bootstrap assets bucket's name as cdk-nag prints it: the stack's own account and region
 * (concrete when the stack has an environment, `<AWS::AccountId>`/`<AWS::Region>` otherwise).
 */
export function assetsBucketNagName(stack: Stack): string {
  const qualifier = stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  return `cdk-${qualifier}-assets-${account}-${region}`;
}

/** The SPA on a private bucket behind CloudFront (origin access control), with /api/* routed to the HTTP API. */
export class Web extends Construct {
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const region = Stack.of(this).region;
    const bucket = new s3.Bucket(this, 'Site', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.logsBucket,
      serverAccessLogsPrefix: 'site/',
      removalPolicy: RemovalPolicy.DESTROY,
      // Destroying the app stack empties the bucket first (CDK custom resource), so teardown works.
      autoDeleteObjects: true,
    });

    const headers = new cloudfront.ResponseHeadersPolicy(this, 'Headers', {
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          override: true,
          contentSecurityPolicy: [
            "default-src 'self'",
            `connect-src 'self' https://cognito-idp.${region}.amazonaws.com https://${props.documentsBucket.bucketRegionalDomainName}`,
            "img-src 'self' data:",
            // Mantine injects CSS variables at runtime.
            "style-src 'self' 'unsafe-inline'",
            "script-src 'self'",
            "frame-ancestors 'none'",
            "form-action 'self' https://checkout.stripe.com",
            "base-uri 'self'",
            "object-src 'none'",
          ].join('; '),
        },
        strictTransportSecurity: { override: true, accessControlMaxAge: Duration.days(365), includeSubdomains: true, preload: true },
        contentTypeOptions: { override: true },
        frameOptions: { override: true, frameOption: cloudfront.HeadersFrameOption.DENY },
        referrerPolicy: { override: true, referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN },
        xssProtection: { override: true, protection: true, modeBlock: true },
      },
    });

    const apiDomain = Fn.select(2, Fn.split('/', props.apiEndpoint));
    this.distribution = new cloudfront.Distribution(this, 'Cdn', {
      defaultRootObject: 'index.html',
      webAclId: props.webAclArn,
      ...(props.domain
        ? { domainNames: [props.domain.name], certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn) }
        : {}),
      minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cdn/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: headers,
        functionAssociations: [
          {
            eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
            function: new cloudfront.Function(this, 'SpaRewrite', {
              code: cloudfront.FunctionCode.fromInline(viewerRequestRewrite(publicPageList.map((p) => p.path))),
              runtime: cloudfront.FunctionRuntime.JS_2_0,
            }),
          },
          {
            // The site's behaviour only: the API's own statuses pass untouched.
            eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE,
            function: new cloudfront.Function(this, 'NotFoundStatus', {
              code: cloudfront.FunctionCode.fromInline(viewerResponseStatus(publicPageList.map((p) => p.path))),
              runtime: cloudfront.FunctionRuntime.JS_2_0,
            }),
          },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          // Resolved by CloudFormation at deploy (a dynamic reference), never written into the template.
          origin: new origins.HttpOrigin(apiDomain, { customHeaders: { 'X-Origin-Verify': props.originSecret.secretValue.unsafeUnwrap() } }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });
    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'The service is for US consumers but must stay reachable for clients travelling abroad; fraud is handled by Cognito threat protection.' },
      { id: 'AwsSolutions-CFR4', reason: 'The default *.cloudfront.net certificate is used until a custom domain and ACM certificate are configured; viewers are redirected to HTTPS.' },
    );

    const config: RuntimeConfig = { ...props.config, apiBaseUrl: '/api', authFlowType: 'USER_SRP_AUTH' };
    // The built sitemap and robots.txt name the build's origin; these name the distribution's (resolved at deploy).
    const siteUrl = props.domain ? `https://${props.domain.name}` : `https://${this.distribution.distributionDomainName}`;
    // Hashed assets first and kept (no prune): a tab still on the previous release finds its chunks.
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      destinationBucket: bucket,
      sources: [s3deploy.Source.asset(props.webDist)],
      include: ['assets/*'],
      exclude: ['*'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });
    // Then the HTML and the small files, revalidated on every visit; CloudFront is invalidated for these only.
    const deployment = new s3deploy.BucketDeployment(this, 'Deploy', {
      destinationBucket: bucket,
      sources: [
        s3deploy.Source.asset(props.webDist),
        s3deploy.Source.jsonData('config.json', config),
        s3deploy.Source.data('sitemap.xml', sitemapXml(siteUrl)),
        s3deploy.Source.data('robots.txt', robotsTxt(siteUrl)),
      ],
      exclude: ['assets/*'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: htmlInvalidationPaths(publicPageList.map((p) => p.path)),
      memoryLimit: 512,
    });
    deployment.node.addDependency(assets);
    for (const d of [assets, deployment]) Validations.of(d).acknowledge(
      { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: 'CDK’s deployment function writes only its own logs with the basic execution role.' },
      { id: 'AwsSolutions-IAM5', reason: 'CDK’s BucketDeployment copies the asset into the site bucket and invalidates the distribution; its grants are CDK-managed and scoped to those.' },
      { id: 'AwsSolutions-L1', reason: 'The BucketDeployment function’s runtime is chosen by aws-cdk-lib.' },
    );
    // BucketDeployment's function is a stack-level singleton; its findings are acknowledged on it alone.
    const singleton = Stack.of(this).node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (singleton) {
      Validations.of(singleton).acknowledge(
        { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: 'CDK’s deployment function writes only its own logs with the basic execution role.' },
        ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
          id: `AwsSolutions-IAM5[Action::${action}]`,
          reason: 'CDK’s BucketDeployment reads the asset from the CDK assets bucket and replaces the site bucket’s contents; grants are CDK-managed and limited to those two buckets.',
        })),
        { id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${assetsBucketNagName(Stack.of(this))}/*]`, reason: 'Read access to the CDK bootstrap assets bucket, where the built site is uploaded.' },
        { id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(bucket.node.defaultChild as s3.CfnBucket)}.Arn>/*]`, reason: 'The deployment replaces every object of the site bucket.' },
        { id: 'AwsSolutions-IAM5[Resource::*]', reason: 'CloudFront CreateInvalidation has no resource-level permissions.' },
        { id: 'AwsSolutions-L1', reason: 'The BucketDeployment function’s runtime is chosen by aws-cdk-lib.' },
      );
    }

    if (props.domain?.hostedZone) {
      const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: props.domain.hostedZone.id, zoneName: props.domain.hostedZone.name });
      const target = route53.RecordTarget.fromAlias(new route53Targets.CloudFrontTarget(this.distribution));
      new route53.ARecord(this, 'Alias', { zone, recordName: props.domain.name, target });
      new route53.AaaaRecord(this, 'AliasV6', { zone, recordName: props.domain.name, target });
    }
    new CfnOutput(this, 'SiteUrl', { value: props.domain ? `https://${props.domain.name}` : `https://${this.distribution.distributionDomainName}` });
  }
}
