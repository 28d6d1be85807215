import { CloudFrontClient, GetDistributionConfigCommand, UpdateDistributionCommand } from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { cloudFrontOriginHeader, secretsManagerVersions } from '../../../lambdas/adapters/origin-rotation.js';

const cloudFront = mockClient(CloudFrontClient);
const secrets = mockClient(SecretsManagerClient);
afterEach(() => {
  cloudFront.reset();
  secrets.reset();
});

const config = () => ({
  CallerReference: 'ref',
  Comment: '',
  Enabled: true,
  DefaultCacheBehavior: { TargetOriginId: 'site', ViewerProtocolPolicy: 'redirect-to-https' as const },
  Origins: {
    Quantity: 2,
    Items: [
      { Id: 'site', DomainName: 'site.s3.amazonaws.com' },
      {
        Id: 'api',
        DomainName: 'abc.execute-api.us-west-2.amazonaws.com',
        CustomHeaders: { Quantity: 2, Items: [{ HeaderName: 'X-Origin-Verify', HeaderValue: 'old' }, { HeaderName: 'X-Other', HeaderValue: 'keep' }] },
      },
    ],
  },
});

describe('the distribution’s origin header', () => {
  it('reads the value the API origin sends', async () => {
    cloudFront.on(GetDistributionConfigCommand).resolves({ DistributionConfig: config(), ETag: 'E1' });
    expect(await cloudFrontOriginHeader(new CloudFrontClient({}), 'D1').value()).toBe('old');
  });

  it('changes only X-Origin-Verify, against the configuration it read (IfMatch)', async () => {
    cloudFront.on(GetDistributionConfigCommand).resolves({ DistributionConfig: config(), ETag: 'E1' });
    cloudFront.on(UpdateDistributionCommand).resolves({});
    await cloudFrontOriginHeader(new CloudFrontClient({}), 'D1').set('fresh');
    const update = cloudFront.commandCalls(UpdateDistributionCommand)[0]!.args[0].input;
    expect(update.Id).toBe('D1');
    expect(update.IfMatch).toBe('E1');
    expect(update.DistributionConfig!.Origins!.Items![1]!.CustomHeaders!.Items).toEqual([
      { HeaderName: 'X-Origin-Verify', HeaderValue: 'fresh' },
      { HeaderName: 'X-Other', HeaderValue: 'keep' },
    ]);
    expect(update.DistributionConfig!.Origins!.Items![0]).toEqual(config().Origins.Items[0]);
  });

  it('refuses a distribution with no origin sending the header (nothing updated)', async () => {
    const bare = config();
    bare.Origins.Items[1]!.CustomHeaders = { Quantity: 0, Items: [] };
    cloudFront.on(GetDistributionConfigCommand).resolves({ DistributionConfig: bare, ETag: 'E1' });
    await expect(cloudFrontOriginHeader(new CloudFrontClient({}), 'D1').set('fresh')).rejects.toThrow(/X-Origin-Verify|x-origin-verify/);
    expect(cloudFront.commandCalls(UpdateDistributionCommand)).toHaveLength(0);
  });
});

describe('the origin secret’s versions', () => {
  it('answers no pending value when Secrets Manager has none for the token', async () => {
    secrets.on(GetSecretValueCommand).rejects(new ResourceNotFoundException({ message: 'no such version', $metadata: {} }));
    expect(await secretsManagerVersions(new SecretsManagerClient({}), 'arn:secret').pending('v2')).toBeUndefined();
  });

  it('finds the current version and moves AWSCURRENT from it', async () => {
    secrets.on(DescribeSecretCommand).resolves({ VersionIdsToStages: { v1: ['AWSCURRENT'], v0: ['AWSPREVIOUS'], v2: ['AWSPENDING'] } });
    secrets.on(UpdateSecretVersionStageCommand).resolves({});
    const versions = secretsManagerVersions(new SecretsManagerClient({}), 'arn:secret');
    expect(await versions.currentVersion()).toBe('v1');
    await versions.makeCurrent('v2', 'v1');
    expect(secrets.commandCalls(UpdateSecretVersionStageCommand)[0]!.args[0].input).toEqual({
      SecretId: 'arn:secret',
      VersionStage: 'AWSCURRENT',
      MoveToVersionId: 'v2',
      RemoveFromVersionId: 'v1',
    });
  });
});
