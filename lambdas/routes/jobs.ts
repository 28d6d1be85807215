/** Scheduled functions: lib/jobs.ts schedules them with EventBridge; lib/local runs them on a timer and on demand. */
import type { JobDef, Needs } from './types.js';

/**
 * The credit-monitoring job's worker: an SQS-fed function, one enrolled client per message, each delivered up to
 * `maxReceiveCount` times before it is dead-lettered (the scheduled-job infrastructure gives it its queue).
 */
export const CREDIT_MONITORING_WORKER = {
  id: 'CreditMonitoringWorker',
  handler: 'credit-monitoring-refresh',
  needs: { table: 'readwrite', bucket: ['read', 'write'], email: true, bureau: true },
  timeout: 60,
  maxReceiveCount: 3,
  batchSize: 5,
} as const satisfies { id: string; handler: string; needs: Needs; timeout: number; maxReceiveCount: number; batchSize: number };

export const jobs: readonly JobDef[] = [
  {
    id: 'ReconcileSubscriptions',
    handler: 'reconcile-subscriptions',
    schedule: 'rate(1 hour)',
    needs: { table: 'readwrite', billing: true },
    timeout: 900,
  },
  {
    // Retention (docs/compliance.md): documents and verification records two years after their last use.
    id: 'DocumentRetention',
    handler: 'document-retention',
    schedule: 'rate(1 day)',
    needs: { table: 'readwrite', bucket: 'readwrite' },
    timeout: 900,
  },
  {
    // Credit monitoring (issue 14 item 5): lists the enrolled clients daily; the worker refreshes each one whose month is up
    // (CREDIT_MONITORING_WORKER above, one client per queue message) and alerts them to the changes.
    id: 'CreditMonitoring',
    handler: 'credit-monitoring',
    schedule: 'rate(1 day)',
    needs: { table: 'readwrite' },
    timeout: 300,
  },
  {
    // AWS only: GuardDuty Malware Protection for S3 reports a scan; the document leaves 'scanning'.
    id: 'DocumentScanResult',
    handler: 'document-scan-result',
    event: { source: 'aws.guardduty', detailType: 'GuardDuty Malware Protection Object Scan Result' },
    needs: { table: 'readwrite', bucket: 'readwrite' },
    timeout: 60,
  },
];

