/**
 * Credit Tools (docs/credit.md): the client authorises a soft pull of their tri-bureau report (the written
 * instruction is recorded first), and may reset (delete) their reports, score history and analyses.
 * Both need an active plan, as /profile does; the dashboard read carries the reports.
 */
import { SIGNED_IN, type RouteDef } from './types.js';

export const creditRoutes = {
  creditPull: {
    id: 'CreditPull',
    method: 'POST',
    path: '/api/credit/pull',
    handler: 'credit-pull',
    access: SIGNED_IN,
    // write: the raw response and the normalised file (SSE-KMS) under users/<id>/credit/; read: a retry that finds
    // its report stored reads the file back instead of pulling again (docs/reliability.md).
    needs: { table: 'readwrite', bucket: ['read', 'write'], bureau: true },
    rateLimits: ['creditPullAccount'],
    requiresSubscription: true,
    // The bureaus answer within seconds; the provider adapter gives up before this.
    timeout: 30,
  },
  creditReset: {
    id: 'CreditReset',
    method: 'POST',
    path: '/api/credit/reset',
    handler: 'credit-reset',
    access: SIGNED_IN,
    // bureau: monitoring is ended at the provider before the enrolment is deleted.
    needs: { table: 'readwrite', bucket: ['list', 'delete'], bureau: 'endMonitoring' },
    requiresSubscription: true,
  },
  // The analysis (docs/analysis.md): a run goes to the AnalysisRun job's worker; the browser polls its progress.
  startAnalysis: {
    id: 'StartAnalysis',
    method: 'POST',
    path: '/api/credit/analysis',
    handler: 'credit-analysis-start',
    access: SIGNED_IN,
    needs: { table: 'readwrite', jobs: ['AnalysisRun'] },
    rateLimits: ['analysisRunAccount'],
    requiresSubscription: true,
  },
  latestAnalysis: {
    id: 'LatestAnalysis',
    method: 'GET',
    path: '/api/credit/analysis',
    handler: 'credit-analysis-get',
    access: SIGNED_IN,
    needs: { table: 'read' },
    requiresSubscription: true,
  },
  analysisRun: {
    id: 'AnalysisRunStatus',
    method: 'GET',
    path: '/api/credit/analysis/runs/{id}',
    handler: 'credit-analysis-run',
    access: SIGNED_IN,
    needs: { table: 'read' },
    requiresSubscription: true,
  },
  confirmFinding: {
    id: 'ConfirmFinding',
    method: 'POST',
    path: '/api/credit/analysis/confirmations',
    handler: 'credit-analysis-confirm',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
    requiresSubscription: true,
  },
} as const satisfies Record<string, RouteDef>;
