import type { ClientViewResponse } from '../../contract/client-view.js';
import { adminMessages } from '../../contract/messages.js';
import { planByTier } from '../../domain/plans.js';
import { isActive } from '../../domain/subscription.js';
import { NotFound } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';
import { onboardingOf } from '../dashboard/load-dashboard.js';
import { toDisputeView } from '../disputes/disputes.js';
import { documentView } from '../documents/upload.js';
import { audit } from './audit.js';

export type ClientViewDeps = Pick<Deps, 'dashboard' | 'now' | 'newId'> & {
  disputes: Pick<Deps['disputes'], 'list'>;
  audit: Pick<Deps['audit'], 'putAudit'>;
};

/**
 * `GET /api/admin/clients/{userId}`: the admin's one page on a client, from two Queries of the client's
 * collection (the dashboard's reader and the disputes), computed as the client's own dashboard computes
 * it. Only clients (a partner or staff id is not found); each opening is audit-logged as `client.view`.
 */
export async function viewClient(deps: ClientViewDeps, staff: { id: string; email: string }, userId: string): Promise<ClientViewResponse> {
  const [c, disputes] = await Promise.all([deps.dashboard.read(userId), deps.disputes.list(userId)]);
  const profile = c.profile;
  if (!profile || profile.role !== 'client') throw new NotFound(adminMessages.clientNotFound);
  await audit(deps, staff, 'client.view', userId);

  const now = deps.now();
  const asOf = now.toISOString().slice(0, 10);
  const latest = c.creditReports.at(-1);
  const s = c.subscription;
  return {
    client: { id: userId, name: profile.fullName, email: profile.email, phone: profile.phoneNumber || null, createdAt: profile.createdAt },
    onboarding: onboardingOf(c, now),
    documents: c.documents.map(documentView),
    latestScores: latest ? { reportId: latest.id, pulledAt: latest.pulledAt, scores: latest.scores } : null,
    disputes: disputes.map((d) => {
      const { id, accountName, reason, status, createdAt, earliestSendDate, items } = toDisputeView(d, asOf);
      return { id, accountName, reason, status, createdAt, earliestSendDate, items };
    }),
    plan: s
      ? {
          tier: s.tier,
          planName: s.tier ? (planByTier(s.tier)?.name ?? s.tier) : null,
          status: s.status,
          active: isActive(s),
          startedAt: s.startedAt,
          currentPeriodEnd: s.currentPeriodEnd,
        }
      : null,
  };
}
