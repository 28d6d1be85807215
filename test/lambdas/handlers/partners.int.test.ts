import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import { adminMessages, authMessages, partnerMessages } from '../../../lambdas/contract/messages.js';
import { allPages, json } from '../../support/admin.js';
import { adminDeleteAndWait, api, lastMessageTo, signIn, uniqueEmail, useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));
let adminToken: string;

beforeAll(async () => {
  adminToken = (await signIn('admin@demo.local')).IdToken;
});

/** Applies as a partner and confirms the email; returns the applicant's id and a verified session. */
async function apply(businessName: string) {
  const email = uniqueEmail('applicant');
  const res = await api('/api/partners/apply', json('POST', { name: 'Alex Applicant', businessName, email, phone: '+1 (415) 555-0199', password: 'secret1' }));
  expect(res).toMatchObject({ status: 201, body: { message: partnerMessages.applicationReceived } });
  const link = new URL((await lastMessageTo(email))!.links[0]!);
  // The link leads to the Partner Sign In in whatever browser opens it.
  expect(link.searchParams.get('partner')).toBe('1');
  const token = link.searchParams.get('token');
  expect((await api('/api/auth/confirm-email', json('POST', { token }))).status).toBe(200);
  // The answer carries no id (it is the same for an address that has an account): look it up.
  const id = (await deps.users.findUserIdByEmail(email))!;
  return { id, email, signIn: () => signIn(email, 'secret1') };
}

const analytics = async () => (await api('/api/admin/analytics', { token: adminToken })).body!;
const auditFor = async (target: string) =>
  (await allPages<{ action: string; targetUserId: string; actorEmail: string; at: string }>('/api/admin/audit?limit=100', adminToken, 5)).rows.filter(
    (e) => e.targetUserId === target,
  );

