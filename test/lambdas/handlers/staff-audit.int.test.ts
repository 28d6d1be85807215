import { createHmac, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, depsFor } from '../../../lambdas/composition/deps.js';
import { smsCodeKey } from '../../../lambdas/adapters/dynamo/keys.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import { routes } from '../../../lambdas/routes.js';
import { auditWhere, itemsUnder, json, makeMember, makePartner } from '../../support/admin.js';
import { api, lastMessageTo, signIn, useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));

async function newClient() {
  const member = await makeMember(deps, 'client');
  const createdAt = deps.now().toISOString();
  await deps.users.createUser(
    { id: member.id, role: 'client', fullName: 'Audit Sample', email: member.email, createdAt },
    { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } },
  );
  await deps.subscriptions.commit({ next: { ...emptyState(member.id), tier: 'elite', status: 'active', kind: 'subscription', startedAt: createdAt }, expectedVersion: 0 });
  return { ...member, token: (await signIn(member.email, member.password)).IdToken };
}

describe('staff reads of clients’ data are audited', () => {
  it('each page of the clients, partner clients, documents, identity reviews and disputes lists: who saw which client ids, never a search text or an email', async () => {
    const client = await newClient();
    const admin = await makeMember(deps, 'admin', 'Member123!', { totp: true });
    const token = (await signIn(admin.email, admin.password)).IdToken;
    const partner = await makePartner(deps, 'Audit Partners');
    const lists = ['/api/admin/clients?q=Audit%20Sample&limit=100', `/api/admin/partners/${partner.id}/clients`, '/api/admin/documents', '/api/admin/identity-reviews', '/api/admin/disputes?status=pending'];
    for (const path of lists) expect((await api(path, { token })).status, path).toBe(200);
    const mine = await auditWhere(deps, (e) => e.actorId === admin.id);
    expect(mine.map((e) => `${e.action} ${e.targetUserId}`).sort()).toEqual(
      ['clients.list LIST#clients', 'clients.list LIST#clients', 'disputes.list LIST#disputes', 'documents.list LIST#documents', 'identity-reviews.list LIST#identity-reviews'].sort(),
    );
    const search = mine.find((e) => e.details.searched === true)!;
    expect(String(search.details.shown).split(' ')).toContain(client.id);
    expect(JSON.stringify(mine)).not.toMatch(/Audit Sample|Audit%20Sample/);
    expect(JSON.stringify(mine)).not.toContain(client.email);
    expect(mine.find((e) => e.action === 'disputes.list')?.details.status).toBe('pending');
  });
});

describe('SMS codes and the secrets key', () => {
  it('hashes a code with the service’s sealed key, not a key anyone can make from the user id', async () => {
    const client = await newClient();
    const phone = `(555) ${randomInt(200, 999)}-${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    expect((await api('/api/verification/sms', json('POST', { action: 'request', phoneNumber: phone, dateOfBirth: '1990-01-01' }, client.token))).status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await lastMessageTo(`+1${phone.replace(/\D/g, '')}`))!.body)![1]!;
    const otp = (await itemsUnder(deps, `USER#${client.id}`)).find((i) => i.SK === 'OTP')!;
    // The scheme before: an HMAC keyed by the public user id, which a copy of the table could brute-force in a million tries.
    expect(otp.codeHash).not.toBe(createHmac('sha256', `otp:${client.id}`).update(code).digest('hex'));
    const [key] = await itemsUnder(deps, smsCodeKey.PK);
    expect(key?.sealed).toMatchObject({ v: 1, wrappedKey: expect.any(String), ciphertext: expect.any(String) });
    expect((await api('/api/verification/sms', json('POST', { action: 'verify', code }, client.token))).body).toMatchObject({ verification: { status: 'verified' } });
  });

  it('a route opens only its own purposes: the profile route cannot open a bank token or the SMS code key', async () => {
    const [profile, bank, sms] = await Promise.all([depsFor(routes.updateProfile), depsFor(routes.bankConnect), depsFor(routes.smsVerification)]);
    const context = { userId: 'u-purpose', purpose: 'bank-access-token' };
    const token = await bank.secrets.seal('access-sandbox-token', context);
    expect(await bank.secrets.open(token, context)).toBe('access-sandbox-token');
    await expect(profile.secrets.open(token, context)).rejects.toThrow('route UpdateProfile may not use secrets of purpose "bank-access-token"');
    const [key] = await itemsUnder(deps, smsCodeKey.PK);
    if (key) await expect(profile.secrets.open(key.sealed as never, { purpose: 'sms-code-key' })).rejects.toThrow(/may not use/);
    await expect(sms.secrets.open(token, context)).rejects.toThrow(/may not use/);
  });
});
