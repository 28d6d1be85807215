import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCognitoProxy } from '../../../lib/local/cognito-proxy.js';
import { SignOutStore } from '../../../lib/local/sign-out-store.js';
import { TotpStore } from '../../../lib/local/totp-store.js';

/** An unsigned JWT with these claims (the proxy reads, never verifies, what cognito-local issued). */
const jwt = (claims: Record<string, unknown>) =>
  ['{"alg":"none"}', JSON.stringify(claims), ''].map((part) => Buffer.from(part).toString('base64url')).join('.');

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((r) => s.close(() => r()))));
});

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * A stand-in for cognito-local that answers each operation as `answers` says and records what it was
 * asked: it lets a test put the proxy in the moment a real emulator gives only by chance (a user
 * deleted between the sign-in and the proxy's check).
 */
async function fakeCognito(answers: Record<string, { status: number; body: unknown }>) {
  const calls: string[] = [];
  const url = await listen((req, res) => {
    const operation = String(req.headers['x-amz-target']).split('.').pop()!;
    calls.push(operation);
    req.resume().on('end', () => {
      const out = answers[operation] ?? { status: 400, body: { __type: 'UnknownOperationException' } };
      res.writeHead(out.status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(out.body));
    });
  });
  return { url, calls };
}

async function proxyFor(upstream: string, userPoolId?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'cognito-proxy-'));
  const proxy = createCognitoProxy(upstream, {
    totp: new TotpStore(join(dir, 'totp.json')),
    signOuts: new SignOutStore(join(dir, 'sign-outs.json')),
    ...(userPoolId ? { userPoolId } : {}),
  });
  const url = await listen((req, res) => void proxy(req, res));
  return async (operation: string, input: unknown) => {
    const res = await fetch(`${url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
      body: JSON.stringify(input),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
}

const passwordSignIn = { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client', AuthParameters: { USERNAME: 'someone@example.com', PASSWORD: 'secret1' } };
const issued = {
  status: 200,
  body: { AuthenticationResult: { IdToken: jwt({ sub: 'user-1', iss: 'http://cognito/local_pool', iat: 1 }), AccessToken: 'a', RefreshToken: 'r' } },
};

describe('the local Cognito endpoint: a user being deleted gets no session', () => {
  it('withholds the tokens when the user they name is gone by the time the proxy checks', async () => {
    const cognito = await fakeCognito({ InitiateAuth: issued, AdminGetUser: { status: 400, body: { __type: 'UserNotFoundException', message: 'User does not exist.' } } });
    const call = await proxyFor(cognito.url);
    expect(await call('InitiateAuth', passwordSignIn)).toEqual({ status: 400, body: { __type: 'NotAuthorizedException', message: 'User is disabled.' } });
  });

  it('refuses a disabled user’s password sign-in without passing it to cognito-local, which would write the user back', async () => {
    const cognito = await fakeCognito({ InitiateAuth: issued, AdminGetUser: { status: 200, body: { Username: 'user-1', Enabled: false } } });
    const call = await proxyFor(cognito.url, 'local_pool');
    expect(await call('InitiateAuth', passwordSignIn)).toEqual({ status: 400, body: { __type: 'NotAuthorizedException', message: 'User is disabled.' } });
    expect(cognito.calls).toEqual(['AdminGetUser']);
  });

  it('passes an enabled user’s sign-in on and answers with its tokens', async () => {
    const cognito = await fakeCognito({ InitiateAuth: issued, AdminGetUser: { status: 200, body: { Username: 'user-1', Enabled: true } } });
    const call = await proxyFor(cognito.url, 'local_pool');
    expect(await call('InitiateAuth', passwordSignIn)).toMatchObject({ status: 200, body: { AuthenticationResult: { IdToken: issued.body.AuthenticationResult.IdToken } } });
    expect(cognito.calls).toEqual(['AdminGetUser', 'InitiateAuth', 'AdminGetUser']);
  });
});
