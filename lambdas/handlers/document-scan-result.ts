import { Logger } from '@aws-lambda-powertools/logger';
import { depsFor } from '../composition/deps.js';
import { guardDutyVerdict } from '../adapters/scanner.js';
import { jobs } from '../routes/jobs.js';
import { staffPhotoOfKey } from '../domain/staff-photo.js';
import { applyScanResult } from '../use-cases/documents/upload.js';
import { applyPhotoScanResult } from '../use-cases/staff/advisor-photo.js';

const job = jobs.find((j) => j.id === 'DocumentScanResult')!;
const logger = new Logger({ serviceName: job.id });

/** The part of GuardDuty's "Malware Protection Object Scan Result" event we read. */
export interface ScanResultEvent {
  detail?: {
    s3ObjectDetails?: { bucketName?: string; objectKey?: string; versionId?: string };
    scanResultDetails?: { scanResultStatus?: string };
  };
}

/**
 * AWS only (EventBridge, on each GuardDuty scan result): a document still 'scanning' goes to review when
 * clean, to quarantine otherwise. Locally the EICAR scanner answers at once, so nothing waits for this.
 */
export const handler = async (event: ScanResultEvent) => {
  const deps = await depsFor(job);
  const key = event.detail?.s3ObjectDetails?.objectKey;
  if (!key || event.detail?.s3ObjectDetails?.bucketName !== deps.config.bucketName) return { applied: false };
  const verdict = guardDutyVerdict(event.detail?.scanResultDetails?.scanResultStatus);
  // Our keys are users/<uuid>/documents/<uuid> or users/<uuid>/profile-photo/<uuid>: nothing in them needs decoding.
  // The version scanned: only the one the upload pinned decides (a later write to the key is not that document).
  const photo = staffPhotoOfKey(key);
  if (photo) {
    const outcome = await applyPhotoScanResult(deps, photo, event.detail?.s3ObjectDetails?.versionId || undefined, verdict);
    logger.info('photo scan result', { verdict, applied: Boolean(outcome), outcome: outcome ?? null });
    return { applied: Boolean(outcome), status: outcome ?? null };
  }
  const document = await applyScanResult(deps, key, event.detail?.s3ObjectDetails?.versionId || undefined, verdict);
  logger.info('scan result', { verdict, applied: Boolean(document), status: document?.status });
  return { applied: Boolean(document), status: document?.status ?? null };
};
