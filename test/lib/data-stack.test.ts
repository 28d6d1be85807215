import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { DATA_PARAMETERS, DataStack, dataParameterName, documentsBucketName } from '../../lib/data-stack.js';

const env = { account: '123456789012', region: 'us-west-2' };
const build = (adoptDocumentsKeyArn?: string) =>
  Template.fromStack(new DataStack(new App(), 'Data', { env, stage: 'dev', allowedOrigins: ['*'], ...(adoptDocumentsKeyArn ? { adoptDocumentsKeyArn } : {}) }));

describe('data stack', () => {
  it('publishes what the app stack reads as SSM parameters, not exports', () => {
    const template = build();
    for (const name of DATA_PARAMETERS) template.hasResourceProperties('AWS::SSM::Parameter', { Name: dataParameterName('dev', name), Type: 'String' });
    expect(Object.keys(template.toJSON().Outputs ?? {}).filter((o) => o.startsWith('ExportsOutput'))).toEqual([]);
  });

  it('creates the documents bucket under its stage-, account- and region-suffixed name, retained on destroy', () => {
    const template = build();
    template.hasResource('AWS::S3::Bucket', { Properties: { BucketName: documentsBucketName('dev', env.account, env.region) }, DeletionPolicy: 'Retain' });
  });

  it('adopts the retained documents bucket and key after a destroy instead of creating a bucket of the same name', () => {
    const keyArn = 'arn:aws:kms:us-west-2:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab';
    const template = build(keyArn);
    const buckets = Object.values(template.findResources('AWS::S3::Bucket')).map((b) => b.Properties?.BucketName);
    expect(buckets).not.toContain(documentsBucketName('dev', env.account, env.region));
    // Only the (new) access-log bucket and the secrets key are created; the documents key is the retained one.
    template.resourceCountIs('AWS::S3::Bucket', 1);
    template.resourceCountIs('AWS::KMS::Key', 1);
    template.hasResourceProperties('AWS::SSM::Parameter', { Name: dataParameterName('dev', 'documents-key-arn'), Value: keyArn });
    // The adopted bucket gets its policy again (TLS only and the scan gate), and is scanned again.
    const policy = JSON.stringify(template.findResources('AWS::S3::BucketPolicy'));
    expect(policy).toContain('"aws:SecureTransport":"false"');
    expect(policy).toContain('DenyReadingDocumentsNotScannedClean');
    template.resourceCountIs('AWS::GuardDuty::MalwareProtectionPlan', 1);
  });
});
