import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/adapters/deps.js';
import { handler } from '../../../lambdas/handlers/health.js';
import { httpEvent } from '../../support/http-event.js';
import { api, useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const body = (r: { body?: string }) => JSON.parse(r.body ?? '{}') as Record<string, unknown>;

describe('GET /api/health', () => {
  afterEach(() => setDeps(undefined));

  it('answers 200 with every dependency ok, publicly', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      down: [],
      dependencies: { table: { status: 'ok' }, bucket: { status: 'ok' }, userPool: { status: 'ok' } },
      stage: 'local',
    });
  });

  it.each([
    ['table', { TABLE_NAME: 'no-such-table' }],
    ['bucket', { BUCKET_NAME: 'no-such-bucket' }],
    ['userPool', { USER_POOL_ID: 'local_missing' }],
  ])('answers 503 naming the %s when it is down', async (name, override) => {
    setDeps(buildDeps(readConfig({ ...stack.env, ...override })));
    const res = await handler(httpEvent({ path: '/api/health' }));
    expect(res.statusCode).toBe(503);
    expect(body(res)).toMatchObject({ status: 'degraded', down: [name], message: `Unavailable: ${name}` });
  });

  it('names a dependency that does not answer at all (emulator stopped)', async () => {
    setDeps(buildDeps(readConfig({ ...stack.env, DYNAMODB_ENDPOINT: 'http://127.0.0.1:9' })));
    const res = await handler(httpEvent({ path: '/api/health' }));
    expect(res.statusCode).toBe(503);
    expect(body(res).down).toEqual(['table']);
  });
});
