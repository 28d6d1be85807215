import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { NestedStack } from 'aws-cdk-lib';
import { buildApp } from '../../lib/app.js';
import { DATA_PARAMETERS, dataParameterName } from '../../lib/data-stack.js';
import { jobs, routeList } from '../../lambdas/routes.js';

/** Whether any function binds the secrets key (its parameter is read only then). */
const secretsUsed = [...routeList, ...jobs].some((r) => r.needs.secrets);

const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>t</title>');

describe('synthesis for a concrete account and region', () => {
  // cdk-nag runs as a validation plugin during `cdk synth`; an acknowledgement written for one region
  // (the CDK assets bucket's name) would leave a finding, and synthesis would fail, in any other.
  it.each([
    ['123456789012', 'us-west-2'],
    ['210987654321', 'eu-central-1'],
    ['123456789012', 'us-east-1'],
  ])('leaves no unacknowledged cdk-nag finding in account %s, region %s', (account, region) => {
    const { app, appStack, data, edge } = buildApp({ webDist, stage: 'test', chargingMode: 'upfront', account, region, bundle: false, outdir: mkdtempSync(join(tmpdir(), 'cdk-out-')) });
    expect(appStack.account).toBe(account);
    expect(appStack.region).toBe(region);
    const report = new AwsSolutionsChecks(app).validateScope(app);
    expect(report.violations.map((v) => `${v.ruleName} @ ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
    // No stack imports another's export: an export cannot change or go while imported, which would
    // block the producer's next update (the data stack's values travel as SSM parameters).
    const stacks = [data, edge, appStack, ...appStack.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack)];
    for (const stack of stacks) expect(JSON.stringify(Template.fromStack(stack).toJSON()), stack.stackName).not.toContain('Fn::ImportValue');
    const parameters = Object.values(Template.fromStack(appStack).toJSON().Parameters as Record<string, { Type: string; Default?: string }>);
    expect(parameters.filter((p) => p.Type === 'AWS::SSM::Parameter::Value<String>').map((p) => p.Default)).toEqual(
      expect.arrayContaining(DATA_PARAMETERS.filter((n) => n !== 'secrets-key-arn' || secretsUsed).map((n) => dataParameterName('test', n))),
    );
  }, 120_000);

  it('serves a configured custom domain with its certificate, and points the zone’s alias records at CloudFront', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0b1c2d3e-aaaa-bbbb-cccc-1234567890ab';
    const { app, appStack } = buildApp({
      webDist,
      stage: 'test',
      chargingMode: 'upfront',
      account: '123456789012',
      region: 'us-west-2',
      bundle: false,
      domain: { name: 'app.acme-credit.com', certificateArn, hostedZone: { id: 'Z0123456789ABC', name: 'acme-credit.com' } },
      outdir: mkdtempSync(join(tmpdir(), 'cdk-out-')),
    });
    expect(new AwsSolutionsChecks(app).validateScope(app).violations.map((v) => v.ruleName)).toEqual([]);
    const template = Template.fromStack(appStack);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ Aliases: ['app.acme-credit.com'], ViewerCertificate: Match.objectLike({ AcmCertificateArn: certificateArn }) }),
    });
    template.hasResourceProperties('AWS::Route53::RecordSet', { Name: 'app.acme-credit.com.', Type: 'A', HostedZoneId: 'Z0123456789ABC' });
    template.hasResourceProperties('AWS::Route53::RecordSet', { Name: 'app.acme-credit.com.', Type: 'AAAA' });
  }, 120_000);
});
