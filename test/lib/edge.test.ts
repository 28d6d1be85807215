import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { EdgeStack, RATE_LIMITS } from '../../lib/edge-stack.js';

describe('edge WAF', () => {
  const app = new App();
  const edge = new EdgeStack(app, 'Edge', { env: { account: '123456789012', region: 'us-east-1' }, stage: 'test' });
  const [acl] = Object.values(Template.fromStack(edge).findResources('AWS::WAFv2::WebACL')).map((r) => r.Properties);

  it('is a CloudFront-scope WebACL in us-east-1 with AWS’s common, known-bad-inputs and IP-reputation rule groups', () => {
    expect(edge.region).toBe('us-east-1');
    expect(acl.Scope).toBe('CLOUDFRONT');
    const groups = acl.Rules.filter((r: { Statement: { ManagedRuleGroupStatement?: unknown } }) => r.Statement.ManagedRuleGroupStatement).map((r: { Name: string }) => r.Name);
    expect(groups).toEqual(['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet', 'AWSManagedRulesAmazonIpReputationList']);
  });

  it('rate-limits the auth routes, partner applications and the public forms per IP address', () => {
    const rate = acl.Rules.filter((r: { Statement: { RateBasedStatement?: unknown } }) => r.Statement.RateBasedStatement);
    expect(rate).toHaveLength(RATE_LIMITS.length);
    const perIp = rate.filter((r: { Name: string }) => RATE_LIMITS.find((l) => l.name === r.Name)!.key === 'ip');
    const text = JSON.stringify(perIp);
    for (const path of ['/api/auth/', '/api/partners/apply', '/api/waitlist', '/api/support-requests']) expect(text).toContain(`"SearchString":"${path}"`);
    for (const rule of rate) expect(rule.Action).toEqual({ Block: {} });
    for (const rule of perIp) expect(rule.Statement.RateBasedStatement.AggregateKeyType).toBe('IP');
  });

  it('rate-limits what a signed-in session creates (pulls, uploads, disputes, bank, SMS) per session token, whatever addresses it rotates through', () => {
    const rule = acl.Rules.find((r: { Name: string }) => r.Name === 'ExpensivePerSession');
    expect(rule.Action).toEqual({ Block: {} });
    expect(rule.Statement.RateBasedStatement.AggregateKeyType).toBe('CUSTOM_KEYS');
    expect(rule.Statement.RateBasedStatement.CustomKeys).toEqual([{ Header: { Name: 'authorization', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } }]);
    const scope = JSON.stringify(rule.Statement.RateBasedStatement.ScopeDownStatement);
    for (const path of ['/api/credit/', '/api/documents', '/api/disputes', '/api/bank/', '/api/verification/sms']) expect(scope).toContain(`"SearchString":"${path}"`);
    expect(scope).toContain('"Method":{}');
    expect(scope).toContain('"SearchString":"POST"');
  });

  it('has no unacknowledged cdk-nag finding', () => {
    expect(new AwsSolutionsChecks(app).validateScope(app).violations.map((v) => v.ruleName)).toEqual([]);
  });
});
