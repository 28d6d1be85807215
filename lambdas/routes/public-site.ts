/** The public site: the Business Credit waitlist and the chat widget's support requests (rate-limited per source address). */
import { ADMIN, PUBLIC, type RouteDef } from './types.js';

export const publicSiteRoutes = {
  joinWaitlist: {
    id: 'JoinWaitlist',
    method: 'POST',
    path: '/api/waitlist',
    handler: 'join-waitlist',
    access: PUBLIC,
    needs: { table: 'readwrite' },
  },
  createSupportRequest: {
    id: 'CreateSupportRequest',
    method: 'POST',
    path: '/api/support-requests',
    handler: 'create-support-request',
    access: PUBLIC,
    needs: { table: 'readwrite' },
  },
  appendSupportMessages: {
    id: 'AppendSupportMessages',
    method: 'POST',
    path: '/api/support-requests/{id}/messages',
    handler: 'append-support-messages',
    access: PUBLIC,
    needs: { table: 'readwrite' },
  },
  adminListSupportRequests: {
    id: 'AdminListSupportRequests',
    method: 'GET',
    path: '/api/admin/support-requests',
    handler: 'admin-list-support-requests',
    access: ADMIN,
    needs: { table: 'read' },
  },
} as const satisfies Record<string, RouteDef>;
