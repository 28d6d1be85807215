/**
 * Scheduled functions: lib/jobs.ts schedules them with EventBridge; lib/local runs them on a timer and
 * on demand. A job that visits many items fans out: its handler schedules, its `worker` works one item
 * per queue message (JobDef in routes/types.ts; lambdas/http/job.ts wraps both halves).
 */
import type { JobDef } from './types.js';

export const jobs: readonly JobDef[] = [
  {
    // Lists the subscriptions that can drift (the GSI3 watch listing); the worker reconciles one with Stripe.
    id: 'ReconcileSubscriptions',
    handler: 'reconcile-subscriptions',
    schedule: 'rate(1 hour)',
    needs: { table: 'readwrite' },
    timeout: 300,
    worker: { id: 'ReconcileSubscriptionsWorker', handler: 'reconcile-subscription', needs: { table: 'readwrite', billing: true, directory: ['read'], email: true }, timeout: 60, maxReceiveCount: 3, batchSize: 5 },
  },
  {
    // On demand: an admin's account deletion (DELETE /api/admin/users/{userId} enqueues it); the worker runs it step by step.
    id: 'AdminDeletion',
    needs: {},
    worker: {
      id: 'AdminDeletionWorker',
      handler: 'admin-deletion-worker',
      needs: { table: 'readwrite', bucket: ['delete'], directory: ['read', 'signOut', 'delete'], billing: ['deleteCustomer'], secrets: ['bank-tokens'], bureau: 'endMonitoring', audit: true },
      timeout: 300,
      maxReceiveCount: 3,
      batchSize: 1,
    },
  },
  {
    // On demand: an analysis of the client's credit file (POST /api/credit/analysis enqueues it); the worker checks the
    // rules one at a time and writes the run's progress, which the browser polls (onboarding step 5).
    id: 'AnalysisRun',
    needs: {},
    worker: {
      id: 'AnalysisRunWorker',
      handler: 'analysis-worker',
      needs: { table: 'readwrite', bucket: ['read'] },
      timeout: 60,
      maxReceiveCount: 2,
      batchSize: 1,
    },
  },
  {
    // Retention (docs/compliance.md): documents, verification records and credit data (reports, analyses, monitoring,
    // bank data: ended at the providers) two years after their last use.
    id: 'DocumentRetention',
    handler: 'document-retention',
    schedule: 'rate(1 day)',
    needs: { table: 'readwrite', bucket: ['delete'], bureau: 'endMonitoring', secrets: ['bank-tokens'] },
    timeout: 900,
  },
  {
    // Credit monitoring: lists the enrolled clients daily; the worker refreshes each one whose month is up
    // (one client per queue message) and alerts them to the changes.
    id: 'CreditMonitoring',
    handler: 'credit-monitoring',
    schedule: 'rate(1 day)',
    needs: { table: 'readwrite' },
    timeout: 300,
    worker: {
      id: 'CreditMonitoringWorker',
      handler: 'credit-monitoring-refresh',
      needs: { table: 'readwrite', bucket: ['read', 'write'], email: true, bureau: true },
      timeout: 60,
      maxReceiveCount: 3,
      batchSize: 5,
    },
  },
  {
    // AWS only: GuardDuty Malware Protection for S3 reports a scan; the document leaves 'scanning'.
    id: 'DocumentScanResult',
    handler: 'document-scan-result',
    event: { source: 'aws.guardduty', detailType: 'GuardDuty Malware Protection Object Scan Result' },
    // inspect: an infected version is copied to quarantine, a read the bucket's policy refuses everyone else;
    // delete: a staff photo the scan refused goes.
    needs: { table: 'readwrite', bucket: ['move', 'inspect', 'delete'] },
    timeout: 60,
  },
];


/** Functions neither a route nor a job runs: the origin secret's rotation (lib/app-stack.ts, Secrets Manager invokes it). */
export const otherFunctions = [{ id: 'RotateOriginSecret', handler: 'rotate-origin-secret' }] as const;
