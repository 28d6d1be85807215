import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps, type Deps } from '../../../lambdas/composition/deps.js';
import { DynamoJobRuns } from '../../../lambdas/adapters/dynamo/job-runs.js';
import { documentClient } from '../../../lambdas/adapters/dynamo/table-client.js';
import { useLocalJobQueues } from '../../../lambdas/adapters/job-queue.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import { jobs } from '../../../lambdas/routes.js';
import { localJobs } from '../../../lib/local/job-queue.js';
import { useLocalStack } from '../../support/local.js';

/**
 * The reconciliation job as the local stack runs it (`POST /dev/jobs/ReconcileSubscriptions`): the
 * real scheduler and worker handlers, the in-process queue with the job's maxReceiveCount, the run
 * record in the emulated table. Stripe fails for one subscription, so its item is retried, then
 * dead-lettered, while the others are reconciled.
 */
const stack = useLocalStack();
const real = buildDeps(readConfig(stack.env));
const runs = new DynamoJobRuns(documentClient(real.config), real.config.tableName);
const JOB = 'ReconcileSubscriptions';
const worker = jobs.find((j) => j.id === JOB)!.worker!;

const brokenSubscription = `sub_broken_${randomUUID().slice(0, 8)}`;
const asked = new Map<string, number>();
const deps: Deps = {
  ...real,
  billing: Object.assign(Object.create(real.billing) as Deps['billing'], {
    retrieveSubscription: async (id: string) => {
      asked.set(id, (asked.get(id) ?? 0) + 1);
      if (id === brokenSubscription) throw new Error('Stripe answered 500');
      return real.billing.retrieveSubscription(id);
    },
  }),
};
setDeps(deps);
const local = localJobs(jobs, runs);
useLocalJobQueues(local.queueFor);
afterAll(() => {
  useLocalJobQueues(undefined);
  setDeps(undefined);
});

/** Runs the job, waiting while another file's run holds its lock (it runs one at a time). */
async function runJob() {
  for (let tries = 0; tries < 50; tries++) {
    const result = await local.run(JOB);
    if (!result || !('skipped' in result)) return result;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the job stayed locked');
}

describe('the reconciliation job on the local stack', () => {
  it('fans out every drift candidate, retries a failing one up to maxReceiveCount, dead-letters it and counts', async () => {
    const broken = randomUUID();
    const fine = randomUUID();
    await real.subscriptions.commit({ next: { ...emptyState(broken), status: 'active', tier: 'elite', stripeSubscriptionId: brokenSubscription }, expectedVersion: 0 });
    await real.subscriptions.commit({ next: { ...emptyState(fine), status: 'past_due', tier: 'elite' }, expectedVersion: 0 });

    const result = await runJob();
    expect(result).toMatchObject({ enqueued: expect.any(Number), succeeded: expect.any(Number), deadLettered: expect.any(Number), checked: expect.any(Number) });
    const report = result as Record<string, number>;
    expect(report.enqueued).toBeGreaterThanOrEqual(2);
    expect(report.deadLettered).toBeGreaterThanOrEqual(1);
    expect(report.retried).toBeGreaterThanOrEqual(worker.maxReceiveCount! - 1);
    // Every item came to an end: reconciled, or dead-lettered after its retries.
    expect(report.checked).toBe(report.enqueued);
    expect(asked.get(brokenSubscription)).toBe(worker.maxReceiveCount);
    const deadLetters = local.queueFor(JOB)!.deadLetters.map((m) => m.item);
    expect(deadLetters).toContain(broken);
    expect(deadLetters).not.toContain(fine);
  });

  it('does nothing while another run holds the lock', async () => {
    let held = await runs.begin(JOB, new Date(), 60);
    for (let tries = 0; !held && tries < 50; tries++) {
      await new Promise((r) => setTimeout(r, 200));
      held = await runs.begin(JOB, new Date(), 60);
    }
    expect(held).toBeDefined();
    const before = asked.size;
    try {
      expect(await local.run(JOB)).toEqual({ skipped: 'another run holds the lock' });
      expect(asked.size).toBe(before);
    } finally {
      await runs.finish(held!, held!.enqueued, new Date());
    }
  });
});
