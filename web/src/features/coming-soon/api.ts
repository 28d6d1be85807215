import { waitlistResponse, type WaitlistRequest } from '@contract/public';
import { api } from '../../lib/api';

/** Joins the Business Credit launch list (POST /api/waitlist; the same answer if already on it). */
export const joinWaitlist = (body: WaitlistRequest) => api('/waitlist', { method: 'POST', body, auth: false, schema: waitlistResponse });
