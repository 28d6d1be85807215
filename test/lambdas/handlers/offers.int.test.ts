import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import type { CreditReportView } from '../../../lambdas/contract/credit.js';
import { adminOfferResponse, adminOffersResponse, offerClickResponse, offersMessages, offersResponse, type OfferInput } from '../../../lambdas/contract/offers.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import { auditWhere, itemsUnder, json, makeMember } from '../../support/admin.js';
import { api, signIn, useLocalStack } from '../../support/local.js';

/** The offers routes through the HTTP API of the local stack (its catalogue seeded with the sandbox's fictional offers). */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));

interface Member {
  id: string;
  email: string;
  token: string;
}

/** A paying client; with `score`, a latest pull where Experian's VantageScore 3.0 is that score. */
async function newClient(score?: number): Promise<Member> {
  const member = await makeMember(base, 'client');
  const createdAt = new Date().toISOString();
  await base.users.createUser({ id: member.id, role: 'client', fullName: 'Pat Client', email: member.email, createdAt }, { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } });
  await base.subscriptions.commit({ next: { ...emptyState(member.id), tier: 'elite', status: 'active', kind: 'subscription', startedAt: createdAt }, expectedVersion: 0 });
  if (score !== undefined) {
    const view = {
      id: randomUUID(),
      pulledAt: createdAt,
      provider: 'sandbox',
      sandbox: true,
      bureaus: [{ bureau: 'experian', outcome: 'ok', score: { model: 'VantageScore 3.0', value: score, min: 300, max: 850 } }],
      factors: [],
      accounts: [],
    } as unknown as CreditReportView;
    await base.creditReports.put({ id: view.id, userId: member.id, pulledAt: createdAt, provider: 'sandbox', sandbox: true, source: 'pull', consentId: 'c1', view, scores: { equifax: null, experian: score, transunion: null } as never, rawKey: 'raw', fileKey: 'file' });
  }
  return { id: member.id, email: member.email, token: (await signIn(member.email, member.password)).IdToken };
}

