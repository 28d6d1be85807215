import type { WaitlistRequest } from '@contract/public';

/**
 * Joins the Business Credit launch list (POST /api/waitlist; the same answer if already on it). The API
 * client (with the route table) loads with the call, not with the page.
 */
export const joinWaitlist = async (body: WaitlistRequest) => (await import('../../lib/api-client')).api.call('joinWaitlist', { body });
