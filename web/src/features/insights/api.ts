import { api } from '../../lib/api-client';

/** `POST /api/bank/link-token`: what the link flow opens with. */
export const bankLinkToken = () => api.call('bankLinkToken');
/** `POST /api/bank/connect` (201): the link flow's public token; answers the first insights. */
export const connectBank = (publicToken: string) => api.call('bankConnect', { body: { publicToken } });
/** `POST /api/bank/refresh`: the transactions since the last sync. */
export const refreshBank = () => api.call('bankRefresh');
/** `POST /api/bank/disconnect` (204): the access ended, the token and transactions deleted. */
export const disconnectBank = () => api.call('bankDisconnect');
