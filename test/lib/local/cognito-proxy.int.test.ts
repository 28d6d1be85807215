import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { createCognitoProxy } from '../../../lib/local/cognito-proxy.js';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../../../lib/local/seed.js';
import { TotpStore, totpFor } from '../../../lib/local/totp-store.js';
import { SignOutStore } from '../../../lib/local/sign-out-store.js';
import { makeMember } from '../../support/admin.js';
import { cognito, signIn, useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const ClientId = stack.config.userPoolClientId;
const passwordSignIn = (email: string, password: string) =>
  cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId, AuthParameters: { USERNAME: email, PASSWORD: password } });
const answer = (email: string, Session: unknown, code: string) =>
  cognito('RespondToAuthChallenge', { ChallengeName: 'SOFTWARE_TOKEN_MFA', ClientId, Session, ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code } });
/** A code that is valid for no step near now. */
const wrongCode = (secret: string) => {
  const totp = totpFor(secret);
  const near = [-1, 0, 1].map((step) => totp.generate({ timestamp: Date.now() + step * 30_000 }));
  return ['000000', '111111', '222222', '333333'].find((c) => !near.includes(c))!;
};

describe('the local Cognito endpoint: TOTP as Cognito does it', () => {
  it('holds back a TOTP user’s tokens behind the SOFTWARE_TOKEN_MFA challenge, refusing a wrong code and an unknown session', async () => {
    const first = await passwordSignIn('admin@demo.local', DEMO_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: expect.any(String) });
    expect(first.body.AuthenticationResult).toBeUndefined();

    const wrong = await answer('admin@demo.local', first.body.Session, wrongCode(DEMO_ADMIN_TOTP_SECRET));
    expect(wrong).toEqual({ status: 400, body: { __type: 'CodeMismatchException', message: 'Invalid code received for user' } });
    const forged = await answer('admin@demo.local', 'not-a-session', totpFor(DEMO_ADMIN_TOTP_SECRET).generate());
    expect(forged).toEqual({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' } });

    const right = await answer('admin@demo.local', first.body.Session, totpFor(DEMO_ADMIN_TOTP_SECRET).generate());
    expect(right.status).toBe(200);
    expect(right.body.AuthenticationResult).toMatchObject({ IdToken: expect.any(String), AccessToken: expect.any(String) });
  });

  it('enrols a staff member: associate, verify a code, set the preference; then every sign-in asks for a code, and GetUser/AdminGetUser say so', async () => {
    const deps = buildDeps(readConfig(stack.env));
    const member = await makeMember(deps, 'employee');
    const tokens = await signIn(member.email, member.password);
    const AccessToken = tokens.AccessToken;
    expect((await cognito('GetUser', { AccessToken })).body.UserMFASettingList).toBeUndefined();

    const associated = await cognito('AssociateSoftwareToken', { AccessToken });
    expect(associated.status).toBe(200);
    const secret = String(associated.body.SecretCode);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // Preference before verification: refused as Cognito does.
    expect(await cognito('SetUserMFAPreference', { AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } })).toEqual({
      status: 400,
      body: { __type: 'InvalidParameterException', message: 'User has not verified software token mfa' },
    });
    expect(await cognito('VerifySoftwareToken', { AccessToken, UserCode: wrongCode(secret) })).toEqual({
      status: 400,
      body: { __type: 'EnableSoftwareTokenMFAException', message: 'Code mismatch' },
    });
    expect(await cognito('VerifySoftwareToken', { AccessToken, UserCode: totpFor(secret).generate(), FriendlyDeviceName: 'phone' })).toEqual({
      status: 200,
      body: { Status: 'SUCCESS' },
    });
    expect((await cognito('SetUserMFAPreference', { AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } })).status).toBe(200);

    expect((await cognito('GetUser', { AccessToken })).body).toMatchObject({ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' });
    // The server's view (AdminGetUser) through a proxy that allows it, on the same TOTP state.
    const serverSide = createCognitoProxy(stack.emulators.cognito, {
      totp: new TotpStore(join(stack.dataDir, 'cognito-totp.json')),
      signOuts: new SignOutStore(join(stack.dataDir, 'cognito-sign-outs.json')),
      operations: new Set(['AdminGetUser']),
    });
    const server: Server = createServer((req, res) => void serverSide(req, res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminGetUser' },
        body: JSON.stringify({ UserPoolId: stack.config.userPoolId, Username: member.id }),
      });
      expect(await res.json()).toMatchObject({ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' });
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }

    const next = await passwordSignIn(member.email, member.password);
    expect(next.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(next.body.AuthenticationResult).toBeUndefined();
    await expect(signIn(member.email, member.password, secret)).resolves.toHaveProperty('IdToken');

    // Turning it off: sign-in without a code again, and GetUser lists no MFA.
    expect((await cognito('SetUserMFAPreference', { AccessToken, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } })).status).toBe(200);
    expect((await passwordSignIn(member.email, member.password)).body.AuthenticationResult).toBeDefined();
    expect((await cognito('GetUser', { AccessToken })).body.UserMFASettingList).toBeUndefined();
  });
});

describe('the local Cognito endpoint: only what the SPA uses', () => {
  it('answers operations outside the browser allowlist with 400 in Cognito’s error shape, without passing them on', async () => {
    for (const operation of ['AdminCreateUser', 'ListUsers', 'AdminAddUserToGroup', 'AdminGetUser']) {
      const out = await cognito(operation, { UserPoolId: stack.config.userPoolId, Username: 'intruder@example.com', GroupName: 'admin' });
      expect(out.status).toBe(400);
      expect(out.body.__type).toBe('UnknownOperationException');
    }
    const deps = buildDeps(readConfig(stack.env));
    expect(await deps.directory.getUser('intruder@example.com')).toBeUndefined();
  });

  it('refuses a signed-in user’s UpdateUserAttributes of email, as Cognito does for an attribute the client may not write', async () => {
    const deps = buildDeps(readConfig(stack.env));
    const member = await makeMember(deps, 'client');
    const { AccessToken } = await signIn(member.email, member.password);
    const out = await cognito('UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name: 'email', Value: 'someone-else@example.com' }] });
    expect(out).toEqual({ status: 400, body: { __type: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute' } });
    expect((await deps.directory.getUser(member.id))?.email).toBe(member.email);
    // The one writable attribute still goes through.
    expect((await cognito('UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name: 'name', Value: 'A new name' }] })).status).toBe(200);
  });
});

describe('the local server answers only to localhost', () => {
  const get = (path: string, host: string) =>
    new Promise<number>((resolve, reject) => {
      const { port } = new URL(stack.url);
      request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });

  it('serves localhost and 127.0.0.1, and refuses any other Host (a rebound DNS name) with 421 before anything runs', async () => {
    const { port } = new URL(stack.url);
    expect(await get('/api/health', `localhost:${port}`)).toBe(200);
    expect(await get('/api/health', `127.0.0.1:${port}`)).toBe(200);
    for (const host of [`evil.example:${port}`, 'attacker.test', `localhost.evil.example:${port}`]) {
      expect(await get('/api/health', host)).toBe(421);
      expect(await get('/config.json', host)).toBe(421);
      expect(await get('/dev/outbox', host)).toBe(421);
    }
  });
});
