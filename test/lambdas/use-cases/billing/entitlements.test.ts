import { describe, expect, it } from 'vitest';
import type { SubscriptionState } from '../../../../lambdas/domain/subscription.js';
import { checkFeature } from '../../../../lambdas/use-cases/billing/entitlements.js';

const NOW = new Date('2026-11-15T12:00:00.000Z');
const starter = { status: 'active', tier: 'starter' } as SubscriptionState;

/** Subscriptions that count their reads, and one usage counter. */
function billing(state: SubscriptionState | undefined) {
  const reads = { state: 0 };
  let used = 0;
  return {
    reads,
    deps: {
      now: () => NOW,
      subscriptions: {
        getState: async () => (reads.state++, state),
      },
      usageCounters: {
        useFeature: async (_u: string, _f: string, _m: string, limit: number | undefined) => (limit === undefined || used < limit ? (used++, true) : false),
        usage: async () => used,
      },
    },
  };
}

describe('checkFeature', () => {
  it('uses the state the caller has just read instead of reading it again, and decides the same', async () => {
    const read = billing(starter);
    const known = billing(starter);
    const asked = await checkFeature(read.deps, 'u1', 'disputes', true);
    const given = await checkFeature(known.deps, 'u1', 'disputes', true, { state: starter });
    expect(given).toEqual(asked);
    expect(given).toMatchObject({ hasAccess: true, used: 1 });
    expect(read.reads.state).toBe(1);
    expect(known.reads.state).toBe(0);
  });

  it('refuses on a known absent state without reading one', async () => {
    const known = billing(starter);
    expect(await checkFeature(known.deps, 'u1', 'disputes', true, { state: undefined })).toEqual({ hasAccess: false });
    expect(known.reads.state).toBe(0);
  });
});