describe('partner applications', () => {
  it('refuses incomplete or invalid applications with 400', async () => {
    const base = { name: 'A', businessName: 'B', email: uniqueEmail('bad'), phone: '4155550199', password: 'secret1' };
    for (const [body, message] of [
      [{ ...base, businessName: ' ' }, partnerMessages.fillAllFields],
      [{ ...base, password: '123' }, authMessages.passwordTooShort],
      [{ ...base, email: 'nope' }, authMessages.invalidEmail],
    ] as const) {
      const res = await api('/api/partners/apply', json('POST', body));
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body?.message).toBe(message);
    }
  });

  it('apply → pending → approve: the group moves, a unique code is issued, and a signup with it shows on the dashboard', async () => {
    const before = await analytics();
    const applicant = await apply('Bright Path Finance');
    const pendingSession = await applicant.signIn();
    expect((await api('/api/partners/me', { token: pendingSession.IdToken })).body).toMatchObject({
      status: 'pending',
      referralCode: null,
      shareLink: null,
      clientCount: 0,
    });
    expect((await api('/api/admin/clients', { token: pendingSession.IdToken })).status).toBe(403);

    const pending = await allPages<{ id: string; status: string; businessName: string }>('/api/admin/partners/pending?limit=100', adminToken);
    expect(pending.rows.find((r) => r.id === applicant.id)).toMatchObject({ status: 'pending', businessName: 'Bright Path Finance' });

    const approved = await api(`/api/admin/partners/${applicant.id}/approve`, json('POST', {}, adminToken));
    expect(approved.status).toBe(200);
    const code = approved.body!.referralCode as string;
    expect(code).toMatch(/^BRIG[A-Z2-9]{10}$/);
    expect(approved.body!.shareLink).toBe(`${stack.env.PUBLIC_URL ?? 'http://localhost:3000'}/signup?ref=${code}`);
    expect(await deps.directory.groupsOf(applicant.id)).toEqual(['partner']);
    expect(await deps.users.findPartnerIdByReferralCode(code)).toBe(applicant.id);
    // Approving twice changes nothing and issues no second code.
    expect((await api(`/api/admin/partners/${applicant.id}/approve`, json('POST', {}, adminToken))).body!.referralCode).toBe(code);
    const stillPending = await allPages<{ id: string }>('/api/admin/partners/pending?limit=100', adminToken);
    expect(stillPending.rows.map((r) => r.id)).not.toContain(applicant.id);
    const listed = await api(`/api/admin/partners?q=${encodeURIComponent('bright path')}`, { token: adminToken });
    expect((listed.body!.items as { id: string }[]).map((r) => r.id)).toEqual([applicant.id]);

    // The code works for a signup, and the new client shows on the partner's dashboard (name, date, progress only).
    const clientEmail = uniqueEmail('referred');
    expect((await api('/api/auth/signup', json('POST', { name: 'Referred Rita', email: clientEmail, password: 'secret1', referralCode: code }))).status).toBe(201);
    const partnerSession = await applicant.signIn();
    const me = await api('/api/partners/me', { token: partnerSession.IdToken });
    expect(me.body).toMatchObject({ status: 'approved', referralCode: code, clientCount: 1, businessName: 'Bright Path Finance' });
    const clients = await api('/api/partners/me/clients', { token: partnerSession.IdToken });
    expect(clients.status).toBe(200);
    const rows = clients.body!.items as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Referred Rita', progress: { emailVerified: false, foldersReady: false } });
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'name', 'progress', 'signedUpAt']);

    const token = new URL((await lastMessageTo(clientEmail))!.links[0]!).searchParams.get('token');
    await api('/api/auth/confirm-email', json('POST', { token }));
    const after = await api('/api/partners/me/clients', { token: partnerSession.IdToken });
    expect((after.body!.items as { progress: { emailVerified: boolean } }[])[0]!.progress.emailVerified).toBe(true);

    const now = await analytics();
    expect(now.totalUsers).toBe((before.totalUsers as number) + 2);
    expect((now.funnel as Record<string, number>).signedUp).toBe((before.funnel as Record<string, number>).signedUp! + 1);
    // The funnel follows clients: the partner's own confirmation is not a funnel step.
    expect((now.funnel as Record<string, number>).verified).toBe((before.funnel as Record<string, number>).verified! + 1);
    expect((now.usersByRole as Record<string, number>).partner).toBe((before.usersByRole as Record<string, number>).partner! + 1);

    expect((await auditFor(applicant.id)).map((e) => e.action)).toEqual(['partner.approve']);
  });

  it('reject records the reason; the applicant stays pending and sees why', async () => {
    const applicant = await apply('Shady Loans');
    const reject = (body: unknown) => api(`/api/admin/partners/${applicant.id}/reject`, json('POST', body, adminToken));
    expect(await reject({ reason: '  ' })).toMatchObject({ status: 400, body: { message: adminMessages.rejectReasonRequired } });
    expect((await reject({ reason: 'Unlicensed lender' })).status).toBe(200);

    expect(await deps.directory.groupsOf(applicant.id)).toEqual(['partner_pending']);
    const session = await applicant.signIn();
    expect((await api('/api/partners/me', { token: session.IdToken })).body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Unlicensed lender',
      referralCode: null,
    });
    const rejected = await allPages<{ id: string; status: string; rejectionReason: string }>('/api/admin/partners/pending?status=rejected&limit=100', adminToken);
    expect(rejected.rows.find((r) => r.id === applicant.id)).toMatchObject({ status: 'rejected', rejectionReason: 'Unlicensed lender' });
    const pending = await allPages<{ id: string }>('/api/admin/partners/pending?limit=100', adminToken);
    expect(pending.rows.map((r) => r.id)).not.toContain(applicant.id);

    const log = await auditFor(applicant.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'partner.reject', actorEmail: 'admin@demo.local' });
    expect(log[0]!.at).toMatch(/Z$/);

    // Approving an approved partner's sibling actions: a client cannot be "approved".
    const clientId = (await deps.users.findUserIdByEmail('client@demo.local'))!;
    expect((await api(`/api/admin/partners/${clientId}/approve`, json('POST', {}, adminToken))).status).toBe(404);
  });

  it('reassigns a client to another partner, with both counts in one transaction, and audits it', async () => {
    const a = await apply('Alpha Advisors');
    const b = await apply('Beta Brokers');
    const codeA = (await api(`/api/admin/partners/${a.id}/approve`, json('POST', {}, adminToken))).body!.referralCode as string;
    await api(`/api/admin/partners/${b.id}/approve`, json('POST', {}, adminToken));
    const email = uniqueEmail('moving');
    const signup = await api('/api/auth/signup', json('POST', { name: 'Moving Max', email, password: 'secret1', referralCode: codeA }));
    expect(signup.status).toBe(201);
    const clientId = (await deps.users.findUserIdByEmail(email))!;

    const put = (partnerId: string | null) => api(`/api/admin/clients/${clientId}/partner`, json('PUT', { partnerId }, adminToken));
    expect(await put(b.id)).toMatchObject({ status: 200, body: { from: a.id, to: b.id } });
    expect((await deps.users.getPartner(a.id))?.clientCount).toBe(0);
    expect((await deps.users.getPartner(b.id))?.clientCount).toBe(1);
    expect(await put(null)).toMatchObject({ status: 200, body: { from: b.id, to: null } });
    expect((await deps.users.getPartner(b.id))?.clientCount).toBe(0);
    expect((await put('no-such-partner')).status).toBe(400);
    expect((await api(`/api/admin/clients/${clientId}/partner`, json('PUT', { partnerId: 7 }, adminToken))).status).toBe(400);
    expect((await auditFor(clientId)).map((e) => e.action)).toEqual(['client.reassign', 'client.reassign']);
  });
});

