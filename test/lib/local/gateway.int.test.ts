import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpEvent } from '../../../lambdas/http/route.js';
import type { RouteDef } from '../../../lambdas/routes.js';
import { createGateway } from '../../../lib/local/gateway.js';
import { signIn, useLocalStack } from '../../support/local.js';
import { cognitoLocalKey, signJwt } from '../../support/tokens.js';

const stack = useLocalStack();
const routes: RouteDef[] = [
  { id: 'Doc', method: 'PUT', path: '/api/docs/{docId}/files/{name}', handler: 'capture', access: 'user', needs: {} },
  { id: 'Hook', method: 'POST', path: '/api/hook', handler: 'capture', access: 'public', needs: {} },
];

describe('local gateway: the event AWS would hand the function', () => {
  let seen: HttpEvent | undefined;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const gateway = await createGateway({
      issuer: `${stack.emulators.cognito}/${stack.config.userPoolId}`,
      audience: stack.config.userPoolClientId,
      jwksUri: `${stack.emulators.cognito}/${stack.config.userPoolId}/.well-known/jwks.json`,
      routes,
      load: async () => async (event) => {
        seen = event;
        return { statusCode: 202, headers: { 'x-test': 'yes' }, body: JSON.stringify({ ok: true }) };
      },
    });
    server = createServer((req, res) => void gateway.handle(req, res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('passes path and query parameters, the text body and the verified claims (groups flattened as AWS does)', async () => {
    const { IdToken } = await signIn('partner@demo.local');
    const res = await fetch(`${base}/api/docs/d%201/files/a.pdf?x=1&x=2&y=z`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${IdToken}`, 'content-type': 'application/json', cookie: 'a=1; b=2' },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(res.status).toBe(202);
    expect(res.headers.get('x-test')).toBe('yes');
    expect(seen).toMatchObject({
      version: '2.0',
      routeKey: 'PUT /api/docs/{docId}/files/{name}',
      rawPath: '/api/docs/d%201/files/a.pdf',
      pathParameters: { docId: 'd 1', name: 'a.pdf' },
      queryStringParameters: { x: '1,2', y: 'z' },
      cookies: ['a=1', 'b=2'],
      body: '{"hello":"world"}',
      isBase64Encoded: false,
      requestContext: { http: { method: 'PUT' }, stage: '$default' },
    });
    const claims = seen!.requestContext.authorizer!.jwt.claims;
    expect(claims['cognito:groups']).toBe('[partner]');
    expect(claims.email).toBe('partner@demo.local');
    expect(claims.token_use).toBe('id');
  });

  it('base64-encodes a binary body, as API Gateway does', async () => {
    await fetch(`${base}/api/hook`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array([0, 1, 2, 255]) });
    expect(seen?.isBase64Encoded).toBe(true);
    expect(Buffer.from(seen!.body!, 'base64')).toEqual(Buffer.from([0, 1, 2, 255]));
  });

  it('hands a public route no claims even when a token is sent', async () => {
    const { IdToken } = await signIn('client@demo.local');
    await fetch(`${base}/api/hook`, { method: 'POST', headers: { authorization: `Bearer ${IdToken}` }, body: '{}' });
    expect(seen?.requestContext.authorizer).toBeUndefined();
  });

  it('answers unknown routes and wrong methods with 404, and a missing token with 401 before the function runs', async () => {
    seen = undefined;
    expect((await fetch(`${base}/api/nothing`)).status).toBe(404);
    expect((await fetch(`${base}/api/hook`)).status).toBe(404);
    const res = await fetch(`${base}/api/docs/1/files/2`, { method: 'PUT' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
    expect(seen).toBeUndefined();
  });

  it('answers a malformed % escape in a path parameter with 400, as API Gateway does, before the token or the function', async () => {
    const { IdToken } = await signIn('partner@demo.local');
    for (const segment of ['%', '%zz', 'a%2', '%E0%A4%A', '%C3%28', '%FF']) {
      seen = undefined;
      for (const authorization of [`Bearer ${IdToken}`, undefined]) {
        const res = await fetch(`${base}/api/docs/${segment}/files/a.pdf`, { method: 'PUT', headers: authorization ? { authorization } : {} });
        expect(res.status, segment).toBe(400);
        expect(await res.json()).toEqual({ message: 'Bad Request' });
      }
      expect(seen).toBeUndefined();
    }
    // A request target that is no URL at all (absolute form, as Node's parser lets through) is refused the same way.
    const { hostname, port } = new URL(base);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request({ host: hostname, port, path: 'http://[', method: 'PUT' }, (r) => {
        r.resume();
        resolve(r.statusCode);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(400);
    // A well-formed escape of a NUL is still decoded and handed on: the route's schema decides about it.
    const res = await fetch(`${base}/api/docs/a%00b/files/a.pdf`, { method: 'PUT', headers: { authorization: `Bearer ${IdToken}` } });
    expect(res.status).toBe(202);
    expect(seen?.pathParameters).toEqual({ docId: 'a\u0000b', name: 'a.pdf' });
  });

  it('remembers a verified token only until it expires: the same token is refused once its exp has passed', async () => {
    const issuedAt = Math.floor(Date.now() / 1000);
    const token = signJwt(
      {
        sub: 'u-expiring',
        token_use: 'id',
        iss: `${stack.emulators.cognito}/${stack.config.userPoolId}`,
        aud: stack.config.userPoolClientId,
        iat: issuedAt,
        exp: issuedAt + 60,
        email: 'expiring@example.com',
      },
      cognitoLocalKey(),
    );
    const call = () => fetch(`${base}/api/docs/1/files/2`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } });
    expect((await call()).status).toBe(202);
    seen = undefined;
    expect((await call()).status).toBe(202);
    expect((seen as HttpEvent | undefined)?.requestContext.authorizer?.jwt.claims.sub).toBe('u-expiring');
    vi.useFakeTimers({ toFake: ['Date'], now: (issuedAt + 61) * 1000 });
    try {
      seen = undefined;
      expect((await call()).status).toBe(401);
      expect(seen).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
