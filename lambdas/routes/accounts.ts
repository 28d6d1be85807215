/** Accounts: signup with a referral code, email confirmation, password reset, and the signed-in user's own account. */
import { PUBLIC, SIGNED_IN, type RouteDef } from './types.js';

export const accountRoutes = {
  signup: {
    id: 'Signup',
    method: 'POST',
    path: '/api/auth/signup',
    handler: 'signup',
    access: PUBLIC,
    needs: { table: 'readwrite', directory: ['read', 'create', 'addToGroup', 'setPassword', 'signOut'], email: true },
  },
  confirmEmail: {
    id: 'ConfirmEmail',
    method: 'POST',
    path: '/api/auth/confirm-email',
    handler: 'confirm-email',
    access: PUBLIC,
    needs: { table: 'readwrite', directory: ['verifyEmail'] },
  },
  resendConfirmation: {
    id: 'ResendConfirmation',
    method: 'POST',
    path: '/api/auth/resend-confirmation',
    handler: 'resend-confirmation',
    access: PUBLIC,
    needs: { table: 'readwrite', directory: ['read'], email: true },
  },
  forgotPassword: {
    id: 'ForgotPassword',
    method: 'POST',
    path: '/api/auth/forgot-password',
    handler: 'forgot-password',
    access: PUBLIC,
    needs: { table: 'readwrite', email: true },
  },
  resetPassword: {
    id: 'ResetPassword',
    method: 'POST',
    path: '/api/auth/reset-password',
    handler: 'reset-password',
    access: PUBLIC,
    // email: the owner is told when failed attempts lock resets.
    needs: { table: 'readwrite', directory: ['setPassword', 'signOut', 'verifyEmail'], email: true },
  },
  setupFolders: {
    id: 'SetupFolders',
    method: 'POST',
    path: '/api/account/folders',
    handler: 'setup-folders',
    access: SIGNED_IN,
    needs: { table: 'readwrite', bucket: ['write'] },
  },
  updatePreferences: {
    id: 'UpdatePreferences',
    method: 'PUT',
    path: '/api/account/preferences',
    handler: 'update-preferences',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
  },
  exportAccount: {
    id: 'ExportAccount',
    method: 'GET',
    path: '/api/account/export',
    handler: 'export-account',
    access: SIGNED_IN,
    needs: { table: 'read', bucket: ['list'] },
  },
  accountConnections: {
    id: 'AccountConnections',
    method: 'GET',
    path: '/api/account/connections',
    handler: 'account-connections',
    access: SIGNED_IN,
    needs: { table: 'read' },
  },
  deleteAccount: {
    id: 'DeleteAccount',
    method: 'DELETE',
    path: '/api/account',
    handler: 'delete-account',
    access: SIGNED_IN,
    // bureau: monitoring is ended at the provider before the enrolment is deleted.
    needs: { table: 'readwrite', bucket: ['delete'], directory: ['read', 'signOut', 'delete'], billing: ['deleteCustomer'], secrets: ['bank-tokens'], bureau: true },
    timeout: 30,
    // The tombstone is written first: the owner retries an interrupted deletion with the token they hold.
    allowDeleted: true,
  },
} as const satisfies Record<string, RouteDef>;
