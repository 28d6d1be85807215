import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages } from '../../../lambdas/contract/errors.js';
import { resetOriginSecret } from '../../../lambdas/http/origin.js';
import { createGateway } from '../../../lib/local/gateway.js';
import { signIn, useLocalStack } from '../../support/local.js';
import { startSecretsExtension } from '../../support/secrets-extension.js';

/**
 * The attack: call the API straight on its execute-api URL, around CloudFront (and its WAF). Here the
 * functions run as in AWS: they get ORIGIN_SECRET_ARN and read the secret's AWSCURRENT and AWSPREVIOUS
 * through the (stand-in) secrets extension; a gateway of their own serves the route table.
 */
const stack = useLocalStack();
const arn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:origin-test';
let extension: Awaited<ReturnType<typeof startSecretsExtension>>;
let server: Server;
let base = '';
const saved = { ...process.env };

beforeAll(async () => {
  extension = await startSecretsExtension(arn, { AWSCURRENT: 'current-origin-value', AWSPREVIOUS: 'previous-origin-value' });
  Object.assign(process.env, extension.env);
  resetOriginSecret();
  const poolId = stack.env.USER_POOL_ID!;
  const gateway = await createGateway({
    issuer: `${stack.emulators.cognito}/${poolId}`,
    audience: stack.config.userPoolClientId,
    jwksUri: `${stack.emulators.cognito}/${poolId}/.well-known/jwks.json`,
  });
  server = createServer((req, res) => void gateway.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await extension.stop();
  for (const name of Object.keys(extension.env)) delete process.env[name];
  Object.assign(process.env, saved);
  resetOriginSecret();
});

const call = async (path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) => {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('only CloudFront reaches the API (X-Origin-Verify)', () => {
  it('refuses a public route called without the header, or with a guessed one, with the generic 403', async () => {
    for (const headers of [{}, { 'x-origin-verify': 'guessed' }, { 'x-origin-verify': '' }] as Record<string, string>[]) {
      const res = await call('/api/health', { headers });
      expect(res.status).toBe(403);
      expect(Object.keys(res.body).sort()).toEqual(['message', 'requestId']);
      expect(res.body.message).toBe(httpMessages.forbidden);
    }
  });

  it('serves the same route with the current value, and with the previous one while CloudFront still sends it after a rotation', async () => {
    expect((await call('/api/health', { headers: { 'x-origin-verify': 'current-origin-value' } })).status).toBe(200);
    expect((await call('/api/health', { headers: { 'x-origin-verify': 'previous-origin-value' } })).status).toBe(200);
  });

  it('refuses a signed-in caller whose valid token goes around CloudFront, and a public form posted around it', async () => {
    const { IdToken } = await signIn('client@demo.local');
    const auth = { authorization: `Bearer ${IdToken}` };
    expect((await call('/api/me', { headers: auth })).status).toBe(403);
    expect((await call('/api/me', { headers: { ...auth, 'x-origin-verify': 'current-origin-value' } })).status).toBe(200);

    const email = `around-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await call('/api/waitlist', { method: 'POST', body: { email } })).status).toBe(403);
    const first = await call('/api/waitlist', { method: 'POST', headers: { 'x-origin-verify': 'current-origin-value' }, body: { email } });
    expect(first.status).toBeLessThan(300);
  });
});
