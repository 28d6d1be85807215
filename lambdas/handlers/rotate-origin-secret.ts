import { Logger } from '@aws-lambda-powertools/logger';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { cloudFrontOriginHeader, secretsManagerVersions } from '../adapters/origin-rotation.js';
import { ROTATION_STEPS, rotateOriginSecret, type RotationStep } from '../use-cases/ops/rotate-origin-secret.js';

const logger = new Logger({ serviceName: 'RotateOriginSecret' });

/** What Secrets Manager sends a rotation function. */
export interface RotationEvent {
  SecretId: string;
  ClientRequestToken: string;
  Step: string;
}

/**
 * AWS only (Secrets Manager's rotation schedule on the origin secret): one step of the rotation. The
 * distribution is named by `DISTRIBUTION_ID`; the secret by the event, and only the one this function
 * may touch (its role allows that secret alone).
 */
export const handler = async (event: RotationEvent) => {
  const distributionId = process.env.DISTRIBUTION_ID;
  if (!distributionId) throw new Error('Missing environment variable DISTRIBUTION_ID');
  if (!(ROTATION_STEPS as readonly string[]).includes(event.Step)) throw new Error(`unknown rotation step ${event.Step}`);
  const deps = {
    versions: secretsManagerVersions(new SecretsManagerClient({}), event.SecretId),
    // CloudFront's API lives in us-east-1 whatever the stack's region.
    header: cloudFrontOriginHeader(new CloudFrontClient({ region: 'us-east-1' }), distributionId),
    sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  };
  await rotateOriginSecret(deps, event.Step as RotationStep, event.ClientRequestToken);
  logger.info('rotation step done', { step: event.Step });
};
