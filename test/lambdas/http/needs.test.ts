import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/adapters/deps.js';
import { assertConfig, guardDeps, missingConfig } from '../../../lambdas/adapters/needs.js';
import { ok } from '../../../lambdas/http/respond.js';
import { route } from '../../../lambdas/http/route.js';
import type { RouteDef } from '../../../lambdas/routes.js';
import { httpEvent } from '../../support/http-event.js';

const def = (needs: RouteDef['needs']): RouteDef => ({ id: 'Files', method: 'GET', path: '/api/files', handler: 'files', access: 'public', needs });
const local = { TABLE_NAME: 't', BUCKET_NAME: 'b', USER_POOL_ID: 'p', OUTBOX_FILE: '/tmp/outbox', LOCAL_KEY_FILE: '/tmp/key' };

describe('deps follow needs', () => {
  afterEach(() => setDeps(undefined));

  it('refuses an adapter the route did not declare, naming the route, the adapter and the need', () => {
    const deps = guardDeps(buildDeps(readConfig(local)), def({ table: 'read' }));
    expect(() => deps.files).toThrow('route Files used files without needs.bucket');
    expect(() => deps.directory).toThrow('route Files used directory without needs.directory');
    expect(deps.store).toBeDefined();
    expect(deps.now()).toBeInstanceOf(Date);
  });

  it('fails a route whose handler uses an undeclared adapter (500: the wrapper logs the error)', async () => {
    setDeps(buildDeps(readConfig(local)));
    const forgetful = route(def({ table: 'read' }), async (_input, deps) => ok({ n: await deps.files.deletePrefix('users/x/') }));
    const res = await forgetful(httpEvent({}));
    expect(res.statusCode).toBe(500);
    const declared = route(def({ table: 'read', bucket: 'read' }), async (_input, deps) => ok({ has: typeof deps.files.deletePrefix }));
    expect((await declared(httpEvent({}))).statusCode).toBe(200);
  });

  it('checks the variables of each declared need at cold start, and names the missing one', () => {
    expect(missingConfig({ table: 'read', bucket: 'read' }, readConfig({ TABLE_NAME: 't' }), {})).toEqual(['BUCKET_NAME']);
    expect(missingConfig({ billing: true }, readConfig(local), {})).toEqual(['STRIPE_SECRET_ARN']);
    expect(missingConfig({ billing: true }, readConfig(local), { STRIPE_SECRET_ARN: 'arn' })).toEqual([]);
    expect(missingConfig({ email: true }, readConfig({}), {})).toEqual(['MAIL_FROM']);
    expect(() => assertConfig(def({ directory: 'read' }), readConfig({}), {})).toThrow('Files cannot start: missing environment variable USER_POOL_ID');
    expect(missingConfig({}, readConfig({}), {})).toEqual([]);
  });

  it('a route with a missing variable answers 500 on every call without running the handler', async () => {
    setDeps(buildDeps(readConfig({ OUTBOX_FILE: '/tmp/outbox' })));
    let ran = false;
    const fn = route(def({ table: 'read' }), async () => ((ran = true), ok({})));
    expect((await fn(httpEvent({}))).statusCode).toBe(500);
    expect((await fn(httpEvent({}))).statusCode).toBe(500);
    expect(ran).toBe(false);
  });
});
