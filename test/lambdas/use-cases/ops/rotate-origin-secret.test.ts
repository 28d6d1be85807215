import { describe, expect, it } from 'vitest';
import type { OriginHeader, OriginSecretVersions } from '../../../../lambdas/ports/origin-rotation.js';
import { FUNCTION_CACHE_WINDOW_MS, rotateOriginSecret } from '../../../../lambdas/use-cases/ops/rotate-origin-secret.js';

/** Secrets Manager and CloudFront in memory, recording the order things happened in. */
function fakes() {
  const log: string[] = [];
  const versions = new Map<string, { value: string; stages: string[] }>([['v1', { value: 'old', stages: ['AWSCURRENT'] }]]);
  let header = 'old';
  const store: OriginSecretVersions = {
    pending: async (token) => (versions.get(token)?.stages.includes('AWSPENDING') ? versions.get(token)!.value : undefined),
    putPending: async (token, value) => {
      log.push('putPending');
      versions.set(token, { value, stages: ['AWSPENDING'] });
    },
    newValue: async () => 'fresh',
    currentVersion: async () => [...versions].find(([, v]) => v.stages.includes('AWSCURRENT'))?.[0],
    makeCurrent: async (token, from) => {
      log.push(`makeCurrent ${token} from ${from}`);
      for (const v of versions.values()) v.stages = v.stages.filter((s) => s !== 'AWSPREVIOUS');
      const old = versions.get(from!)!;
      old.stages = old.stages.filter((s) => s !== 'AWSCURRENT').concat('AWSPREVIOUS');
      versions.get(token)!.stages.push('AWSCURRENT');
    },
  };
  const cloudFront: OriginHeader = {
    value: async () => header,
    set: async (value) => {
      log.push(`header ${value}`);
      header = value;
    },
  };
  const sleep = async (ms: number) => {
    log.push(`sleep ${ms}`);
  };
  return { log, versions, deps: { versions: store, header: cloudFront, sleep }, header: () => header };
}

describe('rotating the origin secret', () => {
  it('stages a new value, waits out the functions’ caches before CloudFront sends it, checks it, then makes it current', async () => {
    const { log, versions, deps, header } = fakes();
    for (const step of ['createSecret', 'setSecret', 'testSecret', 'finishSecret'] as const) await rotateOriginSecret(deps, step, 'v2');
    expect(log).toEqual(['putPending', `sleep ${FUNCTION_CACHE_WINDOW_MS}`, 'header fresh', 'makeCurrent v2 from v1']);
    expect(header()).toBe('fresh');
    expect(versions.get('v2')!.stages).toContain('AWSCURRENT');
    // The old value stays AWSPREVIOUS (functions accept it while CloudFront's edges update).
    expect(versions.get('v1')!.stages).toEqual(['AWSPREVIOUS']);
    // The wait covers both caches a function reads through: its own minute and the extension's five.
    expect(FUNCTION_CACHE_WINDOW_MS).toBeGreaterThan(6 * 60 * 1000);
  });

  it('is safe to repeat: every step retried by Secrets Manager changes nothing more', async () => {
    const { log, deps } = fakes();
    for (const step of ['createSecret', 'setSecret', 'testSecret', 'finishSecret'] as const) {
      await rotateOriginSecret(deps, step, 'v2');
      await rotateOriginSecret(deps, step, 'v2');
    }
    expect(log).toEqual(['putPending', `sleep ${FUNCTION_CACHE_WINDOW_MS}`, 'header fresh', 'makeCurrent v2 from v1']);
  });

  it('fails the test step while CloudFront does not send the pending value, and the set step without a pending value', async () => {
    const { deps } = fakes();
    await rotateOriginSecret(deps, 'createSecret', 'v2');
    await expect(rotateOriginSecret(deps, 'testSecret', 'v2')).rejects.toThrow(/does not send/);
    await expect(rotateOriginSecret(deps, 'setSecret', 'v3')).rejects.toThrow(/no pending/);
  });
});
