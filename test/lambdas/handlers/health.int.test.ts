import { Logger } from '@aws-lambda-powertools/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import { handler } from '../../../lambdas/handlers/health.js';
import { httpEvent } from '../../support/http-event.js';
import { api, useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const body = (r: { body?: string }) => JSON.parse(r.body ?? '{}') as Record<string, unknown>;

describe('GET /api/health', () => {
  afterEach(() => setDeps(undefined));

  it('answers 200 with the status alone, publicly (no dependency, stage or timing for anonymous callers)', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it.each([
    ['table', { TABLE_NAME: 'no-such-table' }],
    ['bucket', { BUCKET_NAME: 'no-such-bucket' }],
    ['userPool', { USER_POOL_ID: 'local_missing' }],
  ])('answers 503 when the %s is down, naming it only in the log', async (name, override) => {
    setDeps(buildDeps(readConfig({ ...stack.env, ...override })));
    const warn = vi.spyOn(Logger.prototype, 'warn');
    const res = await handler(httpEvent({ path: '/api/health' }));
    expect(res.statusCode).toBe(503);
    expect(body(res)).toEqual({ status: 'degraded' });
    expect(warn).toHaveBeenCalledWith('health degraded', expect.objectContaining({ down: [name] }));
    warn.mockRestore();
  });

  it('names a dependency that does not answer at all (emulator stopped)', async () => {
    setDeps(buildDeps(readConfig({ ...stack.env, DYNAMODB_ENDPOINT: 'http://127.0.0.1:9' })));
    const res = await handler(httpEvent({ path: '/api/health' }));
    expect(res.statusCode).toBe(503);
    expect(body(res)).toEqual({ status: 'degraded' });
  });
});
