import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import { profileMessages } from '../../../lambdas/contract/profile.js';
import { RATE_LIMITS, windowStart } from '../../../lambdas/domain/rate-limit.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import { json, makeMember } from '../../support/admin.js';
import { api, cognito, lastMessageTo, signIn, useLocalStack } from '../../support/local.js';
import { cognitoLocalKey, decodeJwt, signJwt } from '../../support/tokens.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));

const SECRET = 'Iiq-Plaintext-Secret-7';
const REASON = 'Pull the client report for the dispute';

/** A subscribed client who saved an IdentityIQ login on their profile. */
async function clientWithCredential() {
  const member = await makeMember(deps, 'client');
  const createdAt = deps.now().toISOString();
  await deps.users.createUser(
    { id: member.id, role: 'client', fullName: 'Pat Client', email: member.email, createdAt },
    { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } },
  );
  await deps.subscriptions.commit({ next: { ...emptyState(member.id), tier: 'elite', status: 'active', kind: 'subscription', startedAt: createdAt }, expectedVersion: 0 });
  const token = (await signIn(member.email, member.password)).IdToken;
  const saved = await api(
    '/api/profile',
    json('PUT', { fullName: 'Pat Doe', email: member.email, phoneNumber: '5551234567', birthMonth: '02', birthDay: '28', birthYear: '1990', street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', identityIqUsername: 'pat-iiq', identityIqPassword: SECRET, creditRepair: 'YES', annualIncome: '55,000', employmentStatus: 'employed', employerName: 'Acme', jobTitle: 'Engineer' }, token),
  );
  expect(saved.status).toBe(200);
  return { ...member, token };
}

/** A new admin with an authenticator, signed in now (each test its own, so the per-staff limit is its own). */
async function freshAdmin() {
  const admin = await makeMember(deps, 'admin', 'Member123!', { totp: true });
  return { ...admin, tokens: await signIn(admin.email, admin.password) };
}

const reveals = async (userId: string) => (await deps.audit.listAudit(100)).items.filter((e) => e.targetUserId === userId && e.action === 'client.credential-reveal');

describe('POST /api/admin/clients/{userId}/credentials/reveal', () => {
  it('refuses a session whose authenticator was used more than 5 minutes ago: nothing audited, opened or sent', async () => {
    const client = await clientWithCredential();
    const admin = await freshAdmin();
    const now = Math.floor(Date.now() / 1000);
    // The same session's token, as a refresh 6 minutes after the sign-in would carry it (correctly signed).
    const stale = signJwt({ ...decodeJwt(admin.tokens.IdToken), auth_time: now - 6 * 60, iat: now - 60, exp: now + 3000 }, cognitoLocalKey());
    const res = await api(`/api/admin/clients/${client.id}/credentials/reveal`, json('POST', { which: 'identityIq', reason: REASON }, stale));
    expect(res).toMatchObject({ status: 403, body: { message: profileMessages.revealNeedsAuthenticator } });
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
    expect(await reveals(client.id)).toEqual([]);
    expect(await deps.notifications.list(client.id)).toEqual([]);
    expect(await lastMessageTo(client.email)).toBeUndefined();
  });

  it('with the authenticator just used: audited, the client told in the bell and by email (no secret in either), then revealed', async () => {
    const client = await clientWithCredential();
    const admin = await freshAdmin();
    const res = await api(`/api/admin/clients/${client.id}/credentials/reveal`, json('POST', { which: 'identityIq', reason: REASON }, admin.tokens.IdToken));
    expect(res).toMatchObject({ status: 200, body: { which: 'identityIq', username: 'pat-iiq', password: SECRET } });
    expect(await reveals(client.id)).toEqual([expect.objectContaining({ actorId: admin.id, details: { which: 'identityIq', reason: REASON } })]);
    const [note] = await deps.notifications.list(client.id);
    expect(note).toMatchObject({ kind: 'credential_revealed', title: 'A saved password was viewed' });
    expect(note!.body).toContain('IdentityIQ');
    const email = await lastMessageTo(client.email);
    expect(email?.subject).toBe(profileMessages.revealedEmailSubject);
    for (const text of [note!.body, email!.body]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(REASON);
    }
  });

  it('a refreshed session keeps its sign-in time, so refreshing does not count as using the authenticator', async () => {
    const admin = await freshAdmin();
    const signedInAt = decodeJwt(admin.tokens.IdToken).auth_time;
    await new Promise((r) => setTimeout(r, 1100));
    const refreshed = await cognito('GetTokensFromRefreshToken', { ClientId: stack.config.userPoolClientId, RefreshToken: admin.tokens.RefreshToken });
    const idToken = (refreshed.body.AuthenticationResult as { IdToken: string }).IdToken;
    expect(decodeJwt(idToken).iat).not.toBe(signedInAt);
    expect(decodeJwt(idToken).auth_time).toBe(signedInAt);
    expect((await api('/api/me', { token: idToken })).status).toBe(200);
  });

  it('limits each staff member to 5 reveals an hour; the sixth is 429 and audits nothing', async () => {
    const client = await clientWithCredential();
    const path = `/api/admin/clients/${client.id}/credentials/reveal`;
    const hour = () => windowStart(new Date(), RATE_LIMITS.credentialRevealStaff.windowSeconds);
    // The burst runs within one window of the limit (again, with another admin, if it crossed a boundary).
    for (let attempt = 0; ; attempt++) {
      const admin = await freshAdmin();
      const started = hour();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await api(path, json('POST', { which: 'identityIq', reason: REASON }, admin.tokens.IdToken))).status);
      if (hour() !== started && attempt < 2) continue;
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await reveals(client.id)).filter((e) => e.actorId === admin.id)).toHaveLength(5);
      break;
    }
    const other = await freshAdmin();
    expect((await api(path, json('POST', { which: 'identityIq', reason: REASON }, other.tokens.IdToken))).status).toBe(200);
  });
});
