/** Scheduled functions: lib/jobs.ts schedules them with EventBridge; lib/local runs them on a timer and on demand. */
import type { JobDef } from './types.js';

export const jobs: readonly JobDef[] = [
  {
    id: 'ReconcileSubscriptions',
    handler: 'reconcile-subscriptions',
    schedule: 'rate(1 hour)',
    needs: { table: 'readwrite', billing: true },
    timeout: 900,
  },
];
