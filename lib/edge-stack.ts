import { Stack, type StackProps } from 'aws-cdk-lib';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/**
 * Requests per 5 minutes to each group of sensitive paths, counted per key:
 * - `ip`, the viewer's address, for the public routes (no one is signed in). WAF cannot count an IPv6 client by its
 *   /64, so one subscriber rotating addresses escapes these; the application's own limits count by /64 and hold there.
 * - `session`, the caller's token (the `Authorization` header), for the signed-in routes that cost money per call:
 *   one session is one user whatever addresses it comes from (IPv6 rotation, a carrier's shared NAT), which is the
 *   subject these limits mean. A request without the header is not counted here (the API's JWT authorizer refuses it).
 */
export const RATE_LIMITS: { name: string; paths: string[]; limit: number; key: 'ip' | 'session'; methods?: string[] }[] = [
  { name: 'AuthRoutes', paths: ['/api/auth/'], limit: 100, key: 'ip' },
  { name: 'PartnerApplications', paths: ['/api/partners/apply'], limit: 20, key: 'ip' },
  { name: 'PublicForms', paths: ['/api/waitlist', '/api/support-requests'], limit: 30, key: 'ip' },
  // The public figures are read once per page view and cached: a generous limit that only stops a loop.
  { name: 'PublicFigures', paths: ['/api/public/'], limit: 300, key: 'ip' },
  // Pulls, uploads, disputes and letters, bank syncs, SMS codes, analyses: what a session creates, not what it reads.
  {
    name: 'ExpensivePerSession',
    paths: ['/api/credit/', '/api/documents', '/api/disputes', '/api/bank/', '/api/verification/sms'],
    limit: 200,
    key: 'session',
    methods: ['POST'],
  },
];

const MANAGED_RULE_GROUPS = ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet', 'AWSManagedRulesAmazonIpReputationList'];

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });

/** Where the edge stack publishes the WebACL's ARN (read by an app stack in us-east-1). */
export const webAclParameterName = (stage: string) => `/credit/${stage}/edge/web-acl-arn`;

/**
 * The edge's WAF: a CloudFront-scope WebACL must live in us-east-1, so it is its own small stack there.
 * An app stack in us-east-1 reads its ARN from an SSM parameter (no export to pin it); one in another
 * region through CDK's cross-region references (an SSM parameter CDK manages; the ACL is named and
 * never replaced, and the app always uses it).
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps & { stage: string }) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const managed = MANAGED_RULE_GROUPS.map((name, i): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority: i,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
      visibilityConfig: visibility(name),
    }));
    const rateRules = RATE_LIMITS.map(({ name, paths, limit, key, methods }, i): wafv2.CfnWebACL.RuleProperty => {
      const matches = paths.map(
        (path): wafv2.CfnWebACL.StatementProperty => ({
          byteMatchStatement: { fieldToMatch: { uriPath: {} }, positionalConstraint: 'STARTS_WITH', searchString: path, textTransformations: [{ priority: 0, type: 'NONE' }] },
        }),
      );
      const onPaths: wafv2.CfnWebACL.StatementProperty = matches.length === 1 ? matches[0]! : { orStatement: { statements: matches } };
      const onMethods = (methods ?? []).map(
        (method): wafv2.CfnWebACL.StatementProperty => ({
          byteMatchStatement: { fieldToMatch: { method: {} }, positionalConstraint: 'EXACTLY', searchString: method, textTransformations: [{ priority: 0, type: 'NONE' }] },
        }),
      );
      const scopeDownStatement: wafv2.CfnWebACL.StatementProperty = onMethods.length
        ? { andStatement: { statements: [onPaths, onMethods.length === 1 ? onMethods[0]! : { orStatement: { statements: onMethods } }] } }
        : onPaths;
      const keyed: Pick<wafv2.CfnWebACL.RateBasedStatementProperty, 'aggregateKeyType' | 'customKeys'> =
        key === 'ip' ? { aggregateKeyType: 'IP' } : { aggregateKeyType: 'CUSTOM_KEYS', customKeys: [{ header: { name: 'authorization', textTransformations: [{ priority: 0, type: 'NONE' }] } }] };
      return {
        name,
        priority: MANAGED_RULE_GROUPS.length + i,
        action: { block: {} },
        statement: { rateBasedStatement: { limit, ...keyed, scopeDownStatement } },
        visibilityConfig: visibility(name),
      };
    });
    const acl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      name: `credit-${props.stage}-edge`,
      rules: [...managed, ...rateRules],
      visibilityConfig: visibility(`credit-${props.stage}-edge`),
    });
    this.webAclArn = acl.attrArn;
    new ssm.StringParameter(this, 'WebAclArnParameter', { parameterName: webAclParameterName(props.stage), stringValue: acl.attrArn });
  }
}
