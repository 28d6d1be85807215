import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import { adminMessages } from '../../../lambdas/contract/messages.js';
import { AGREEMENT_VERSION } from '../../../lambdas/domain/agreement.js';
import { indexPartition, itemsUnder, json } from '../../support/admin.js';
import { api, lastMessageTo, signIn, uniqueEmail, useLocalStack } from '../../support/local.js';
import { decodeJwt } from '../../support/tokens.js';

/**
 * Deletion and export are complete: one of each thing tied to an account, made the
 * way users make them, is in the export and is gone after the deletion.
 */
const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));
const tokenOf = async (email: string) => new URL((await lastMessageTo(email))!.links[0]!).searchParams.get('token')!;

/** A confirmed client who also has a second, unused confirmation link (a pending one-time token). */
async function clientWithPendingToken() {
  const email = uniqueEmail('data');
  expect((await api('/api/auth/signup', json('POST', { name: 'Data Owner', email, password: 'secret1', referralCode: 'DEMO2025' }))).status).toBe(201);
  const first = await tokenOf(email);
  expect((await api('/api/auth/resend-confirmation', json('POST', { email }))).status).toBeLessThan(300);
  const second = await tokenOf(email);
  expect(second).not.toBe(first);
  expect((await api('/api/auth/confirm-email', json('POST', { token: first }))).status).toBe(200);
  const { IdToken } = await signIn(email, 'secret1');
  return { email, token: IdToken, id: decodeJwt(IdToken).sub as string, pendingLink: second };
}

describe('an account’s export holds everything its deletion removes', () => {
  let user: Awaited<ReturnType<typeof clientWithPendingToken>>;
  beforeAll(async () => {
    user = await clientWithPendingToken();
    expect((await api('/api/waitlist', json('POST', { email: user.email }))).status).toBeLessThan(300);
    // Given in another case: still the owner's address.
    const question = 'Where is my dispute letter?';
    expect((await api('/api/support-requests', json('POST', { name: 'Data Owner', email: user.email.toUpperCase(), question }))).status).toBe(201);
    const signed = await api('/api/billing/agreement', { ...json('POST', { plan: 'total', version: AGREEMENT_VERSION, accepted: true }), token: user.token });
    expect(signed.status).toBe(201);
  });

  it('exports the support request, the waitlist entry and the pending token (without its hash)', async () => {
    const res = await api('/api/account/export', { token: user.token });
    expect(res.status).toBe(200);
    const body = res.body as { supportRequests: { email: string; question: string }[]; waitlist: { email: string }[]; items: Record<string, unknown>[] };
    expect(body.supportRequests).toEqual([expect.objectContaining({ question: 'Where is my dispute letter?', email: user.email })]);
    expect(body.waitlist).toEqual([expect.objectContaining({ email: user.email })]);
    expect(body.items).toContainEqual(expect.objectContaining({ kind: 'ONE_TIME_TOKEN', purpose: expect.any(String), expiresAt: expect.any(String) }));
    expect(body.items).toContainEqual(expect.objectContaining({ kind: expect.stringMatching(/^AGREEMENT#/), version: AGREEMENT_VERSION }));
    expect(JSON.stringify(body)).not.toMatch(/tokenHash|appendTokenHash|codeHash|"TOKEN#/);
  });

  it('deletes them with the account: no support request or waitlist entry under the address, and the pending link is dead', async () => {
    expect((await api('/api/account', { ...json('DELETE', { confirm: 'DELETE' }), token: user.token })).status).toBe(200);
    expect(await deps.publicStore.formsOf(user.email)).toEqual({ supportRequests: [], waitlist: null });
    expect(await indexPartition(deps, 'GSI1', `TOKENS#USER#${user.id}`)).toEqual([]);
    expect((await api('/api/auth/confirm-email', json('POST', { token: user.pendingLink }))).status).toBe(400);
    // The signed agreement is the one record kept (docs/compliance.md: 2 years, CROA evidence), without name or email.
    const retained = await itemsUnder(deps, `RETAINED#USER#${user.id}`);
    expect(retained).toHaveLength(1);
    expect(JSON.stringify(retained)).not.toContain(user.email);
    expect(JSON.stringify(retained)).not.toContain('Data Owner');
  });
});

describe('DELETE /api/admin/users/{userId} takes only a user id', () => {
  it('answers 400 for an email or any other shape, and deletes nobody', async () => {
    const target = await clientWithPendingToken();
    const { IdToken } = await signIn('admin@demo.local');
    for (const id of [target.email, encodeURIComponent(target.email), 'client', `${target.id}x`, target.id.toUpperCase().replace(/-/g, '')]) {
      const res = await api(`/api/admin/users/${id}`, { method: 'DELETE', token: IdToken });
      expect(res, id).toMatchObject({ status: 400, body: { message: adminMessages.invalidUserId } });
    }
    expect(await deps.directory.getUser(target.id)).toBeDefined();
    expect((await api('/api/me', { token: target.token })).status).toBe(200);
  });
});
