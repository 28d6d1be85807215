import { describe, expect, it } from 'vitest';
import type { AuditEntry, UserView } from '../../../../lambdas/domain/admin.js';
import { Invalid, NotFound, PartnerNotFound, RoleChanged } from '../../../../lambdas/errors.js';
import { changeRole, type ChangeRoleDeps } from '../../../../lambdas/use-cases/staff/change-role.js';
import { listClients, listPartnerClients } from '../../../../lambdas/use-cases/staff/list-clients.js';
import { reassignClient, type ReassignDeps } from '../../../../lambdas/use-cases/staff/reassign-client.js';

const admin = { id: 'admin-1', email: 'admin@x.test' };
const clock = { now: () => new Date('2026-11-23T10:00:00.000Z'), newId: () => 'audit-1' };
const view = (id: string, extra: Partial<UserView> = {}): UserView =>
  ({ id, role: 'client', fullName: id.toUpperCase(), email: `${id}@x.test`, phoneNumber: null, street: null, city: null, state: null, zipCode: null, createdAt: '2026-11-01T00:00:00.000Z', verified: true, ...extra }) as UserView;

describe('changeRole', () => {
  function fakes(role = 'employee', initialGroups = ['employee']) {
    const groups = new Set(initialGroups);
    const steps: string[] = [];
    const audits: AuditEntry[] = [];
    const deps: ChangeRoleDeps = {
      ...clock,
      users: { getUser: async (id: string) => (id === 'u1' ? ({ id, role } as never) : undefined) },
      team: {
        changeStaffRole: async (id, from, to, entry) => {
          if (from !== role) throw new RoleChanged();
          audits.push(entry);
          steps.push(`table ${from}->${to}`);
          return { id, name: 'U', email: 'u@x.test', role: to, createdAt: '2026-11-01T00:00:00.000Z' };
        },
      },
      directory: {
        addToGroup: async (_id, group) => void (groups.add(group), steps.push(`add ${group}`)),
        removeFromGroup: async (_id, group) => void (groups.delete(group), steps.push(`remove ${group}`)),
        groupsOf: async () => [...groups] as never,
        signOutEverywhere: async (id) => void steps.push(`sign out ${id}`),
      },
    };
    return { deps, groups, steps, audits };
  }

  it('moves the table first (with its audit entry), then the groups, then ends every session', async () => {
    const f = fakes();
    const member = await changeRole(f.deps, admin, 'u1', 'admin');
    expect(member.role).toBe('admin');
    expect(f.steps).toEqual(['table employee->admin', 'add admin', 'remove employee', 'sign out u1']);
    expect([...f.groups]).toEqual(['admin']);
    expect(f.audits).toMatchObject([{ action: 'role.change', actorId: 'admin-1', targetUserId: 'u1', details: { from: 'employee', to: 'admin' } }]);
  });

  it('refuses an unknown user, the caller themselves, and anyone who is not staff, changing nothing', async () => {
    const f = fakes();
    await expect(changeRole(f.deps, admin, 'nobody', 'admin')).rejects.toBeInstanceOf(NotFound);
    await expect(changeRole(f.deps, { id: 'u1', email: 'u@x.test' }, 'u1', 'admin')).rejects.toThrow('You cannot change your own role.');
    const client = fakes('client', ['client']);
    await expect(changeRole(client.deps, admin, 'u1', 'admin')).rejects.toBeInstanceOf(Invalid);
    expect([...f.steps, ...client.steps]).toEqual([]);
  });
});

describe('reassignClient', () => {
  function fakes(changed = true) {
    const moves: [string, string | null][] = [];
    const audits: AuditEntry[] = [];
    const views = new Map([
      ['c1', view('c1', { client: { partnerId: 'p1', foldersReady: true, afterServiceChargePending: false } })],
      ['p2', view('p2', { role: 'partner', partner: { businessName: 'B', referralCode: 'CODE', clientCount: 0 } })],
      ['pending', view('pending', { role: 'partner_pending', partner: { businessName: 'P', referralCode: null, clientCount: 0 } })],
    ]);
    const deps: ReassignDeps = {
      ...clock,
      userViews: {
        getUserView: async (id) => views.get(id),
        moveClient: async (clientId, partnerId) => (moves.push([clientId, partnerId]), { from: 'p1', to: partnerId, changed }),
      },
      audit: {
        putAudit: async (entry) => void audits.push(entry),
      },
    };
    return { deps, moves, audits };
  }

  it('moves a client to an approved partner or to none, and audits a real move', async () => {
    const f = fakes();
    expect(await reassignClient(f.deps, admin, 'c1', 'p2')).toEqual({ from: 'p1', to: 'p2', changed: true });
    expect(await reassignClient(f.deps, admin, 'c1', null)).toMatchObject({ to: null });
    expect(f.moves).toEqual([['c1', 'p2'], ['c1', null]]);
    expect(f.audits).toMatchObject([{ action: 'client.reassign', details: { from: 'p1', to: 'p2' } }, { details: { to: null } }]);
  });

  it('audits nothing when the client already had that partner', async () => {
    const f = fakes(false);
    await reassignClient(f.deps, admin, 'c1', 'p2');
    expect(f.audits).toEqual([]);
  });

  it('refuses a user who is no client, and a partner who is not approved, moving nothing', async () => {
    const f = fakes();
    await expect(reassignClient(f.deps, admin, 'p2', null)).rejects.toThrow('Client not found.');
    await expect(reassignClient(f.deps, admin, 'c1', 'pending')).rejects.toBeInstanceOf(PartnerNotFound);
    await expect(reassignClient(f.deps, admin, 'c1', 'nobody')).rejects.toBeInstanceOf(PartnerNotFound);
    expect(f.moves).toEqual([]);
  });
});

describe('listing clients', () => {
  const partner = view('p1', { role: 'partner', partner: { businessName: 'Acme Credit', referralCode: 'CODE', clientCount: 2 } });
  const clients = [view('c1', { client: { partnerId: 'p1', foldersReady: true, afterServiceChargePending: false } }), view('c2', { client: { partnerId: null, foldersReady: false, afterServiceChargePending: true } })];

  it('names each client’s partner from one batch read, and passes the cursor through', async () => {
    const asked: string[][] = [];
    const deps = {
      userViews: {
        listClients: async () => ({ items: clients, next: { PK: 'x' } }),
        getUserViews: async (ids: readonly string[]) => (asked.push([...ids]), new Map([[partner.id, partner]])),
      },
    };
    const page = await listClients(deps, { sort: 'created', order: 'desc', limit: 2 });
    expect(asked).toEqual([['p1']]);
    expect(page.next).toEqual({ PK: 'x' });
    expect(page.items.map((r) => [r.id, r.partner?.businessName ?? null, r.afterServiceChargePending])).toEqual([
      ['c1', 'Acme Credit', false],
      ['c2', null, true],
    ]);
  });

  it('lists a partner’s clients under that partner, and answers not found for an id that is no partner', async () => {
    const deps = {
      userViews: {
        getUserView: async (id: string) => (id === 'p1' ? partner : id === 'c1' ? clients[0] : undefined),
        listPartnerClients: async (id: string) => ({ items: id === 'p1' ? [clients[0]!] : [] }),
      },
    };
    expect((await listPartnerClients(deps, 'p1', 10)).items).toMatchObject([{ id: 'c1', partner: { id: 'p1', businessName: 'Acme Credit' } }]);
    await expect(listPartnerClients(deps, 'c1', 10)).rejects.toThrow('Partner not found.');
    await expect(listPartnerClients(deps, 'nobody', 10)).rejects.toBeInstanceOf(NotFound);
  });
});
