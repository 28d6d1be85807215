import { identityReviewResponse, type IdentityChangeRequest } from '@contract/identity';
import { connectionsResponse, messageResponse } from '@contract/auth';
import { markNotificationsReadResponse } from '@contract/notifications';
import { profileSaveResponse, type ProfileForm } from '@contract/profile';
import { api } from '../../lib/api';

export const savePreferences = (preferences: { email: boolean; sms: boolean }) =>
  api('/account/preferences', { method: 'PUT', body: preferences });
export const fetchConnections = () => api('/account/connections', { schema: connectionsResponse });
export const exportMyData = () => api('/account/export');
export const deleteMyAccount = () => api('/account', { method: 'DELETE', body: { confirm: 'DELETE' }, schema: messageResponse });

export const markNotificationsRead = (ids?: string[]) => api('/notifications/read', { method: 'POST', body: ids ? { ids } : {}, schema: markNotificationsReadResponse });

export const saveProfile = (form: ProfileForm) => api('/profile', { method: 'PUT', body: form, schema: profileSaveResponse });

/** `POST /api/profile/identity-change`: a change of the locked name, date of birth or address, pending staff review (201). */
export const requestIdentityChange = (request: IdentityChangeRequest) => api('/profile/identity-change', { method: 'POST', body: request, schema: identityReviewResponse });
