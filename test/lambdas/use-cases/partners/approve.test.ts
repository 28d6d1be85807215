import { describe, expect, it } from 'vitest';
import { Conflict, NotAnApplicant, ReferralCodeTaken } from '../../../../lambdas/errors.js';
import { approvePartner, CODE_ATTEMPTS, type ApproveDeps } from '../../../../lambdas/use-cases/partners/approve.js';

function fakes(approve: (code: string) => Promise<{ referralCode: string; changed: boolean }>) {
  const groups = new Set(['partner_pending']);
  const audits: unknown[] = [];
  const tried: string[] = [];
  const deps = {
    now: () => new Date('2026-11-23T10:00:00.000Z'),
    newId: () => 'audit-1',
    userViews: {
      getUserView: async (id: string) => (id === 'p1' ? { id, partner: { businessName: 'Acme Credit' } } : undefined),
    },
    partners: {
      approvePartner: async (_id: string, code: string) => (tried.push(code), approve(code)),
    },
    audit: {
      putAudit: async (entry: unknown) => void audits.push(entry),
    },
    directory: {
      addToGroup: async (_id: string, group: string) => void groups.add(group),
      removeFromGroup: async (_id: string, group: string) => void groups.delete(group),
      groupsOf: async () => [...groups],
    },
  } as unknown as ApproveDeps;
  return { deps, groups, audits, tried };
}

const admin = { id: 'admin-1', email: 'admin@x.test' };

describe('approvePartner', () => {
  it('retries with a new code while another partner holds it, then moves the groups and audits once', async () => {
    let calls = 0;
    const f = fakes(async (code) => {
      if (++calls < 3) throw new ReferralCodeTaken();
      return { referralCode: code, changed: true };
    });
    const { referralCode } = await approvePartner(f.deps, admin, 'p1');
    expect(f.tried).toHaveLength(3);
    expect(referralCode).toBe(f.tried[2]);
    expect([...f.groups]).toEqual(['partner']);
    expect(f.audits).toMatchObject([{ action: 'partner.approve', targetUserId: 'p1', details: { referralCode } }]);
  });

  it('gives up with a conflict after CODE_ATTEMPTS collisions', async () => {
    const f = fakes(async () => {
      throw new ReferralCodeTaken();
    });
    await expect(approvePartner(f.deps, admin, 'p1')).rejects.toBeInstanceOf(Conflict);
    expect(f.tried).toHaveLength(CODE_ATTEMPTS);
  });

  it('passes the store’s other errors through unchanged (mapped once, by the route wrapper)', async () => {
    const f = fakes(async () => {
      throw new NotAnApplicant();
    });
    await expect(approvePartner(f.deps, admin, 'p1')).rejects.toBeInstanceOf(NotAnApplicant);
    expect(f.tried).toHaveLength(1);
  });

  it('approving again writes no second audit entry', async () => {
    const f = fakes(async () => ({ referralCode: 'ACME1234', changed: false }));
    expect(await approvePartner(f.deps, admin, 'p1')).toEqual({ referralCode: 'ACME1234' });
    expect(f.audits).toEqual([]);
  });
});
