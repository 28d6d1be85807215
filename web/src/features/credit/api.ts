import type { CreditPullRequest } from '@contract/credit';
import { api } from '../../lib/api-client';

/** `POST /api/credit/pull`: records the written instruction, pulls the tri-bureau file, answers the new report (201). */
export const pullCredit = (request: CreditPullRequest) => api.call('creditPull', { body: request });

/** `POST /api/credit/reset` (204): deletes the reports and analyses and ends monitoring; the client is back at onboarding. */
export const resetCredit = () => api.call('creditReset');
