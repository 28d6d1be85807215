import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps, type Deps } from '../../../lambdas/composition/deps.js';
import { sessionMessages, sessionProblemCodes } from '../../../lambdas/contract/messages.js';
import { STAFF_IDLE_MS, STAFF_SESSION_MAX_MS } from '../../../lambdas/domain/staff-session.js';
import type { LambdaHandler } from '../../../lambdas/http/route.js';
import { makeMember } from '../../support/admin.js';
import { viewerHeaders } from '../../support/client-address.js';
import { httpEvent } from '../../support/http-event.js';
import { api, enrolTotp, signIn, useLocalStack } from '../../support/local.js';
import { decodeJwt } from '../../support/tokens.js';

/**
 * Staff sessions end 15 minutes idle and 12 hours after sign-in, need the authenticator at the sign-in itself, and
 * partners' roles are read from the directory like staff's. Time is the test's: the staff route runs in this
 * process against the emulators with the token a real sign-in gave, on a clock the test moves.
 */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));
let ping: LambdaHandler;
beforeAll(async () => {
  ping = (await import('../../../lambdas/handlers/admin-ping.js')).handler;
});
afterEach(() => setDeps(undefined));

/** The admin ping as the session with these claims, `afterMs` after its sign-in. */
async function pingAt(claims: Record<string, unknown>, afterMs: number) {
  const at = new Date(Number(claims.auth_time) * 1000 + afterMs);
  const deps: Deps = { ...base, now: () => at };
  setDeps(deps);
  const res = await ping(httpEvent({ path: '/api/admin/ping', headers: viewerHeaders(), claims }));
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body as string) as Record<string, unknown>) : undefined };
}

async function staffSession() {
  const member = await makeMember(base, 'admin', 'Member123!', { totp: true });
  return { member, claims: decodeJwt((await signIn(member.email, member.password)).IdToken) };
}

describe('a staff session', () => {
  it('ends after 15 minutes without a call (401, the web signs out), however often it called before', async () => {
    const { claims } = await staffSession();
    expect((await pingAt(claims, 60_000)).status).toBe(200);
    expect((await pingAt(claims, 60_000 + STAFF_IDLE_MS - 1000)).status).toBe(200);
    const late = 60_000 + 2 * STAFF_IDLE_MS + 1000;
    expect(await pingAt(claims, late)).toEqual({ status: 401, body: expect.objectContaining({ message: sessionMessages.staffSessionIdle, code: sessionProblemCodes.staffSessionEnded }) });
    // It stays ended: a call right after does not revive it.
    expect((await pingAt(claims, late + 1000)).status).toBe(401);
  });

  it('counts 15 minutes from the sign-in when the session has made no call', async () => {
    const { claims } = await staffSession();
    expect(await pingAt(claims, STAFF_IDLE_MS + 1000)).toMatchObject({ status: 401, body: { message: sessionMessages.staffSessionIdle } });
  });

  it('ends 12 hours after the sign-in however active (a refreshed token keeps its sign-in time)', async () => {
    const { member, claims } = await staffSession();
    const signedIn = Number(claims.auth_time);
    await base.staffSessions.touch(member.id, {}, signedIn, new Date(signedIn * 1000 + STAFF_SESSION_MAX_MS - 60_000));
    expect(await pingAt(claims, STAFF_SESSION_MAX_MS + 1000)).toMatchObject({ status: 401, body: { message: sessionMessages.staffSessionTooOld, code: sessionProblemCodes.staffSessionEnded } });
  });

  it('needs the authenticator at its sign-in: the password-only session that set one up must sign in again with the code', async () => {
    const member = await makeMember(base, 'admin', 'Member123!');
    const passwordOnly = await signIn(member.email, member.password);
    expect(await api('/api/admin/ping', { token: passwordOnly.IdToken })).toMatchObject({ status: 403, body: { code: sessionProblemCodes.staffTotpRequired } });

    await enrolTotp(member.email, member.password);
    // Enrolled now, but this session never gave a code.
    expect(await api('/api/admin/ping', { token: passwordOnly.IdToken })).toMatchObject({
      status: 401,
      body: { message: sessionMessages.staffSignInWithAuthenticator, code: sessionProblemCodes.staffSessionEnded },
    });
    // A new sign-in (which asks for the code) is a staff session.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await api('/api/admin/ping', { token: (await signIn(member.email, member.password)).IdToken })).status).toBe(200);
  });
});

describe('a partner’s role', () => {
  it('is read from the directory on each call, as staff roles are: a partner removed from the group gets 403 with the token they hold', async () => {
    const partner = await makeMember(base, 'partner');
    const { IdToken } = await signIn(partner.email, partner.password);
    expect((await api('/api/partners/me', { token: IdToken })).status).not.toBe(403);

    await base.directory.removeFromGroup(partner.id, 'partner');

    expect(decodeJwt(IdToken)['cognito:groups']).toEqual(['partner']);
    expect(await api('/api/partners/me', { token: IdToken })).toMatchObject({ status: 403, body: { message: sessionMessages.roleRevoked, code: sessionProblemCodes.roleRevoked } });
  });
});
