import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../../lambdas/composition/deps.js';
import { DynamoJobRuns } from '../../../../lambdas/adapters/dynamo/job-runs.js';
import { documentClient } from '../../../../lambdas/adapters/dynamo/table-client.js';
import { parseJobMessage } from '../../../../lambdas/adapters/job-queue.js';
import { RECENT_CHANGE_HOURS } from '../../../../lambdas/domain/reconciliation.js';
import { emptyState } from '../../../../lambdas/domain/subscription.js';
import { fanOut, workItem } from '../../../../lambdas/use-cases/jobs/fan-out.js';
import { InProcessJobQueue, type SqsLikeHandler } from '../../../../lib/local/job-queue.js';
import { useLocalStack } from '../../../support/local.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));
const runs = new DynamoJobRuns(documentClient(deps.config), deps.config.tableName);
const MAX_RECEIVES = 3;

/** A worker handler as lib/jobs.ts deploys one: SQS records in, the failed ones reported back. */
function workerFor(work: (item: string) => Promise<void>): SqsLikeHandler {
  return async (event) => {
    const batchItemFailures: { itemIdentifier: string }[] = [];
    for (const record of event.Records) {
      try {
        await workItem(runs, parseJobMessage(record.body), Number(record.attributes.ApproximateReceiveCount), MAX_RECEIVES, work);
      } catch {
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}

/** A listing of `items` in pages of `size`, as a Query's pages with cursors. */
const pages = (items: string[], size: number) => async (after: Record<string, unknown> | undefined) => {
  const from = (after?.offset as number | undefined) ?? 0;
  const next = from + size < items.length ? { offset: from + size } : undefined;
  return { items: items.slice(from, from + size), ...(next ? { next } : {}) };
};

describe('a fan-out job (scheduler, queue, workers) against the emulated table', () => {
  it('enqueues every item in batches, works each once, retries a failing one a bounded number of times, dead-letters it, and counts', async () => {
    const jobId = `Test${randomUUID().slice(0, 8)}`;
    const items = Array.from({ length: 57 }, (_, i) => `item-${i}`);
    const attempts = new Map<string, number>();
    const queue = new InProcessJobQueue(
      async () =>
        workerFor(async (item) => {
          attempts.set(item, (attempts.get(item) ?? 0) + 1);
          if (item === 'item-13') throw new Error('Stripe is down for this one');
        }),
      MAX_RECEIVES,
    );
    const sent: number[] = [];
    const spy = { send: async (m: Parameters<typeof queue.send>[0]) => (sent.push(m.length), queue.send(m)) };
    const result = await fanOut({ runs, queue: spy, now: () => new Date() }, { id: jobId, leaseSeconds: 60 }, pages(items, 20));
    expect(result).toMatchObject({ enqueued: 57, resumed: false });
    expect(Math.max(...sent)).toBeLessThanOrEqual(10);
    await queue.drained();

    expect(attempts.get('item-13')).toBe(MAX_RECEIVES);
    expect([...attempts.entries()].filter(([item]) => item !== 'item-13').every(([, n]) => n === 1)).toBe(true);
    expect(queue.deadLetters.map((m) => m.item)).toEqual(['item-13']);
    expect(await runs.report(jobId)).toMatchObject({ enqueued: 57, succeeded: 56, retried: MAX_RECEIVES - 1, deadLettered: 1, enqueuedAt: expect.any(String) });
  });

  it('runs one at a time: a second scheduler started while the first holds the lock does nothing', async () => {
    const jobId = `Test${randomUUID().slice(0, 8)}`;
    const now = new Date();
    const first = await runs.begin(jobId, now, 60);
    expect(first).toBeDefined();
    const queue = { send: async () => {} };
    expect(await fanOut({ runs, queue, now: () => now }, { id: jobId, leaseSeconds: 60 }, pages(['a'], 10))).toEqual({ skipped: 'another run holds the lock' });
    // Once the holder's lease has run out (it crashed), the next run takes over.
    const later = new Date(now.getTime() + 61_000);
    expect(await fanOut({ runs, queue, now: () => later }, { id: jobId, leaseSeconds: 60 }, pages(['a'], 10))).toMatchObject({ runId: first!.runId, resumed: true, enqueued: 1 });
  });

  it('resumes an interrupted run at its checkpoint instead of starting over', async () => {
    const jobId = `Test${randomUUID().slice(0, 8)}`;
    const items = Array.from({ length: 30 }, (_, i) => `u${i}`);
    const enqueued: string[] = [];
    const queue = { send: async (m: readonly { item: string }[]) => void enqueued.push(...m.map((x) => x.item)) };
    const now = new Date();
    let calls = 0;
    const failing = async (after: Record<string, unknown> | undefined) => {
      if (++calls === 3) throw new Error('scheduler timed out');
      return pages(items, 10)(after);
    };
    await expect(fanOut({ runs, queue, now: () => now }, { id: jobId, leaseSeconds: 60 }, failing)).rejects.toThrow(/timed out/);
    expect(enqueued).toEqual(items.slice(0, 20));
    const later = new Date(now.getTime() + 61_000);
    expect(await fanOut({ runs, queue, now: () => later }, { id: jobId, leaseSeconds: 60 }, pages(items, 10))).toMatchObject({ resumed: true, enqueued: 30 });
    expect(enqueued).toEqual(items);
    // The next scheduled run starts a new run from the top.
    const next = await fanOut({ runs, queue, now: () => later }, { id: jobId, leaseSeconds: 60 }, pages(items, 10));
    expect(next).toMatchObject({ resumed: false, enqueued: 30 });
  });
});

describe('the reconciliation listing', () => {
  it('lists only subscriptions that can drift: recently changed, checkout pending, or in dunning', async () => {
    const ids = { settled: randomUUID(), pending: randomUUID(), pastDue: randomUUID() };
    await deps.subscriptions.commit({ next: { ...emptyState(ids.settled), status: 'active', tier: 'total' }, expectedVersion: 0 });
    await deps.subscriptions.commit({
      next: { ...emptyState(ids.pending), pendingCheckout: { sessionId: 'cs_1', tier: 'total', mode: 'payment', agreementId: 'a', createdAt: new Date().toISOString() } },
      expectedVersion: 0,
    });
    await deps.subscriptions.commit({ next: { ...emptyState(ids.pastDue), status: 'past_due', tier: 'elite' }, expectedVersion: 0 });
    const listed = async (at: Date) => {
      const out: string[] = [];
      let after: Record<string, unknown> | undefined;
      do {
        const page = await deps.subscriptions.listDriftCandidates(at, 100, after);
        out.push(...page.items);
        after = page.next;
      } while (after);
      return out;
    };
    // Just written: all three changed recently.
    expect(await listed(new Date())).toEqual(expect.arrayContaining(Object.values(ids)));
    // Two days on, the settled one has dropped out; the pending and the past-due stay until they change.
    const later = await listed(new Date(Date.now() + (RECENT_CHANGE_HOURS + 1) * 3_600_000));
    expect(later).toEqual(expect.arrayContaining([ids.pending, ids.pastDue]));
    expect(later).not.toContain(ids.settled);
  });
});