describe('contact changes', () => {
  it('keep the name sort key and the search items current', async () => {
    const email = uniqueEmail('renamed');
    const signup = await api('/api/auth/signup', json('POST', { name: 'Petra Oldname', email, password: 'secret1', referralCode: 'DEMO2025' }));
    expect(signup.status).toBe(201);
    const id = (await deps.users.findUserIdByEmail(email))!;
    await deps.userViews.updateContact(id, { fullName: 'Petra Quixotic', phoneNumber: '+1 646 555 0142' });

    const search = async (q: string) =>
      ((await api(`/api/admin/clients?q=${encodeURIComponent(q)}&limit=100`, { token: adminToken })).body!.items as { id: string }[]).map((r) => r.id);
    expect(await search('oldname')).not.toContain(id);
    expect(await search('quixotic')).toEqual([id]);
    expect(await search('646-555-0142')).toEqual([id]);
    const byName = await allPages<{ id: string; name: string }>('/api/admin/clients?sort=name&limit=100', adminToken);
    const names = byName.rows.map((r) => `${r.name.toLowerCase()}#${r.id}`);
    expect(names).toEqual([...names].sort());
    expect(byName.rows.find((r) => r.id === id)?.name).toBe('Petra Quixotic');
  });
});

describe('analytics', () => {
  it('moves Total Users with signup and deletion, and reports weeks, tiers, revenue and the funnel', async () => {
    const before = await analytics();
    const email = uniqueEmail('counted');
    const signup = await api('/api/auth/signup', json('POST', { name: 'Counted Carl', email, password: 'secret1', referralCode: 'DEMO2025' }));
    expect(signup.status).toBe(201);
    const userId = (await deps.users.findUserIdByEmail(email))!;
    const mid = await analytics();
    expect(mid.totalUsers).toBe((before.totalUsers as number) + 1);
    const weeks = mid.signupsPerWeek as { weekStart: string; signups: number }[];
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)!.signups).toBe((before.signupsPerWeek as { signups: number }[]).at(-1)!.signups + 1);

    await deps.analytics.recordPayment({ tier: 'elite', amountCents: 9900, at: new Date(), paymentId: `pay-${email}` });
    expect(await deps.analytics.recordPayment({ tier: 'elite', amountCents: 9900, at: new Date(), paymentId: `pay-${email}` })).toBe(false);
    await deps.analytics.recordSubscriptionChange({ from: null, to: 'elite' });
    await deps.analytics.recordFunnelStep(userId, 'creditPulled', new Date());
    expect(await deps.analytics.recordFunnelStep(userId, 'creditPulled', new Date())).toBe(false);

    expect((await adminDeleteAndWait(userId, adminToken)).status).toBe(200);
    const after = await analytics();
    expect(after.totalUsers).toBe(before.totalUsers);
    expect(after.revenueThisMonthCents).toBe((before.revenueThisMonthCents as number) + 9900);
    expect((after.payingUsersByTier as Record<string, number>).elite).toBe(((before.payingUsersByTier as Record<string, number>).elite ?? 0) + 1);
    expect((after.funnel as Record<string, number>).creditPulled).toBe((before.funnel as Record<string, number>).creditPulled! + 1);
  });
});
