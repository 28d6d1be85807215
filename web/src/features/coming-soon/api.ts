import type { WaitlistRequest } from '@contract/public';
import { api } from '../../lib/api-client';

/** Joins the Business Credit launch list (POST /api/waitlist; the same answer if already on it). */
export const joinWaitlist = (body: WaitlistRequest) => api.call('joinWaitlist', { body });
