import { Logger } from '@aws-lambda-powertools/logger';
import { depsFor } from '../composition/deps.js';
import { jobs } from '../routes/jobs.js';
import { applyRetention } from '../use-cases/documents/retention.js';

const job = jobs.find((j) => j.id === 'DocumentRetention')!;
const logger = new Logger({ serviceName: job.id });

/**
 * Scheduled job (daily; `POST /dev/jobs/DocumentRetention` locally): deletes documents and verification
 * records two years after their last use (docs/compliance.md, GLBA Safeguards Rule).
 */
export const handler = async () => {
  const deps = await depsFor(job);
  const report = await applyRetention(deps, deps.now());
  logger.info('retention applied', { ...report });
  return report;
};
