/**
 * Disputes (issue 15): the client files disputes about their report and follows them. Each needs an
 * active plan, as /profile does; Starter's monthly limit is counted by the use case (entitlements).
 */
import { SIGNED_IN, type RouteDef } from './types.js';

export const disputeRoutes = {
  listDisputes: {
    id: 'ListDisputes',
    method: 'GET',
    path: '/api/disputes',
    handler: 'disputes-list',
    access: SIGNED_IN,
    needs: { table: 'read' },
    requiresSubscription: true,
  },
  fileDispute: {
    id: 'FileDispute',
    method: 'POST',
    path: '/api/disputes',
    handler: 'dispute-file',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
    requiresSubscription: true,
  },
  getDispute: {
    id: 'GetDispute',
    method: 'GET',
    path: '/api/disputes/{id}',
    handler: 'dispute-get',
    access: SIGNED_IN,
    needs: { table: 'read' },
    requiresSubscription: true,
  },
  addDisputeInformation: {
    id: 'AddDisputeInformation',
    method: 'POST',
    path: '/api/disputes/{id}/information',
    handler: 'dispute-add-information',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
    requiresSubscription: true,
  },
} as const satisfies Record<string, RouteDef>;
