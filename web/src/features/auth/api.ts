import { foldersResponse, messageResponse, signupResponse, confirmEmailResponse, type SignupRequest } from '@contract/auth';
import { meResponse } from '@contract/me';
import { api } from '../../lib/api';

export const signUp = (body: SignupRequest) => api('/auth/signup', { method: 'POST', body, auth: false, schema: signupResponse });
export const confirmEmail = (token: string) => api('/auth/confirm-email', { method: 'POST', body: { token }, auth: false, schema: confirmEmailResponse });
export const resendConfirmation = (email: string) =>
  api('/auth/resend-confirmation', { method: 'POST', body: { email }, auth: false, schema: messageResponse });
export const forgotPassword = (email: string) => api('/auth/forgot-password', { method: 'POST', body: { email }, auth: false, schema: messageResponse });
export const resetPassword = (body: { email: string; code: string; password: string; invitation?: string }) =>
  api('/auth/reset-password', { method: 'POST', body, auth: false, schema: messageResponse });
export const fetchMe = () => api('/me', { schema: meResponse });
export const setupFolders = () => api('/account/folders', { method: 'POST', body: {}, schema: foldersResponse });
