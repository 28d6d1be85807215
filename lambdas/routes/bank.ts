/**
 * A connected bank (docs/insights.md): the link flow, the connection (its access token sealed: `secrets`), a
 * manual refresh and the disconnection. Each needs an active plan, as /profile does; the dashboard read
 * carries the insights.
 */
import { SIGNED_IN, type RouteDef } from './types.js';

export const bankRoutes = {
  bankLinkToken: {
    id: 'BankLinkToken',
    method: 'POST',
    path: '/api/bank/link-token',
    handler: 'bank-link-token',
    access: SIGNED_IN,
    needs: { table: 'read' },
    requiresSubscription: true,
  },
  bankConnect: {
    id: 'BankConnect',
    method: 'POST',
    path: '/api/bank/connect',
    handler: 'bank-connect',
    access: SIGNED_IN,
    needs: { table: 'readwrite', secrets: ['bank-tokens'] },
    rateLimits: ['bankSyncAccount'],
    requiresSubscription: true,
    // The first sync pages through months of transactions.
    timeout: 30,
  },
  bankRefresh: {
    id: 'BankRefresh',
    method: 'POST',
    path: '/api/bank/refresh',
    handler: 'bank-refresh',
    access: SIGNED_IN,
    needs: { table: 'readwrite', secrets: ['bank-tokens'] },
    rateLimits: ['bankSyncAccount'],
    requiresSubscription: true,
    timeout: 30,
  },
  bankDisconnect: {
    id: 'BankDisconnect',
    method: 'POST',
    path: '/api/bank/disconnect',
    handler: 'bank-disconnect',
    access: SIGNED_IN,
    needs: { table: 'readwrite', secrets: ['bank-tokens'] },
    requiresSubscription: true,
  },
} as const satisfies Record<string, RouteDef>;
