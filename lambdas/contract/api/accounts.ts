/** The accounts area's part of the API contract (contract/api.ts): its routes' schemas, by name. */
import type { accountRoutes } from '../../routes/accounts.js';
import type { RouteContract } from '../api.js';
import { accountExport, confirmEmailRequest, confirmEmailResponse, connectionsResponse, deleteAccountRequest, emailOnlyRequest, foldersResponse, messageResponse, notificationPreferences, preferencesResponse, resetPasswordRequest, signupRequest, signupResponse } from '../auth.js';

export const contract = {
  signup: { body: signupRequest, response: signupResponse, status: 201 },
  confirmEmail: { body: confirmEmailRequest, response: confirmEmailResponse },
  resendConfirmation: { body: emailOnlyRequest, response: messageResponse },
  forgotPassword: { body: emailOnlyRequest, response: messageResponse },
  resetPassword: { body: resetPasswordRequest, response: messageResponse },
  setupFolders: { response: foldersResponse },
  updatePreferences: { body: notificationPreferences, response: preferencesResponse },
  exportAccount: { response: accountExport },
  accountConnections: { response: connectionsResponse },
  deleteAccount: { body: deleteAccountRequest, response: messageResponse },
} as const satisfies Record<keyof typeof accountRoutes, RouteContract>;
