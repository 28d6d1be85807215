import type { IdentityChangeRequest } from '@contract/identity';
import type { ProfileForm } from '@contract/profile';
import { api } from '../../lib/api-client';

export const savePreferences = (preferences: { email: boolean; sms: boolean }) => api.call('updatePreferences', { body: preferences });
export const fetchConnections = () => api.call('accountConnections');
export const exportMyData = () => api.call('exportAccount');
export const deleteMyAccount = () => api.call('deleteAccount', { body: { confirm: 'DELETE' } });

export const markNotificationsRead = (ids?: string[]) => api.call('markNotificationsRead', { body: ids ? { ids } : {} });

export const saveProfile = (form: ProfileForm) => api.call('updateProfile', { body: form });

/** `POST /api/profile/identity-change`: a change of the locked name, date of birth or address, pending staff review (201). */
export const requestIdentityChange = (request: IdentityChangeRequest) => api.call('requestIdentityChange', { body: request });
