import { insightsResponse, linkTokenResponse } from '@contract/bank';
import { api } from '../../lib/api';

/** `POST /api/bank/link-token`: what the link flow opens with. */
export const bankLinkToken = () => api('/bank/link-token', { method: 'POST', body: {}, schema: linkTokenResponse });
/** `POST /api/bank/connect` (201): the link flow's public token; answers the first insights. */
export const connectBank = (publicToken: string) => api('/bank/connect', { method: 'POST', body: { publicToken }, schema: insightsResponse });
/** `POST /api/bank/refresh`: the transactions since the last sync. */
export const refreshBank = () => api('/bank/refresh', { method: 'POST', body: {}, schema: insightsResponse });
/** `POST /api/bank/disconnect` (204): the access ended, the token and transactions deleted. */
export const disconnectBank = () => api('/bank/disconnect', { method: 'POST', body: {} });
