/**
 * The signed-in dashboard (docs/dashboard.md): the one-Query dashboard read, the personal-info form, SMS identity
 * verification, the bell, and staff's audited reading of a client's saved credential.
 * Client routes need an active plan, as /profile does (`requiresSubscription`; the dashboard read checks
 * the SUBSCRIPTION item of its own Query instead, so it stays one read).
 */
import { ADMIN, SIGNED_IN, type RouteDef } from './types.js';

export const dashboardRoutes = {
  dashboard: {
    id: 'Dashboard',
    method: 'GET',
    path: '/api/dashboard',
    handler: 'dashboard',
    access: SIGNED_IN,
    needs: { table: 'read' },
  },
  updateProfile: {
    id: 'UpdateProfile',
    method: 'PUT',
    path: '/api/profile',
    handler: 'update-profile',
    access: SIGNED_IN,
    needs: { table: 'readwrite', secrets: ['profile-credentials'] },
    requiresSubscription: true,
  },
  // The client's credit goal: the action plan is ordered for it (docs/analysis.md, "Goal-aware advice").
  saveGoal: {
    id: 'SaveGoal',
    method: 'PUT',
    path: '/api/profile/goal',
    handler: 'save-goal',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
    requiresSubscription: true,
  },
  // A change of a locked identity (name, date of birth, address) after the first pull: stored pending for staff.
  requestIdentityChange: {
    id: 'RequestIdentityChange',
    method: 'POST',
    path: '/api/profile/identity-change',
    handler: 'identity-change-request',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
    requiresSubscription: true,
  },
  smsVerification: {
    id: 'SmsVerification',
    method: 'POST',
    path: '/api/verification/sms',
    handler: 'verification-sms',
    access: SIGNED_IN,
    // secrets: the key the codes are hashed with is sealed for SMS codes only.
    needs: { table: 'readwrite', sms: true, secrets: ['sms-codes'] },
    rateLimits: ['smsCode', 'smsCodeAccount', 'smsCodeAccountDay', 'smsCodePhone', 'smsVerifyAccount'],
    requiresSubscription: true,
  },
  markNotificationsRead: {
    id: 'MarkNotificationsRead',
    method: 'POST',
    path: '/api/notifications/read',
    handler: 'notifications-read',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
    requiresSubscription: true,
  },
  adminRevealCredential: {
    id: 'AdminRevealCredential',
    method: 'POST',
    path: '/api/admin/clients/{userId}/credentials/reveal',
    handler: 'admin-reveal-credential',
    access: ADMIN,
    // readwrite: the audit entry, the rate-limit counters and the client's notification; email: the client is told.
    needs: { table: 'readwrite', secrets: ['profile-credentials'], email: true },
    rateLimits: ['credentialRevealStaff', 'credentialRevealStaffDay'],
  },
} as const satisfies Record<string, RouteDef>;
