/**
 * THE route table. lib/api.ts turns each entry into an API Gateway route with its own Lambda;
 * lib/local/gateway.ts serves the same entries on one machine. Handlers import their own entry
 * (`route(routes.me, ...)`) so the access rule is declared once, here.
 *
 * This file must stay free of imports beyond types and `domain/roles`: every Lambda bundles it.
 */
import type { Feature } from './domain/plans.js';
import type { Access } from './domain/roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a function may touch. lib/api.ts grants exactly this; nothing more. */
export interface Needs {
  table?: 'read' | 'readwrite';
  bucket?: 'read' | 'readwrite';
  directory?: 'read' | 'readwrite';
  sms?: true;
  /** Sends account email (SES in AWS, the outbox locally). */
  email?: true;
  secrets?: true;
  /** Calls Stripe: reads the Stripe secret (Secrets Manager in AWS). */
  billing?: true;
}

export interface RouteDef {
  /** Construct id and log service name, PascalCase. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path as API Gateway writes it, `{param}` for path parameters. */
  readonly path: string;
  /** Module under lambdas/handlers/, without extension; it exports `handler`. */
  readonly handler: string;
  readonly access: Access;
  readonly needs: Needs;
  /** Plan feature the caller must have (the wrapper answers 402 without it). */
  readonly feature?: Feature;
  /** Seconds; defaults to 10. */
  readonly timeout?: number;
  /** Signed-in users whose email is not yet confirmed may call it (by default they get 403). */
  readonly allowUnverified?: boolean;
}

