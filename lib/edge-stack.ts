import { Stack, type StackProps } from 'aws-cdk-lib';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** Requests per 5 minutes from one IP address to each group of sensitive paths. */
export const RATE_LIMITS: { name: string; paths: string[]; limit: number }[] = [
  { name: 'AuthRoutes', paths: ['/api/auth/'], limit: 100 },
  { name: 'PartnerApplications', paths: ['/api/partners/apply'], limit: 20 },
  { name: 'PublicForms', paths: ['/api/waitlist', '/api/support-requests'], limit: 30 },
  // The public figures are read once per page view and cached: a generous limit that only stops a loop.
  { name: 'PublicFigures', paths: ['/api/public/'], limit: 300 },
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
    const rateRules = RATE_LIMITS.map(({ name, paths, limit }, i): wafv2.CfnWebACL.RuleProperty => {
      const matches = paths.map(
        (path): wafv2.CfnWebACL.StatementProperty => ({
          byteMatchStatement: { fieldToMatch: { uriPath: {} }, positionalConstraint: 'STARTS_WITH', searchString: path, textTransformations: [{ priority: 0, type: 'NONE' }] },
        }),
      );
      return {
        name,
        priority: MANAGED_RULE_GROUPS.length + i,
        action: { block: {} },
        statement: { rateBasedStatement: { limit, aggregateKeyType: 'IP', scopeDownStatement: matches.length === 1 ? matches[0] : { orStatement: { statements: matches } } } },
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
