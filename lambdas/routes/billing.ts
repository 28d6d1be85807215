/** Billing (Stripe): plans, the service agreement, checkout, webhooks, subscription state, features, portal, cancellation, after-service charges. */
import { ADMIN, PUBLIC, SIGNED_IN, type RouteDef } from './types.js';

export const billingRoutes = {
  subscription: {
    id: 'Subscription',
    method: 'GET',
    path: '/api/billing/subscription',
    handler: 'subscription',
    access: SIGNED_IN,
    // Writes only to confirm a paid checkout whose webhook has not arrived yet.
    needs: { table: 'readwrite', billing: true },
  },
  billingPrice: {
    id: 'BillingPrice',
    method: 'POST',
    path: '/api/billing/price',
    handler: 'billing-price',
    access: SIGNED_IN,
    needs: { billing: true },
  },
  billingAgreement: {
    id: 'BillingAgreement',
    method: 'GET',
    path: '/api/billing/agreement',
    handler: 'billing-agreement',
    access: SIGNED_IN,
    needs: {},
  },
  billingSignAgreement: {
    id: 'BillingSignAgreement',
    method: 'POST',
    path: '/api/billing/agreement',
    handler: 'billing-sign-agreement',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
  },
  billingCheckout: {
    id: 'BillingCheckout',
    method: 'POST',
    path: '/api/billing/checkout',
    handler: 'billing-checkout',
    access: SIGNED_IN,
    needs: { table: 'readwrite', billing: true },
  },
  billingWebhook: {
    id: 'BillingWebhook',
    method: 'POST',
    path: '/api/billing/webhook',
    handler: 'billing-webhook',
    access: PUBLIC,
    // directory + email: a Total purchase gets an advisor (a current staff member), or the admins are told none is available.
    needs: { table: 'readwrite', billing: true, directory: ['read'], email: true },
  },
  billingFeatureAccess: {
    id: 'BillingFeatureAccess',
    method: 'POST',
    path: '/api/billing/feature-access',
    handler: 'billing-feature-access',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
  },
  billingPortal: {
    id: 'BillingPortal',
    method: 'POST',
    path: '/api/billing/portal',
    handler: 'billing-portal',
    access: SIGNED_IN,
    needs: { table: 'read', billing: true },
  },
  billingCancel: {
    id: 'BillingCancel',
    method: 'POST',
    path: '/api/billing/cancel',
    handler: 'billing-cancel',
    access: SIGNED_IN,
    needs: { table: 'readwrite', billing: true },
    timeout: 30,
  },
  adminWorkPerformed: {
    id: 'AdminWorkPerformed',
    method: 'POST',
    path: '/api/admin/users/{userId}/work-performed',
    handler: 'admin-work-performed',
    access: ADMIN,
    needs: { table: 'readwrite', billing: true },
    timeout: 30,
  },
} as const satisfies Record<string, RouteDef>;
