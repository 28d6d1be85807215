import { identityReviewResponse, type IdentityChangeRequest } from '@contract/identity';
import { useQuery } from '@tanstack/react-query';
import { connectionsResponse, messageResponse } from '@contract/auth';
import { dashboardResponse } from '@contract/dashboard';
import { markNotificationsReadResponse } from '@contract/notifications';
import { profileSaveResponse, type ProfileForm } from '@contract/profile';
import { smsVerificationResponse } from '@contract/verification';
import { api } from '../../lib/api';

export const savePreferences = (preferences: { email: boolean; sms: boolean }) =>
  api('/account/preferences', { method: 'PUT', body: preferences });
export const fetchConnections = () => api('/account/connections', { schema: connectionsResponse });
export const exportMyData = () => api('/account/export');
export const deleteMyAccount = () => api('/account', { method: 'DELETE', body: { confirm: 'DELETE' }, schema: messageResponse });

/** The dashboard's one read (profile, verification, onboarding, documents, notifications, status), re-read after each step. */
export const dashboardKey = ['dashboard'] as const;
export const fetchDashboard = () => api('/dashboard', { schema: dashboardResponse });
export const useDashboard = () => useQuery({ queryKey: dashboardKey, queryFn: fetchDashboard });

export const markNotificationsRead = (ids?: string[]) => api('/notifications/read', { method: 'POST', body: ids ? { ids } : {}, schema: markNotificationsReadResponse });

const sms = (body: object) => api('/verification/sms', { body, schema: smsVerificationResponse });
export const requestSmsCode = (input: { phoneNumber: string; dateOfBirth: string }) => sms({ action: 'request', ...input });
export const verifySmsCode = (code: string) => sms({ action: 'verify', code });
export const skipSmsVerification = () => sms({ action: 'skip' });

export const saveProfile = (form: ProfileForm) => api('/profile', { method: 'PUT', body: form, schema: profileSaveResponse });

/** `POST /api/profile/identity-change`: a change of the locked name, date of birth or address, pending staff review (201). */
export const requestIdentityChange = (request: IdentityChangeRequest) => api('/profile/identity-change', { method: 'POST', body: request, schema: identityReviewResponse });
