/** The public site: the Business Credit waitlist, the chat widget's support requests and the measured figures (rate-limited per source address). */
import { ADMIN, PUBLIC, SIGNED_IN, type RouteDef } from './types.js';

export const publicSiteRoutes = {
  joinWaitlist: {
    id: 'JoinWaitlist',
    method: 'POST',
    path: '/api/waitlist',
    handler: 'join-waitlist',
    access: PUBLIC,
    needs: { table: 'readwrite' },
    rateLimits: ['waitlist', 'waitlistEmail'],
  },
  createSupportRequest: {
    id: 'CreateSupportRequest',
    method: 'POST',
    path: '/api/support-requests',
    handler: 'create-support-request',
    access: PUBLIC,
    needs: { table: 'readwrite' },
    rateLimits: ['supportRequest', 'supportRequestEmail'],
  },
  /** The chat widget of a signed-in client: the request carries their plan (priority, response target); appending is as above. */
  createClientSupportRequest: {
    id: 'CreateClientSupportRequest',
    method: 'POST',
    path: '/api/account/support-requests',
    handler: 'create-client-support-request',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
    rateLimits: ['supportRequestEmail'],
  },
  appendSupportMessages: {
    id: 'AppendSupportMessages',
    method: 'POST',
    path: '/api/support-requests/{id}/messages',
    handler: 'append-support-messages',
    access: PUBLIC,
    needs: { table: 'readwrite' },
    rateLimits: ['supportMessages'],
  },
  /** The measured figures of the landing, results and payment pages (cached; rate-limited per source address). */
  publicFigures: {
    id: 'PublicFigures',
    method: 'GET',
    path: '/api/public/figures',
    handler: 'public-figures',
    access: PUBLIC,
    needs: { table: 'readwrite' },
    rateLimits: ['publicFigures'],
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
