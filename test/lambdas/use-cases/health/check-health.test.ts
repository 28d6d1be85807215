import { describe, expect, it } from 'vitest';
import { checkHealth } from '../../../../lambdas/use-cases/health/check-health.js';

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
