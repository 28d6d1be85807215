import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../lambdas/domain/admin.js';
import { NotAnApplicant } from '../../../../lambdas/errors.js';
import { rejectPartner, type RejectDeps } from '../../../../lambdas/use-cases/partners/reject.js';

function fakes(pending: Set<string>) {
  const rejected: { id: string; reason: string; decision: { at: string; by: string } }[] = [];
  const audits: AuditEntry[] = [];
  const deps: RejectDeps = {
    now: () => new Date('2026-11-23T10:00:00.000Z'),
    newId: () => 'audit-1',
    partners: {
      rejectPartner: async (id, reason, decision) => {
        if (!pending.has(id)) throw new NotAnApplicant();
        rejected.push({ id, reason, decision });
      },
    },
    audit: {
      putAudit: async (entry) => void audits.push(entry),
    },
  };
  return { deps, rejected, audits };
}

describe('rejectPartner', () => {
  it('records the reason with who decided and when, then audits it', async () => {
    const f = fakes(new Set(['p1']));
    await rejectPartner(f.deps, { id: 'admin-1', email: 'admin@x.test' }, 'p1', 'Incomplete business details');
    expect(f.rejected).toEqual([{ id: 'p1', reason: 'Incomplete business details', decision: { at: '2026-11-23T10:00:00.000Z', by: 'admin-1' } }]);
    expect(f.audits).toMatchObject([{ action: 'partner.reject', targetUserId: 'p1', details: { reason: 'Incomplete business details' } }]);
  });

  it('audits nothing when the user is not a pending applicant', async () => {
    const f = fakes(new Set());
    await expect(rejectPartner(f.deps, { id: 'admin-1', email: 'admin@x.test' }, 'p1', 'x')).rejects.toBeInstanceOf(NotAnApplicant);
    expect(f.audits).toEqual([]);
  });
});