const answers = (over: Record<string, unknown> = {}) => ({ cardPurpose: null, annualIncomeCents: 5_000_000, state: 'CA', consent: true, ...over });
const offersOf = async (c: Member) => offersResponse.strict().parse((await api('/api/offers', { token: c.token })).body);
const matchFor = async (c: Member, body: unknown) => {
  const res = await api('/api/offers/match', json('POST', body, c.token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return offersResponse.strict().parse(res.body);
};
const click = (c: Member, id: string, button = 'apply') => api(`/api/offers/${id}/click`, json('POST', { button }, c.token));

const newOffer = (over: Partial<OfferInput> = {}): OfferInput => ({
  title: `Test Card ${randomUUID().slice(0, 6)}`,
  provider: 'Testing Bank (fictional)',
  type: 'credit_card',
  reward: '5% back on groceries',
  description: 'A card made by a test.',
  requirements: '700+ credit score, Vermont only',
  features: ['No annual fee'],
  criteria: { minScore: 700, scoreModel: 'VantageScore 3.0', minAnnualIncomeCents: null, purposes: [], states: ['VT'] },
  link: 'https://example.com/offers/test',
  disclosure: 'APR 20%. Fictional.',
  ...over,
});

let admin: Member;
beforeAll(async () => {
  const member = await makeMember(base, 'admin', 'Member123!', { totp: true });
  await base.users.createUser({ id: member.id, role: 'admin', fullName: 'Ada Admin', email: member.email, createdAt: new Date().toISOString() });
  admin = { id: member.id, email: member.email, token: (await signIn(member.email, member.password)).IdToken };
});

describe('the default offers', () => {
  it('are those the latest file qualifies for, each saying why, none "Pre-Approved"', async () => {
    const c = await newClient(684);
    const { offers, hasReport, sandbox } = await offersOf(c);
    expect({ hasReport, sandbox }).toEqual({ hasReport: true, sandbox: true });
    const ids = offers.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining(['sandbox-lumen-cashback', 'sandbox-harbor-secured', 'sandbox-fresh-start']));
    // An income minimum or a state limit is not met by a profile that shows neither; 680+ and 670+ offers are.
    expect(ids).not.toContain('sandbox-pine-personal');
    expect(ids).not.toContain('sandbox-bayview-personal');
    expect(offers.find((o) => o.id === 'sandbox-lumen-cashback')).toMatchObject({ badge: 'Matches your profile', preQualified: false, reasons: ['Because your Experian VantageScore 3.0 is 684'] });
    expect(JSON.stringify(offers)).not.toMatch(/pre-approved/i);
    // The link is answered only by a click, which is recorded.
    expect(JSON.stringify(offers)).not.toContain('https://');
  });

  it('are none before the first pull', async () => {
    expect(await offersOf(await newClient())).toEqual({ offers: [], hasReport: false, sandbox: true });
  });
});

describe('matching the intake answers', () => {
  it('matches on income, purpose and state, says why, and stores none of the answers', async () => {
    const c = await newClient(684);
    const travel = await matchFor(c, answers({ cardPurpose: 'travel' }));
    const summit = travel.offers.find((o) => o.id === 'sandbox-summit-travel');
    // The file has no FICO Score 8: the VantageScore stands in.
    expect(summit?.reasons).toEqual(['Because your Experian VantageScore 3.0 is 684', 'Your income of $50,000 meets the minimum', 'It is made for travel rewards']);
    expect(travel.offers.map((o) => o.id)).toContain('sandbox-bayview-personal');
    expect(travel.offers.map((o) => o.id)).not.toContain('sandbox-lumen-cashback');

    const low = await matchFor(c, answers({ cardPurpose: 'travel', annualIncomeCents: 3_000_000, state: 'NY' }));
    expect(low.offers.map((o) => o.id)).not.toContain('sandbox-summit-travel');
    expect(low.offers.map((o) => o.id)).not.toContain('sandbox-bayview-personal');

    const items = await itemsUnder(base, `USER#${c.id}`);
    const text = JSON.stringify(items);
    expect(text).not.toContain('5000000');
    expect(text).not.toContain('3000000');
    expect(text).not.toContain('travel');
    expect(items.find((i) => i.SK === 'OFFERS_SHOWN')).toMatchObject({ offerIds: low.offers.map((o) => o.id) });
  });

  it('refuses answers without consent (400 with the spec’s message)', async () => {
    const c = await newClient(684);
    const res = await api('/api/offers/match', json('POST', answers({ consent: false }), c.token));
    expect(res).toMatchObject({ status: 400, body: { fields: { consent: offersMessages.consentRequired } } });
  });
});

describe('a click', () => {
  it('records the click in the client’s collection (and their export) and answers the link', async () => {
    const c = await newClient(684);
    await offersOf(c);
    const res = await click(c, 'sandbox-lumen-cashback', 'learn_more');
    expect(res.status).toBe(200);
    expect(offerClickResponse.parse(res.body).link).toBe('https://example.com/offers/lumen-everyday-cash');
    const clicks = await base.offers.clicks(c.id);
    expect(clicks).toMatchObject([{ userId: c.id, offerId: 'sandbox-lumen-cashback', offerTitle: 'Lumen Everyday Cash Card', button: 'learn_more' }]);
    const exported = (await api('/api/account/export', { token: c.token })).body as { items: Record<string, unknown>[] };
    expect(exported.items.some((i) => i.offerId === 'sandbox-lumen-cashback' && i.button === 'learn_more')).toBe(true);
  });

  it('answers 404 on an offer matched only for another client, and on an unknown one; nothing recorded', async () => {
    const owner = await newClient(684);
    const other = await newClient(684);
    await matchFor(owner, answers());
    await matchFor(other, answers({ state: 'NY' }));
    expect((await click(owner, 'sandbox-bayview-personal')).status).toBe(200);
    expect(await click(other, 'sandbox-bayview-personal')).toMatchObject({ status: 404, body: { message: offersMessages.offerNotFound } });
    expect((await click(other, randomUUID())).status).toBe(404);
    expect(await base.offers.clicks(other.id)).toEqual([]);
  });
});

describe('the admin catalogue', () => {
  it('answers 403 to a client on every admin route and changes nothing', async () => {
    const c = await newClient(684);
    const calls = [
      api('/api/admin/offers', { token: c.token }),
      api('/api/admin/offers', json('POST', newOffer(), c.token)),
      api('/api/admin/offers/sandbox-harbor-secured', json('PUT', newOffer(), c.token)),
      api('/api/admin/offers/sandbox-harbor-secured/retire', json('POST', {}, c.token)),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    expect(await base.offers.get('sandbox-harbor-secured')).toMatchObject({ status: 'active', title: 'Harbor Secured Card' });
  });

  it('creates, edits and retires an offer, each audited; a matching client sees it only while it is active', async () => {
    const input = newOffer();
    const made = await api('/api/admin/offers', json('POST', input, admin.token));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { offer } = adminOfferResponse.parse(made.body);
    expect(offer).toMatchObject({ ...input, status: 'active', retiredAt: null });
    expect(adminOffersResponse.parse((await api('/api/admin/offers', { token: admin.token })).body).offers.map((o) => o.id)).toContain(offer.id);

    const vermonter = await newClient(720);
    const seen = await matchFor(vermonter, answers({ state: 'VT' }));
    expect(seen.offers.find((o) => o.id === offer.id)?.reasons).toEqual(['Because your Experian VantageScore 3.0 is 720', 'It is available in Vermont']);

    const edited = await api(`/api/admin/offers/${offer.id}`, json('PUT', { ...input, reward: '6% back on groceries' }, admin.token));
    expect(edited.status).toBe(200);
    expect(adminOfferResponse.parse(edited.body).offer).toMatchObject({ id: offer.id, reward: '6% back on groceries', status: 'active', createdAt: offer.createdAt });

    const retired = await api(`/api/admin/offers/${offer.id}/retire`, json('POST', {}, admin.token));
    expect(adminOfferResponse.parse(retired.body).offer).toMatchObject({ status: 'retired', retiredAt: expect.any(String) });
    expect((await matchFor(vermonter, answers({ state: 'VT' }))).offers.map((o) => o.id)).not.toContain(offer.id);
    expect((await click(vermonter, offer.id)).status).toBe(404);
    expect(await api(`/api/admin/offers/${offer.id}/retire`, json('POST', {}, admin.token))).toMatchObject({ status: 409, body: { message: offersMessages.alreadyRetired } });

    const audit = await auditWhere(base, (e) => e.targetUserId === `OFFER#${offer.id}`);
    expect(audit.map((e) => [e.action, e.actorId, e.details.changed ?? null]).reverse()).toEqual([
      ['offer.create', admin.id, null],
      ['offer.update', admin.id, 'reward'],
      ['offer.retire', admin.id, null],
    ]);
  });

  it('refuses a link that is not https and an unknown offer', async () => {
    const bad = await api('/api/admin/offers', json('POST', newOffer({ link: 'http://example.com/x' }), admin.token));
    expect(bad).toMatchObject({ status: 400, body: { fields: { link: offersMessages.linkHttps } } });
    expect((await api(`/api/admin/offers/${randomUUID()}`, json('PUT', newOffer(), admin.token))).status).toBe(404);
    expect((await api(`/api/admin/offers/${randomUUID()}/retire`, json('POST', {}, admin.token))).status).toBe(404);
  });
});
