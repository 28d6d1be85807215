/** The partner programme: applying, and a partner's own view of their referral code and clients. */
import { PARTNER_PORTAL, PUBLIC, type RouteDef } from './types.js';

export const partnerRoutes = {
  partnerApply: {
    id: 'PartnerApply',
    method: 'POST',
    path: '/api/partners/apply',
    handler: 'partner-apply',
    access: PUBLIC,
    needs: { table: 'readwrite', directory: ['read', 'create', 'addToGroup', 'setPassword', 'signOut'], email: true },
    rateLimits: ['partnerApply', 'partnerApplyEmail'],
  },
  partnerMe: {
    id: 'PartnerMe',
    method: 'GET',
    path: '/api/partners/me',
    handler: 'partner-me',
    access: PARTNER_PORTAL,
    needs: { table: 'read' },
  },
  partnerMeClients: {
    id: 'PartnerMeClients',
    method: 'GET',
    path: '/api/partners/me/clients',
    handler: 'partner-me-clients',
    access: PARTNER_PORTAL,
    needs: { table: 'read' },
  },
} as const satisfies Record<string, RouteDef>;