export const routes = {
  health: {
    id: 'Health',
    method: 'GET',
    path: '/api/health',
    handler: 'health',
    access: 'public',
    needs: { table: 'read', bucket: 'read', directory: 'read' },
  },
  me: {
    id: 'Me',
    method: 'GET',
    path: '/api/me',
    handler: 'me',
    access: 'user',
    needs: { table: 'read' },
  },
  adminPing: {
    id: 'AdminPing',
    method: 'GET',
    path: '/api/admin/ping',
    handler: 'admin-ping',
    access: ['admin'],
    needs: {},
  },

  // Accounts: signup with a referral code, email confirmation, password reset.
  signup: {
    id: 'Signup',
    method: 'POST',
    path: '/api/auth/signup',
    handler: 'signup',
    access: 'public',
    needs: { table: 'readwrite', directory: 'readwrite', email: true },
  },
  confirmEmail: {
    id: 'ConfirmEmail',
    method: 'POST',
    path: '/api/auth/confirm-email',
    handler: 'confirm-email',
    access: 'public',
    needs: { table: 'readwrite', directory: 'readwrite' },
  },
  resendConfirmation: {
    id: 'ResendConfirmation',
    method: 'POST',
    path: '/api/auth/resend-confirmation',
    handler: 'resend-confirmation',
    access: 'public',
    needs: { table: 'readwrite', directory: 'read', email: true },
  },
  forgotPassword: {
    id: 'ForgotPassword',
    method: 'POST',
    path: '/api/auth/forgot-password',
    handler: 'forgot-password',
    access: 'public',
    needs: { table: 'readwrite', email: true },
  },
  resetPassword: {
    id: 'ResetPassword',
    method: 'POST',
    path: '/api/auth/reset-password',
    handler: 'reset-password',
    access: 'public',
    needs: { table: 'readwrite', directory: 'readwrite' },
  },

  // The signed-in user's own account.
  setupFolders: {
    id: 'SetupFolders',
    method: 'POST',
    path: '/api/account/folders',
    handler: 'setup-folders',
    access: 'user',
    needs: { table: 'readwrite', bucket: 'readwrite' },
  },
  updatePreferences: {
    id: 'UpdatePreferences',
    method: 'PUT',
    path: '/api/account/preferences',
    handler: 'update-preferences',
    access: 'user',
    needs: { table: 'readwrite' },
  },
  exportAccount: {
    id: 'ExportAccount',
    method: 'GET',
    path: '/api/account/export',
    handler: 'export-account',
    access: 'user',
    needs: { table: 'read', bucket: 'read' },
  },
  accountConnections: {
    id: 'AccountConnections',
    method: 'GET',
    path: '/api/account/connections',
    handler: 'account-connections',
    access: 'user',
    needs: { table: 'read' },
  },
  deleteAccount: {
    id: 'DeleteAccount',
    method: 'DELETE',
    path: '/api/account',
    handler: 'delete-account',
    access: 'user',
    needs: { table: 'readwrite', bucket: 'readwrite', directory: 'readwrite', billing: true },
    timeout: 30,
  },


  // Admin area (server-enforced: admin group only) and the partner programme.
  adminListClients: {
    id: 'AdminListClients',
    method: 'GET',
    path: '/api/admin/clients',
    handler: 'admin-list-clients',
    access: ['admin'],
    needs: { table: 'read' },
  },
  adminReassignClient: {
    id: 'AdminReassignClient',
    method: 'PUT',
    path: '/api/admin/clients/{userId}/partner',
    handler: 'admin-reassign-client',
    access: ['admin'],
    needs: { table: 'readwrite' },
  },
  adminListPartners: {
    id: 'AdminListPartners',
    method: 'GET',
    path: '/api/admin/partners',
    handler: 'admin-list-partners',
    access: ['admin'],
    needs: { table: 'read' },
  },
  adminPartnerApplications: {
    id: 'AdminPartnerApplications',
    method: 'GET',
    path: '/api/admin/partners/pending',
    handler: 'admin-partner-applications',
    access: ['admin'],
    needs: { table: 'read' },
  },
  adminPartnerClients: {
    id: 'AdminPartnerClients',
    method: 'GET',
    path: '/api/admin/partners/{userId}/clients',
    handler: 'admin-partner-clients',
    access: ['admin'],
    needs: { table: 'read' },
  },
  adminApprovePartner: {
    id: 'AdminApprovePartner',
    method: 'POST',
    path: '/api/admin/partners/{userId}/approve',
    handler: 'admin-approve-partner',
    access: ['admin'],
    needs: { table: 'readwrite', directory: 'readwrite' },
  },
  adminRejectPartner: {
    id: 'AdminRejectPartner',
    method: 'POST',
    path: '/api/admin/partners/{userId}/reject',
    handler: 'admin-reject-partner',
    access: ['admin'],
    needs: { table: 'readwrite' },
  },
  adminDeleteUser: {
    id: 'AdminDeleteUser',
    method: 'DELETE',
    path: '/api/admin/users/{userId}',
    handler: 'admin-delete-user',
    access: ['admin'],
    needs: { table: 'readwrite', bucket: 'readwrite', directory: 'readwrite', billing: true },
    timeout: 60,
  },
  adminAnalytics: {
    id: 'AdminAnalytics',
    method: 'GET',
    path: '/api/admin/analytics',
    handler: 'admin-analytics',
    access: ['admin'],
    needs: { table: 'read' },
  },
  adminAudit: {
    id: 'AdminAudit',
    method: 'GET',
    path: '/api/admin/audit',
    handler: 'admin-audit',
    access: ['admin'],
    needs: { table: 'read' },
  },
  adminTeam: {
    id: 'AdminTeam',
    method: 'GET',
    path: '/api/admin/team',
    handler: 'admin-team',
    access: ['admin'],
    needs: { table: 'read' },
  },
  adminAddStaff: {
    id: 'AdminAddStaff',
    method: 'POST',
    path: '/api/admin/team',
    handler: 'admin-add-staff',
    access: ['admin'],
    needs: { table: 'readwrite', directory: 'readwrite', email: true },
  },
  adminChangeRole: {
    id: 'AdminChangeRole',
    method: 'PUT',
    path: '/api/admin/team/{userId}/role',
    handler: 'admin-change-role',
    access: ['admin'],
    needs: { table: 'readwrite', directory: 'readwrite' },
  },
  partnerApply: {
    id: 'PartnerApply',
    method: 'POST',
    path: '/api/partners/apply',
    handler: 'partner-apply',
    access: 'public',
    needs: { table: 'readwrite', directory: 'readwrite', email: true },
  },
  partnerMe: {
    id: 'PartnerMe',
    method: 'GET',
    path: '/api/partners/me',
    handler: 'partner-me',
    access: ['partner', 'partner_pending', 'affiliate', 'employee', 'admin'],
    needs: { table: 'read' },
  },
  partnerMeClients: {
    id: 'PartnerMeClients',
    method: 'GET',
    path: '/api/partners/me/clients',
    handler: 'partner-me-clients',
    access: ['partner', 'partner_pending', 'affiliate', 'employee', 'admin'],
    needs: { table: 'read' },
  },

  // Billing (Stripe): plans, the service agreement, checkout, webhooks, subscription state, features, portal, cancellation.
  subscription: {
    id: 'Subscription',
    method: 'GET',
    path: '/api/billing/subscription',
    handler: 'subscription',
    access: 'user',
    // Writes only to confirm a paid checkout whose webhook has not arrived yet.
    needs: { table: 'readwrite', billing: true },
  },
  billingPrice: {
    id: 'BillingPrice',
    method: 'POST',
    path: '/api/billing/price',
    handler: 'billing-price',
    access: 'user',
    needs: { billing: true },
  },
  billingAgreement: {
    id: 'BillingAgreement',
    method: 'GET',
    path: '/api/billing/agreement',
    handler: 'billing-agreement',
    access: 'user',
    needs: {},
  },
  billingSignAgreement: {
    id: 'BillingSignAgreement',
    method: 'POST',
    path: '/api/billing/agreement',
    handler: 'billing-sign-agreement',
    access: 'user',
    needs: { table: 'readwrite' },
  },
  billingCheckout: {
    id: 'BillingCheckout',
    method: 'POST',
    path: '/api/billing/checkout',
    handler: 'billing-checkout',
    access: 'user',
    needs: { table: 'readwrite', billing: true },
  },
  billingWebhook: {
    id: 'BillingWebhook',
    method: 'POST',
    path: '/api/billing/webhook',
    handler: 'billing-webhook',
    access: 'public',
    needs: { table: 'readwrite', billing: true },
  },
  billingFeatureAccess: {
    id: 'BillingFeatureAccess',
    method: 'POST',
    path: '/api/billing/feature-access',
    handler: 'billing-feature-access',
    access: 'user',
    needs: { table: 'readwrite' },
  },
  billingPortal: {
    id: 'BillingPortal',
    method: 'POST',
    path: '/api/billing/portal',
    handler: 'billing-portal',
    access: 'user',
    needs: { table: 'read', billing: true },
  },
  billingCancel: {
    id: 'BillingCancel',
    method: 'POST',
    path: '/api/billing/cancel',
    handler: 'billing-cancel',
    access: 'user',
    needs: { table: 'readwrite', billing: true },
    timeout: 30,
  },
  adminWorkPerformed: {
    id: 'AdminWorkPerformed',
    method: 'POST',
    path: '/api/admin/users/{userId}/work-performed',
    handler: 'admin-work-performed',
    access: ['admin'],
    needs: { table: 'readwrite', billing: true },
    timeout: 30,
  },
  // Public site: the Business Credit waitlist and the chat widget's support requests (rate-limited per source address).
  joinWaitlist: {
    id: 'JoinWaitlist',
    method: 'POST',
    path: '/api/waitlist',
    handler: 'join-waitlist',
    access: 'public',
    needs: { table: 'readwrite' },
  },
  createSupportRequest: {
    id: 'CreateSupportRequest',
    method: 'POST',
    path: '/api/support-requests',
    handler: 'create-support-request',
    access: 'public',
    needs: { table: 'readwrite' },
  },
  adminListSupportRequests: {
    id: 'AdminListSupportRequests',
    method: 'GET',
    path: '/api/admin/support-requests',
    handler: 'admin-list-support-requests',
    access: ['admin'],
    needs: { table: 'read' },
  },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeList: readonly RouteDef[] = Object.values(routes);

/** Scheduled functions: lib/jobs.ts schedules them with EventBridge; lib/local runs them on a timer and on demand. */
export interface JobDef {
  readonly id: string;
  readonly handler: string;
  /** EventBridge rate/cron expression, e.g. `rate(1 hour)`. */
  readonly schedule: string;
  readonly needs: Needs;
  readonly timeout?: number;
}

export const jobs: readonly JobDef[] = [
  {
    id: 'ReconcileSubscriptions',
    handler: 'reconcile-subscriptions',
    schedule: 'rate(1 hour)',
    needs: { table: 'readwrite', billing: true },
    timeout: 900,
  },
];
