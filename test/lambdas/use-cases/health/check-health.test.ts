import { describe, expect, it } from 'vitest';
import { checkHealth, serviceHealth } from '../../../../lambdas/use-cases/health/check-health.js';

const now = () => new Date('2026-01-01T00:00:00.000Z');

describe('checkHealth', () => {
  it('is ok when every probe answers', async () => {
    const health = await checkHealth([{ name: 'table', check: async () => {} }], 'test', now);
    expect(health).toMatchObject({ status: 'ok', down: [], stage: 'test', time: '2026-01-01T00:00:00.000Z' });
  });

  it('names the probes that fail, with their error', async () => {
    const health = await checkHealth(
      [
        { name: 'table', check: async () => {} },
        { name: 'bucket', check: async () => Promise.reject(new Error('NoSuchBucket')) },
      ],
      'test',
      now,
    );
    expect(health.status).toBe('degraded');
    expect(health.down).toEqual(['bucket']);
    expect(health.dependencies.bucket).toMatchObject({ status: 'down', error: 'Error: NoSuchBucket' });
  });

  it('counts a probe that never answers as down after the timeout', async () => {
    const health = await checkHealth([{ name: 'userPool', check: () => new Promise(() => {}) }], 'test', now, 50);
    expect(health.down).toEqual(['userPool']);
    expect(health.dependencies.userPool?.error).toMatch(/no answer within 50 ms/);
  });
});

describe('serviceHealth', () => {
  it("probes the table, the bucket and the user pool by describing them, under the deployment's stage", async () => {
    const pinged: string[] = [];
    const ping = (name: string, fail = false) => ({ ping: async () => (pinged.push(name), fail ? Promise.reject(new Error('AccessDenied')) : undefined) });
    const health = await serviceHealth({ tableStatus: ping('table'), files: ping('bucket', true), directory: ping('userPool'), config: { stage: 'prod' }, now });
    expect(pinged.sort()).toEqual(['bucket', 'table', 'userPool']);
    expect(health).toMatchObject({ status: 'degraded', down: ['bucket'], stage: 'prod', time: '2026-01-01T00:00:00.000Z' });
    expect(health.dependencies.bucket).toMatchObject({ status: 'down', error: 'Error: AccessDenied' });
  });
});
