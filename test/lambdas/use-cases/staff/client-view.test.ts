import { describe, expect, it } from 'vitest';
import { clientViewResponse } from '../../../../lambdas/contract/client-view.js';
import { adminMessages } from '../../../../lambdas/contract/messages.js';
import type { AuditEntry } from '../../../../lambdas/domain/admin.js';
import { emptyState } from '../../../../lambdas/domain/subscription.js';
import { NotFound } from '../../../../lambdas/errors.js';
import type { StoredCreditReport } from '../../../../lambdas/ports/credit-reports.js';
import type { UserCollection } from '../../../../lambdas/ports/dashboard.js';
import type { StoredDispute } from '../../../../lambdas/ports/disputes.js';
import type { StoredDocument } from '../../../../lambdas/ports/documents.js';
import { viewClient, type ClientViewDeps } from '../../../../lambdas/use-cases/staff/client-view.js';
import { storedDispute, storedItem } from '../../../support/disputes.js';

const NOW = new Date('2026-12-20T15:00:00.000Z');
const admin = { id: 'admin-1', email: 'admin@demo.local' };

const profile = { id: 'c1', role: 'client' as const, fullName: 'Pat Client', email: 'pat@x.test', phoneNumber: '5551234567', dateOfBirth: '1985-04-12', street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', createdAt: '2026-11-01T10:00:00.000Z' };

const document = (id: string, status: StoredDocument['status'], uploadedAt: string): StoredDocument => ({
  id,
  userId: 'c1',
  documentType: 'id',
  fileName: `${id}.pdf`,
  contentType: 'application/pdf',
  sizeBytes: 10,
  status,
  reason: status === 'rejected' ? 'Blurry' : null,
  objectKey: `users/c1/documents/${id}`,
  uploadedAt,
  reviewedAt: status === 'pending_review' ? null : uploadedAt,
  reviewedBy: null,
  lastUsedAt: uploadedAt,
});

const report = (id: string, pulledAt: string, scores: StoredCreditReport['scores']) => ({ id, userId: 'c1', pulledAt, scores }) as StoredCreditReport;

const dispute = (id: string, over: Partial<StoredDispute> = {}): StoredDispute =>
  storedDispute({
    id,
    status: 'in_progress',
    items: [
      storedItem('experian', { sentAt: '2026-11-02', dueAt: '2026-12-09' }),
      storedItem('equifax', { sentAt: '2026-11-02', dueAt: '2026-12-09', result: 'deleted', respondedAt: '2026-12-01' }),
    ],
    priority: true,
    ...over,
  });

function collection(over: Partial<UserCollection> = {}): UserCollection {
  return {
    profile,
    client: undefined,
    subscription: { ...emptyState('c1'), tier: 'elite', status: 'active', kind: 'subscription', startedAt: '2026-11-01T10:05:00.000Z', currentPeriodEnd: '2026-12-31T10:05:00.000Z' },
    verification: { verifiedAt: '2026-11-01T11:00:00.000Z', method: 'sms', phone: '+15551234567', skippedAt: null },
    otp: undefined,
    documents: [document('doc-2', 'pending_review', '2026-11-03T09:00:00.000Z'), document('doc-1', 'verified', '2026-11-02T09:00:00.000Z')],
    notifications: [],
    agreements: [],
    creditReports: [
      report('r1', '2026-11-04T09:00:00.000Z', { equifax: 600, experian: 610, transunion: 620 }),
      report('r2', '2026-12-04T09:00:00.000Z', { equifax: 640, experian: null, transunion: 662 }),
    ],
    analyses: 0,
    bank: undefined,
    identity: undefined,
    identityReviews: [],
    ...over,
  };
}

function fakes(c: UserCollection | 'unknown' = collection(), disputes: StoredDispute[] = [dispute('d1')]) {
  const audits: AuditEntry[] = [];
  const reads: string[] = [];
  const deps: ClientViewDeps = {
    now: () => NOW,
    newId: () => 'audit-1',
    dashboard: {
      read: async (userId) => {
        reads.push(userId);
        return c !== 'unknown' ? c : collection({ profile: undefined, subscription: undefined, verification: undefined, documents: [], creditReports: [] });
      },
    },
    disputes: { list: async () => disputes },
    audit: { putAudit: async (entry) => void audits.push(entry) },
  };
  return { deps, audits, reads };
}

describe('the admin’s one page on a client', () => {
  it('shows onboarding progress, documents with status, the latest scores per bureau, disputes with due dates and the plan', async () => {
    const { deps, reads } = fakes();
    const view = clientViewResponse.strict().parse(await viewClient(deps, admin, 'c1'));
    expect(reads).toEqual(['c1']);
    expect(view.client).toEqual({ id: 'c1', name: 'Pat Client', email: 'pat@x.test', phone: '5551234567', createdAt: profile.createdAt });
    // Verified, the seven fields, a verified document, a pull; no analysis yet: step 5 is current.
    expect(view.onboarding).toMatchObject({ currentStep: 5, completedCount: 4, percent: 80 });
    expect(view.onboarding.steps.map((s) => s.badge)).toEqual(['complete', 'complete', 'complete', 'complete', 'current']);
    expect(view.documents.map((d) => [d.id, d.status])).toEqual([
      ['doc-2', 'pending_review'],
      ['doc-1', 'verified'],
    ]);
    expect(view.latestScores).toEqual({ reportId: 'r2', pulledAt: '2026-12-04T09:00:00.000Z', scores: { equifax: 640, experian: null, transunion: 662 } });
    expect(view.disputes).toHaveLength(1);
    expect(view.disputes[0]).toMatchObject({ id: 'd1', status: 'in_progress', reason: 'Incorrect balance reported' });
    // Mailed Monday 2 November: presumed received 5 business days later (9 November), 30 days to 9 December, results
    // due 5 business days after (16 December). Experian has not answered by the 20th: overdue; Equifax answered.
    expect(view.disputes[0]!.items).toEqual([
      expect.objectContaining({ bureau: 'experian', sentAt: '2026-11-02', receivedAt: '2026-11-09', receiptPresumed: true, dueAt: '2026-12-09', resultsDueAt: '2026-12-16', overdue: true, result: null }),
      expect.objectContaining({ bureau: 'equifax', dueAt: '2026-12-09', overdue: false, result: 'deleted' }),
    ]);
    expect(view.plan).toEqual({ tier: 'elite', planName: 'Elite Credit Recovery', status: 'active', active: true, startedAt: '2026-11-01T10:05:00.000Z', currentPeriodEnd: '2026-12-31T10:05:00.000Z' });
  });

  it('shows a new client with nothing yet: step 1, no documents, no scores, no disputes, no plan', async () => {
    const { deps } = fakes(collection({ subscription: undefined, verification: undefined, documents: [], creditReports: [], profile: { ...profile, phoneNumber: undefined } as never }), []);
    const view = await viewClient(deps, admin, 'c1');
    expect(view.onboarding).toMatchObject({ currentStep: 1, completedCount: 0, percent: 0 });
    expect(view).toMatchObject({ documents: [], latestScores: null, disputes: [], plan: null, client: { phone: null } });
  });

  it('is audit-logged as a client view, naming the client by id only', async () => {
    const { deps, audits } = fakes();
    await viewClient(deps, admin, 'c1');
    expect(audits).toEqual([{ id: 'audit-1', at: NOW.toISOString(), actorId: 'admin-1', actorEmail: 'admin@demo.local', action: 'client.view', targetUserId: 'c1', details: {} }]);
  });

  it('finds no one for an unknown id or a user who is not a client, and audits nothing', async () => {
    for (const c of ['unknown' as const, collection({ profile: { ...profile, role: 'partner' } })]) {
      const { deps, audits } = fakes(c, []);
      await expect(viewClient(deps, admin, 'c1')).rejects.toThrow(NotFound);
      await expect(viewClient(deps, admin, 'c1')).rejects.toThrow(adminMessages.clientNotFound);
      expect(audits).toEqual([]);
    }
  });
});
