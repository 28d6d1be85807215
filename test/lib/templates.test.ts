import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAwsServiceSpecSync } from '@aws-cdk/aws-service-spec';
import type { SpecDatabase } from '@aws-cdk/service-spec-types';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../lib/app.js';
import { checkTemplate } from './cfn-schema.js';

let db: SpecDatabase;
let templates: [string, ReturnType<Template['toJSON']>][];

beforeAll(() => {
  db = loadAwsServiceSpecSync();
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>t</title>');
  const { app } = buildApp({ webDist, stage: 'test', chargingMode: 'upfront', account: '123456789012', region: 'us-west-2', bundle: false, outdir: mkdtempSync(join(tmpdir(), 'cdk-out-')) });
  templates = app.node.findAll().filter((c): c is Stack => c instanceof Stack).map((s) => [s.node.path, Template.fromStack(s).toJSON()]);
}, 120_000);

describe('CloudFormation resource schemas', () => {
  it('accept every resource of every synthesized template (types, properties, required ones, names)', () => {
    expect(templates.length).toBeGreaterThan(2);
    for (const [path, template] of templates) expect(checkTemplate(template, db), path).toEqual([]);
  });

  it('reject a deliberately wrong template (the check can fail)', () => {
    const wrong = {
      Resources: {
        Bucket: { Type: 'AWS::S3::Bucket', Properties: { BucketName: 'Not_A_Valid-Bucket', VersioningConfiguration: { State: 'Sometimes' }, Colour: 'red' } },
        Table: { Type: 'AWS::DynamoDB::GlobalTable', Properties: { AttributeDefinitions: 'PK' } },
        Fn: { Type: 'AWS::Lambda::Function', Properties: { Role: { 'Fn::GetAtt': ['R', 'Arn'] }, Code: {}, MemorySize: 'lots', Layers: 'one' } },
        Ghost: { Type: 'AWS::S3::Bukket', Properties: {} },
      },
    };
    const problems = checkTemplate(wrong, db);
    expect(problems).toEqual(
      expect.arrayContaining([
        'Bucket.Colour: unknown property',
        expect.stringMatching(/^Bucket\.BucketName: "Not_A_Valid-Bucket" does not match/),
        'Bucket.VersioningConfiguration.State: unknown property',
        'Bucket.VersioningConfiguration.Status: required property missing',
        expect.stringMatching(/^Table\.AttributeDefinitions: expected a list/),
        'Table.Replicas: required property missing',
        expect.stringMatching(/^Fn\.MemorySize: expected a integer/),
        expect.stringMatching(/^Fn\.Layers: expected a list/),
        'Ghost: unknown resource type AWS::S3::Bukket',
      ]),
    );
  });
});
