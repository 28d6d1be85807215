import { describe, expect, it } from 'vitest';
import type { UserView } from '../../../../lambdas/domain/admin.js';
import { listApplications, listPartners, listReferredClients, partnerSummary } from '../../../../lambdas/use-cases/partners/listings.js';

const view = (id: string, extra: Partial<UserView> = {}): UserView =>
  ({ id, role: 'partner', fullName: id.toUpperCase(), email: `${id}@x.test`, phoneNumber: '+15550100', street: null, city: null, state: null, zipCode: null, createdAt: '2026-11-01T00:00:00.000Z', verified: true, ...extra }) as UserView;
const acme = view('p1', { partner: { businessName: 'Acme Credit', referralCode: 'ACME1', clientCount: 3 } });

describe('partner listings', () => {
  it('maps the Partners tab page to rows, keeping the cursor', async () => {
    const deps = { userViews: { listPartners: async () => ({ items: [acme], next: { PK: 'n' } }) } };
    const page = await listPartners(deps, { sort: 'created', order: 'desc', limit: 10 });
    expect(page).toEqual({ items: [{ id: 'p1', name: 'P1', businessName: 'Acme Credit', email: 'p1@x.test', phone: '+15550100', clientCount: 3, referralCode: 'ACME1', createdAt: '2026-11-01T00:00:00.000Z' }], next: { PK: 'n' } });
  });

  it('maps applications with their decision, and asks for the status requested', async () => {
    const asked: unknown[] = [];
    const rejected = view('a1', { role: 'partner_pending', partner: { businessName: 'Nope LLC', referralCode: null, clientCount: 0, application: { status: 'rejected', reason: 'Incomplete', decidedAt: '2026-11-02T00:00:00.000Z' } } });
    const deps = { userViews: { listApplications: async (status: 'pending' | 'rejected', limit: number) => (asked.push([status, limit]), { items: [rejected] }) } };
    const page = await listApplications(deps, 'rejected', 5);
    expect(asked).toEqual([['rejected', 5]]);
    expect(page.items).toMatchObject([{ id: 'a1', status: 'rejected', rejectionReason: 'Incomplete', decidedAt: '2026-11-02T00:00:00.000Z' }]);
    expect(page.next).toBeUndefined();
  });

  it("lists only the calling partner's referred clients, without their contact data", async () => {
    const asked: string[] = [];
    const client = view('c1', { role: 'client', verified: false, client: { partnerId: 'p1', foldersReady: true, afterServiceChargePending: false } });
    const deps = { userViews: { listPartnerClients: async (id: string) => (asked.push(id), { items: [client] }) } };
    const page = await listReferredClients(deps, 'p1', 10);
    expect(asked).toEqual(['p1']);
    expect(page.items).toEqual([{ id: 'c1', name: 'C1', signedUpAt: '2026-11-01T00:00:00.000Z', progress: { emailVerified: false, foldersReady: true } }]);
  });

  it("summarises a partner with a share link under the site's address, a rejected applicant with the reason, anyone else as none", async () => {
    const rejected = view('a1', { role: 'partner_pending', partner: { businessName: 'Nope LLC', referralCode: null, clientCount: 0, application: { status: 'rejected', reason: 'Incomplete' } } });
    const users = new Map([
      ['p1', acme],
      ['a1', rejected],
    ]);
    const deps = { config: { publicUrl: 'https://site.test/' }, userViews: { getUserView: async (id: string) => users.get(id) } };
    expect(await partnerSummary(deps, 'p1')).toEqual({ businessName: 'Acme Credit', status: 'approved', rejectionReason: null, referralCode: 'ACME1', shareLink: 'https://site.test/signup?ref=ACME1', clientCount: 3 });
    expect(await partnerSummary(deps, 'a1')).toEqual({ businessName: 'Nope LLC', status: 'rejected', rejectionReason: 'Incomplete', referralCode: null, shareLink: null, clientCount: 0 });
    expect(await partnerSummary(deps, 'nobody')).toEqual({ businessName: null, status: 'none', rejectionReason: null, referralCode: null, shareLink: null, clientCount: 0 });
  });
});
