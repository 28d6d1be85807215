import { randomUUID } from 'node:crypto';
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import { cognitoClient } from '../../../lambdas/adapters/directory.js';
import { sessionMessages, sessionProblemCodes } from '../../../lambdas/contract/messages.js';
import { routeList } from '../../../lambdas/routes.js';
import { EmailMismatch } from '../../../lambdas/errors.js';
import { createAccount } from '../../../lambdas/use-cases/accounts/create-account.js';
import { itemsUnder, json, makeMember } from '../../support/admin.js';
import { customerUser, deliver, stripeEvent, stripeObjects } from '../../support/billing.js';
import { adminDeleteAndWait, api, cognito, enrolTotp, lastMessageTo, signIn, uniqueEmail, useLocalStack } from '../../support/local.js';
import { decodeJwt } from '../../support/tokens.js';

/**
 * A session's standing, attacked as an attacker would: through the local gateway with tokens that are
 * still validly signed but no longer describe the account (demoted, removed, deleted, no TOTP).
 */
const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));
const adminToken = async () => (await signIn('admin@demo.local')).IdToken;
const refresh = (RefreshToken: string) => cognito('GetTokensFromRefreshToken', { ClientId: stack.config.userPoolClientId, RefreshToken });

/** A team member with a profile, a confirmed email and (unless told) an enrolled authenticator. */
async function teamMember(role: 'admin' | 'employee', options: { totp?: boolean } = { totp: true }) {
  const email = uniqueEmail(role);
  const password = 'Team1234!';
  const { id } = await createAccount(deps, { email, name: `A ${role}`, password, role });
  await deps.directory.setEmailVerified(id, email);
  if (options.totp) await enrolTotp(email, password);
  return { id, email, password };
}

describe('role changes take effect at once', () => {
  it('a demoted admin’s old token gets 403 on the next call, cannot re-promote itself, and its refresh token is revoked', async () => {
    const member = await teamMember('admin');
    const session = await signIn(member.email, member.password);
    // The old token works, and its standing is now cached in the gateway's warm functions.
    expect((await api('/api/admin/ping', { token: session.IdToken })).status).toBe(200);

    const demoted = await api(`/api/admin/team/${member.id}/role`, json('PUT', { role: 'employee' }, await adminToken()));
    expect(demoted.status).toBe(200);

    expect(await api('/api/admin/ping', { token: session.IdToken })).toMatchObject({ status: 403, body: { message: sessionMessages.roleRevoked, code: sessionProblemCodes.roleRevoked } });
    // The token still says admin; the server does not believe it.
    expect(decodeJwt(session.IdToken)['cognito:groups']).toEqual(['admin']);
    const again = await api(`/api/admin/team/${member.id}/role`, json('PUT', { role: 'admin' }, session.IdToken));
    expect(again.status).toBe(403);
    expect(await deps.directory.groupsOf(member.id)).toEqual(['employee']);
    // Global sign-out: no new tokens from the old session, and its access token is refused too.
    expect(await refresh(session.RefreshToken)).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' } });
    expect(await cognito('GetUser', { AccessToken: session.AccessToken })).toMatchObject({ status: 400, body: { message: 'Access Token has been revoked' } });
    // A new sign-in works, with the new role.
    expect(decodeJwt((await signIn(member.email, member.password)).IdToken)['cognito:groups']).toEqual(['employee']);
  });

  it('an employee removed from the team (the group taken away in the directory) gets 403 with the token they still hold', async () => {
    const stays = await makeMember(deps, 'employee', 'Member123!', { totp: true });
    const removed = await makeMember(deps, 'employee', 'Member123!', { totp: true });
    const staysToken = (await signIn(stays.email, stays.password)).IdToken;
    const removedToken = (await signIn(removed.email, removed.password)).IdToken;

    await deps.directory.removeFromGroup(removed.id, 'employee');

    // The partner portal admits employees: one still on the team gets past authorization.
    expect((await api('/api/partners/me', { token: staysToken })).status).not.toBe(403);
    expect(await api('/api/partners/me', { token: removedToken })).toMatchObject({ status: 403, body: { message: sessionMessages.roleRevoked } });
  });
});

describe('a password reset', () => {
  it('signs the account out everywhere: the session from before cannot be renewed', async () => {
    const email = uniqueEmail('reset');
    const { id } = await createAccount(deps, { email, name: 'Reese Et', password: 'before1', role: 'client' });
    await deps.directory.setEmailVerified(id, email);
    const before = await signIn(email, 'before1');
    expect((await refresh(before.RefreshToken)).status).toBe(200);

    expect((await api('/api/auth/forgot-password', json('POST', { email }))).status).toBe(200);
    const code = /code is (\d{6})/.exec((await lastMessageTo(email))!.body)![1]!;
    expect((await api('/api/auth/reset-password', json('POST', { email, code, password: 'after12' }))).status).toBe(200);

    expect(await refresh(before.RefreshToken)).toMatchObject({ status: 400, body: { message: 'Refresh Token has been revoked' } });
    expect((await refresh((await signIn(email, 'after12')).RefreshToken)).status).toBe(200);
  });
});

