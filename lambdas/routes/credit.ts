/**
 * Credit Tools (issue 14): the client authorises a soft pull of their tri-bureau report (the written
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
    // write: the raw response and the normalised file (SSE-KMS) under users/<id>/credit/.
    needs: { table: 'readwrite', bucket: ['write'], bureau: true },
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
    needs: { table: 'readwrite', bucket: ['list', 'delete'] },
    requiresSubscription: true,
  },
} as const satisfies Record<string, RouteDef>;
