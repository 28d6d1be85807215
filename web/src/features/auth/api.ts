import type { SignupRequest } from '@contract/auth';
import { api } from '../../lib/api-client';

export const signUp = (body: SignupRequest) => api.call('signup', { body });
export const confirmEmail = (token: string) => api.call('confirmEmail', { body: { token } });
export const resendConfirmation = (email: string) => api.call('resendConfirmation', { body: { email } });
export const forgotPassword = (email: string) => api.call('forgotPassword', { body: { email } });
export const resetPassword = (body: { email: string; code: string; password: string; invitation?: string }) => api.call('resetPassword', { body });
export const fetchMe = () => api.call('me');
export const setupFolders = () => api.call('setupFolders');
