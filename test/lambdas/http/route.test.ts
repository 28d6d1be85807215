import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import { z } from 'zod';
import { Conflict, NotFound, PaymentRequired } from '../../../lambdas/errors.js';
import { ok } from '../../../lambdas/http/respond.js';
import { route, routeWithSchemas } from '../../../lambdas/http/route.js';
import type { RouteDef } from '../../../lambdas/routes.js';
import { httpEvent, idClaims, inMemoryStanding } from '../../support/http-event.js';

const def = (access: RouteDef['access']): RouteDef => ({ id: 'Test', method: 'POST', path: '/api/test', handler: 'test', access, needs: {} });
const body = (r: { body?: string }) => JSON.parse(r.body ?? '{}') as Record<string, unknown>;

describe('route wrapper', () => {
  beforeEach(() => setDeps(inMemoryStanding(buildDeps(readConfig({ TABLE_NAME: 't' })))));
  afterEach(() => setDeps(undefined));
  const echo = routeWithSchemas(def('user'), { body: z.object({ amountCents: z.number({ message: 'Amount must be a number' }).int() }) }, async ({ body: b, caller }) =>
    ok({ amountCents: b.amountCents, callerId: caller.id }),
  );

  it('parses the body with the contract schema and hands the caller to the function', async () => {
    const res = await echo(httpEvent({ method: 'POST', body: { amountCents: 4900 }, claims: idClaims() }));
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ amountCents: 4900, callerId: 'user-1' });
    expect(res.headers?.['content-type']).toMatch(/application\/json/);
  });

  it('decodes a base64 body as API Gateway may send it', async () => {
    const res = await echo(httpEvent({ method: 'POST', body: { amountCents: 1 }, base64: true, claims: idClaims() }));
    expect(body(res)).toMatchObject({ amountCents: 1 });
  });

  it('answers a schema failure with 400, the schema’s message and the field', async () => {
    const res = await echo(httpEvent({ method: 'POST', body: { amountCents: 'lots' }, claims: idClaims() }));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ message: 'Amount must be a number', fields: { amountCents: 'Amount must be a number' } });
  });

  it('names the field where the schema has no message of its own: missing, mistyped, or a body that is no object', async () => {
    const plain = routeWithSchemas(def('user'), { body: z.object({ email: z.string(), tier: z.enum(['a', 'b']), limits: z.object({ max: z.number().int() }) }) }, async () => ok({}));
    const call = async (b: unknown) => body(await plain(httpEvent({ method: 'POST', body: b, claims: idClaims() })));
    expect(await call({ tier: 'a', limits: { max: 1 } })).toMatchObject({ message: 'Please fill in email.', fields: { email: 'Please fill in email.' } });
    expect(await call({ email: 5, tier: 'a', limits: { max: 1 } })).toMatchObject({ message: 'email must be text.' });
    expect(await call({ email: 'x', tier: 'a', limits: { max: '1' } })).toMatchObject({ message: 'limits.max must be a number.' });
    expect(await call([1])).toMatchObject({ message: 'The request body must be a JSON object.' });
    // Other kinds of issue keep zod's wording, which says what was wrong.
    expect((await call({ email: 'x', tier: 'c', limits: { max: 1 } })).message).toMatch(/^Invalid option/);
    // The schema's own message still wins.
    expect(body(await echo(httpEvent({ method: 'POST', body: {}, claims: idClaims() })))).toMatchObject({ message: 'Amount must be a number' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await echo(httpEvent({ method: 'POST', rawBody: '{"amountCents":', claims: idClaims() }));
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('The request body is not valid JSON.');
  });

  it('refuses a user route without a verified id token with 401', async () => {
    expect((await echo(httpEvent({ method: 'POST', body: { amountCents: 1 } }))).statusCode).toBe(401);
    // An access token's claims are not an identity here.
    const access = await echo(httpEvent({ method: 'POST', body: { amountCents: 1 }, claims: idClaims({ token_use: 'access' }) }));
    expect(access.statusCode).toBe(401);
  });

  it('enforces group lists with 403, reading groups in API Gateway’s flattened form', async () => {
    const adminOnly = route(def(['admin']), async ({ caller }) => ok({ groups: caller.groups }));
    const asClient = await adminOnly(httpEvent({ claims: idClaims({ 'cognito:groups': ['client'] }) }));
    expect(asClient.statusCode).toBe(403);
    const asAdmin = await adminOnly(httpEvent({ claims: idClaims({ 'cognito:groups': ['partner', 'admin'] }) }));
    expect(asAdmin.statusCode).toBe(200);
    expect(body(asAdmin)).toEqual({ groups: ['partner', 'admin'] });
  });

  it('lets anyone through a public route', async () => {
    const open = route(def('public'), async ({ caller }) => ok({ signedIn: Boolean(caller) }));
    expect(body(await open(httpEvent({})))).toEqual({ signedIn: false });
  });

  it.each([
    [new NotFound('No such dispute'), 404],
    [new Conflict('An account with this email already exists. Please try logging in instead.'), 409],
    [new PaymentRequired('Upgrade required'), 402],
  ])('maps %s to its status and message', async (error, status) => {
    const failing = route(def('public'), async () => {
      throw error;
    });
    const res = await failing(httpEvent({}));
    expect(res.statusCode).toBe(status);
    expect(body(res).message).toBe(error.message);
  });

  it('turns an unknown error into 500 with a request id and nothing else', async () => {
    const failing = route(def('public'), async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.1:443 for jane@example.com ssn 123-45-6789');
    });
    const event = httpEvent({});
    const res = await failing(event);
    expect(res.statusCode).toBe(500);
    expect(body(res)).toEqual({ message: 'An unexpected error occurred', requestId: event.requestContext.requestId });
    expect(res.body).not.toMatch(/ECONNREFUSED|jane|123-45|at .*\.ts/);
  });
  it('logs every line of a request with its request id and the route', async () => {
    const level = process.env.POWERTOOLS_LOG_LEVEL;
    process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
    const lines: string[] = [];
    const spies = [vi.spyOn(process.stdout, 'write'), vi.spyOn(process.stderr, 'write')];
    for (const spy of spies) spy.mockImplementation((chunk: string | Uint8Array) => (lines.push(String(chunk)), true));
    const events = [httpEvent({}), httpEvent({})];
    try {
      // The logger is made at the first request, with the level of that moment.
      const failing = route(def('public'), async () => {
        throw new Error('boom');
      });
      for (const event of events) await failing(event);
    } finally {
      for (const spy of spies) spy.mockRestore();
      process.env.POWERTOOLS_LOG_LEVEL = level;
    }
    const logged = lines
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const ids = events.map((event) => event.requestContext.requestId);
    expect(logged.map((line) => [line.message, line.requestId, line.route])).toEqual([
      ['unhandled error', ids[0], 'POST /api/test'],
      ['request', ids[0], 'POST /api/test'],
      ['unhandled error', ids[1], 'POST /api/test'],
      ['request', ids[1], 'POST /api/test'],
    ]);
  });
});
