import { creditPullResponse, type CreditPullRequest } from '@contract/credit';
import { api } from '../../lib/api';

/** `POST /api/credit/pull`: records the written instruction, pulls the tri-bureau file, answers the new report (201). */
export const pullCredit = (request: CreditPullRequest) => api('/credit/pull', { method: 'POST', body: request, schema: creditPullResponse });

/** `POST /api/credit/reset` (204): deletes the reports and analyses and ends monitoring; the client is back at onboarding. */
export const resetCredit = () => api('/credit/reset', { method: 'POST', body: {} });