describe('staff use two-step sign-in', () => {
  it('refuses a staff route to an admin with no TOTP enrolled, with a message that says to set it up; once enrolled, admits them', async () => {
    const member = await teamMember('admin', { totp: false });
    const before = await signIn(member.email, member.password);
    expect(await api('/api/admin/ping', { token: before.IdToken })).toMatchObject({ status: 403, body: { message: sessionMessages.staffTotpRequired, code: sessionProblemCodes.staffTotpRequired } });
    expect(await api('/api/admin/clients', { token: before.IdToken })).toMatchObject({ status: 403, body: { message: sessionMessages.staffTotpRequired } });

    await enrolTotp(member.email, member.password);
    // The refusal ended every session begun up to it; a sign-in's time has whole seconds, so the next one starts a second later.
    await new Promise((r) => setTimeout(r, 1100));
    const after = await signIn(member.email, member.password);
    expect((await api('/api/admin/ping', { token: after.IdToken })).status).toBe(200);
  });

  it('does not ask it of a partner on the partner portal, nor of a client on their own routes', async () => {
    expect((await api('/api/partners/me', { token: (await signIn('partner@demo.local')).IdToken })).status).toBe(200);
    expect((await api('/api/me', { token: (await signIn('client@demo.local')).IdToken })).status).toBe(200);
  });
});

describe('a deleted account', () => {
  it('gets 401 on every route with its still-valid token, writes nothing, and cannot refresh', async () => {
    const email = uniqueEmail('gone');
    const signup = await api('/api/auth/signup', json('POST', { name: 'Gone Soon', email, password: 'secret1', referralCode: 'DEMO2025' }));
    expect(signup.status).toBe(201);
    const link = new URL((await lastMessageTo(email))!.links[0]!);
    expect((await api('/api/auth/confirm-email', json('POST', { token: link.searchParams.get('token') }))).status).toBe(200);
    const session = await signIn(email, 'secret1');
    const id = decodeJwt(session.IdToken).sub as string;

    expect((await api('/api/account', json('DELETE', { confirm: 'DELETE' }, session.IdToken))).status).toBe(200);

    const signedIn = routeList.filter((def) => def.access !== 'public');
    expect(signedIn.length).toBeGreaterThan(20);
    for (const def of signedIn) {
      const path = def.path.replace(/\{[^}]+\}/g, id);
      const body = { confirm: 'DELETE', accepted: true, planId: 'total' };
      const res = await api(path, def.method === 'GET' ? { token: session.IdToken } : json(def.method, body, session.IdToken));
      // The one exception: the owner may finish their own deletion (it only removes; see below).
      const expected = def.allowDeleted ? 200 : 401;
      expect(res.status, `${def.method} ${def.path}`).toBe(expected);
      if (expected === 401) expect(res.body).toMatchObject({ message: sessionMessages.accountDeleted, code: sessionProblemCodes.accountDeleted });
    }
    expect(signedIn.filter((def) => def.allowDeleted).map((def) => def.id)).toEqual(['DeleteAccount']);
    // Nothing of theirs was recreated by those calls; only the tombstone remains, outside their collection.
    expect(await itemsUnder(deps, `USER#${id}`)).toEqual([]);
    expect(await itemsUnder(deps, `USER#${id}#INDEX`)).toEqual([]);
    expect(await deps.accounts.isDeleted(id)).toBe(true);
    expect(await refresh(session.RefreshToken)).toMatchObject({ status: 400 });
  });

  it('a deleted employee’s token gets 401 on staff routes too', async () => {
    const employee = await makeMember(deps, 'employee', 'Member123!', { totp: true });
    const token = (await signIn(employee.email, employee.password)).IdToken;
    expect((await adminDeleteAndWait(employee.id, await adminToken())).status).toBe(200);
    expect(await api('/api/partners/me', { token })).toMatchObject({ status: 401, body: { message: sessionMessages.accountDeleted, code: sessionProblemCodes.accountDeleted } });
  });

  it('a late Stripe webhook about the deleted account re-creates nothing', async () => {
    const user = await customerUser(deps);
    await deps.accounts.putTombstone(user.id, new Date());
    const session = stripeObjects.checkoutSession({ customer: user.customerId, userId: user.id, mode: 'payment', tier: 'total', paymentIntent: `pi_late_${user.id.slice(0, 6)}` });
    const event = stripeEvent('checkout.session.completed', session);
    expect(await deliver(event)).toMatchObject({ status: 200, body: { received: true } });
    expect(await deps.subscriptions.getState(user.id)).toBeUndefined();
    expect(await deps.subscriptions.isEventProcessed(event.id)).toBe(true);
  });

  it('a stranger’s id is not deleted', async () => {
    expect(await deps.accounts.isDeleted(randomUUID())).toBe(false);
  });
});

describe('email verification proves only the address we sent to', () => {
  it('refuses to mark verified an address that is not the one stored on our side', async () => {
    const email = uniqueEmail('verify');
    const signup = await api('/api/auth/signup', json('POST', { name: 'Vera Fy', email, password: 'secret1', referralCode: 'DEMO2025' }));
    expect(signup.status).toBe(201);
    // The answer names no account (no enumeration): read the new user's id from our side.
    const id = (await deps.users.findUserIdByEmail(email))!;
    // The sign-in account's address changed to one the user does not own (as the app client once allowed).
    const theirs = uniqueEmail('victim');
    await cognitoClient(deps.config).send(
      new AdminUpdateUserAttributesCommand({ UserPoolId: deps.config.userPoolId, Username: id, UserAttributes: [{ Name: 'email', Value: theirs }] }),
    );

    const link = new URL((await lastMessageTo(email))!.links[0]!);
    const confirmed = await api('/api/auth/confirm-email', json('POST', { token: link.searchParams.get('token') }));
    expect(confirmed).toMatchObject({ status: 400, body: { message: sessionMessages.emailMismatch } });
    expect(await deps.directory.getUser(id)).toMatchObject({ email: theirs, emailVerified: false });
    await expect(deps.directory.setEmailVerified(id, email)).rejects.toBeInstanceOf(EmailMismatch);
    expect((await deps.directory.getUser(id))?.emailVerified).toBe(false);
  });
});
