import { connectionsResponse, messageResponse } from '@contract/auth';
import { api } from '../../lib/api';

export const savePreferences = (preferences: { email: boolean; sms: boolean }) =>
  api('/account/preferences', { method: 'PUT', body: preferences });
export const fetchConnections = () => api('/account/connections', { schema: connectionsResponse });
export const exportMyData = () => api('/account/export');
export const deleteMyAccount = () => api('/account', { method: 'DELETE', body: { confirm: 'DELETE' }, schema: messageResponse });
