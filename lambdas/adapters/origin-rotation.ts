import { GetDistributionConfigCommand, UpdateDistributionCommand, type CloudFrontClient } from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  UpdateSecretVersionStageCommand,
  type SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { ORIGIN_HEADER, type OriginHeader, type OriginSecretVersions } from '../ports/origin-rotation.js';

/** The origin secret's versions in Secrets Manager. */
export function secretsManagerVersions(client: SecretsManagerClient, secretId: string): OriginSecretVersions {
  return {
    async pending(token) {
      try {
        const out = await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionId: token, VersionStage: 'AWSPENDING' }));
        return out.SecretString;
      } catch (error) {
        if (error instanceof ResourceNotFoundException) return undefined;
        throw error;
      }
    },
    async putPending(token, value) {
      await client.send(new PutSecretValueCommand({ SecretId: secretId, ClientRequestToken: token, SecretString: value, VersionStages: ['AWSPENDING'] }));
    },
    async newValue() {
      const out = await client.send(new GetRandomPasswordCommand({ PasswordLength: 48, ExcludePunctuation: true }));
      if (!out.RandomPassword) throw new Error('Secrets Manager returned no random value');
      return out.RandomPassword;
    },
    async currentVersion() {
      const out = await client.send(new DescribeSecretCommand({ SecretId: secretId }));
      return Object.entries(out.VersionIdsToStages ?? {}).find(([, stages]) => stages.includes('AWSCURRENT'))?.[0];
    },
    async makeCurrent(token, from) {
      await client.send(
        new UpdateSecretVersionStageCommand({ SecretId: secretId, VersionStage: 'AWSCURRENT', MoveToVersionId: token, ...(from ? { RemoveFromVersionId: from } : {}) }),
      );
    },
  };
}

const isOriginHeader = (name: string | undefined) => name?.toLowerCase() === ORIGIN_HEADER;

/** The X-Origin-Verify header on the distribution's origins (the API's; the site's S3 origin has none). */
export function cloudFrontOriginHeader(client: CloudFrontClient, distributionId: string): OriginHeader {
  return {
    async value() {
      const { DistributionConfig } = await client.send(new GetDistributionConfigCommand({ Id: distributionId }));
      for (const origin of DistributionConfig?.Origins?.Items ?? []) {
        const header = origin.CustomHeaders?.Items?.find((h) => isOriginHeader(h.HeaderName));
        if (header) return header.HeaderValue;
      }
      return undefined;
    },
    async set(value) {
      const { DistributionConfig, ETag } = await client.send(new GetDistributionConfigCommand({ Id: distributionId }));
      if (!DistributionConfig) throw new Error('the distribution has no configuration');
      let changed = 0;
      for (const origin of DistributionConfig.Origins?.Items ?? []) {
        for (const header of origin.CustomHeaders?.Items ?? []) {
          if (isOriginHeader(header.HeaderName)) {
            header.HeaderValue = value;
            changed += 1;
          }
        }
      }
      if (changed === 0) throw new Error(`no origin of the distribution sends ${ORIGIN_HEADER}`);
      // IfMatch: a concurrent change (a deploy) makes this fail rather than be overwritten; Secrets Manager retries.
      await client.send(new UpdateDistributionCommand({ Id: distributionId, IfMatch: ETag, DistributionConfig }));
    },
  };
}
