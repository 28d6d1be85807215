import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import { DynamoJobRuns } from '../../../lambdas/adapters/dynamo/job-runs.js';
import { documentClient } from '../../../lambdas/adapters/dynamo/table-client.js';
import { parseJobMessage, useLocalJobQueues } from '../../../lambdas/adapters/job-queue.js';
import { CREDIT_PULL_CONSENT } from '../../../lambdas/contract/credit.js';
import { creditAlertMessages } from '../../../lambdas/contract/credit.js';
import { handler as scheduler } from '../../../lambdas/handlers/credit-monitoring.js';
import { handler as worker } from '../../../lambdas/handlers/credit-monitoring-refresh.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import { jobs } from '../../../lambdas/routes/jobs.js';

const CREDIT_MONITORING_WORKER = { maxReceiveCount: jobs.find((j) => j.id === 'CreditMonitoring')!.worker!.maxReceiveCount! };
import { verifiedIdentity } from '../../support/identity.js';
import { authorizePull } from '../../../lambdas/use-cases/credit/authorize-pull.js';
import { InProcessJobQueue } from '../../../lib/local/job-queue.js';
import { api, lastMessageTo, uniqueEmail, useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
// The configured provider is the sandbox, with its personas' documented monthly changes (docs/credit.md).
const deps = buildDeps(readConfig(stack.env));
const runs = new DynamoJobRuns(documentClient(deps.config), deps.config.tableName);
const titles = creditAlertMessages.titles;

/** n months and n days from now: the sandbox's file as it stands n whole months after today's enrolment. */
function monthsOn(n: number): Date {
  const at = new Date();
  at.setUTCMonth(at.getUTCMonth() + n);
  return new Date(at.getTime() + n * 86_400_000);
}

/** A client who authorised a pull today (the sandbox persona is the last name), on `tier` or on no plan. */
async function client(lastName: string, tier: 'starter' | 'total' | null) {
  const id = randomUUID();
  const email = uniqueEmail('monitor');
  await deps.users.createUser({ id, role: 'client', fullName: `Ada ${lastName}`, email, createdAt: new Date().toISOString() });
  if (tier) await deps.subscriptions.commit({ next: { ...emptyState(id), status: 'active', tier }, expectedVersion: 0 });
  await verifiedIdentity(deps, id, { fullName: `Ada ${lastName}`, dateOfBirth: '1985-04-12', street: '12 Elm Street', city: 'Columbus', state: 'OH', zipCode: '43004' });
  await authorizePull(
    deps,
    id,
    {
      ssn: '900000017',
      consent: true,
      consentVersion: CREDIT_PULL_CONSENT.version,
    },
    { ip: '203.0.113.9', userAgent: 'vitest' },
  );
  return { id, email };
}

/**
 * Runs the job as the local stack does: the scheduler enqueues every enrolled client, the in-process queue
 * hands each to the worker with SQS's retry and dead-letter rules. Other test files share the table, so
 * only this file's clients reach the worker (the others are acknowledged untouched).
 */
async function runJob(at: Date, ours: readonly string[]) {
  setDeps({ ...buildDeps(readConfig(stack.env)), now: () => at });
  const queue = new InProcessJobQueue(
    async () => async (event) =>
      ours.includes(parseJobMessage(event.Records[0]!.body).item) ? worker(event as Parameters<typeof worker>[0]) : { batchItemFailures: [] },
    CREDIT_MONITORING_WORKER.maxReceiveCount,
  );
  useLocalJobQueues(() => queue);
  const result = await scheduler();
  await queue.drained();
  return { result, queue, report: await runs.report('CreditMonitoring') };
}

afterEach(() => {
  useLocalJobQueues(undefined);
  setDeps(undefined);
});

const notes = async (id: string) => (await deps.notifications.list(id)).filter((n) => n.kind === 'credit_change');

describe('the CreditMonitoring job (scheduler, queue, worker) on the local stack', () => {
  it('alerts a Typical client to month 1 (new hard inquiry, score move), month 2 (new account) and month 3 (item removed, new late payment); a second run the same day adds nothing', async () => {
    const typical = await client('Typical', 'starter');
    const clean = await client('Clean', 'total');
    const ours = [typical.id, clean.id];

    const first = await runJob(monthsOn(1), ours);
    expect(first.result).toMatchObject({ enqueued: expect.any(Number) });
    expect(first.queue.deadLetters).toEqual([]);
    const month1 = await notes(typical.id);
    expect(month1.map((n) => n.title).sort()).toEqual([titles.new_hard_inquiry, titles.score_change].sort());
    expect(month1.map((n) => n.body)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^DISCOVER BANK made a hard inquiry on \d{4}-\d{2}-\d{2}, reported by Experian\.$/), expect.stringMatching(/^Your VantageScore 3\.0 at Experian went down 27 points/)]),
    );
    expect(month1.every((n) => n.readAt === null && n.body.length > 0)).toBe(true);
    expect((await deps.creditReports.list(typical.id)).map((r) => r.source)).toEqual(['pull', 'monitoring']);
    const email = await lastMessageTo(typical.email);
    expect(email?.subject).toBe(creditAlertMessages.emailSubject(month1.length));
    expect(email?.body).toContain(titles.new_hard_inquiry);
    // Clean moves a little, under the threshold: refreshed, nothing to say.
    expect(await notes(clean.id)).toEqual([]);
    expect((await deps.creditReports.list(clean.id)).map((r) => r.source)).toEqual(['pull', 'monitoring']);
    expect(await lastMessageTo(clean.email)).toBeUndefined();

    // The same day again: nothing is due, nothing is added.
    await runJob(new Date(monthsOn(1).getTime() + 3_600_000), ours);
    expect(await notes(typical.id)).toHaveLength(month1.length);
    expect(await deps.creditReports.list(typical.id)).toHaveLength(2);

    await runJob(monthsOn(2), ours);
    const month2 = (await notes(typical.id)).slice(0, -month1.length);
    expect(month2.map((n) => n.title)).toEqual([titles.new_account]);
    expect(month2[0]?.body).toMatch(/^A new account, DISCOVER BANK X+\d{4}, appears on your credit report at Equifax and Experian\.$/);
    expect((await deps.creditReports.list(typical.id)).map((r) => r.source)).toEqual(['pull', 'monitoring', 'monitoring']);
    expect((await lastMessageTo(typical.email))?.subject).toBe(creditAlertMessages.emailSubject(1));

    // Month 3: the collection is deleted, and a card is reported 30 days late at Equifax.
    await runJob(monthsOn(3), ours);
    const month3 = (await notes(typical.id)).slice(0, -(month1.length + month2.length));
    expect(month3.map((n) => n.title).sort()).toEqual([titles.item_removed, titles.new_negative_item].sort());
    expect(month3.find((n) => n.title === titles.new_negative_item)?.body).toMatch(/^New at Equifax: JPMCB CARD SERVICES X+\d{4}, 30 days late\.$/);
  });

  it('skips a client whose plan has no credit_monitoring, and keeps them enrolled', async () => {
    const lapsed = await client('Typical', null);
    await runJob(monthsOn(1), [lapsed.id]);
    expect(await deps.creditReports.list(lapsed.id)).toHaveLength(1);
    expect(await notes(lapsed.id)).toEqual([]);
    expect(await deps.creditReports.getMonitor(lapsed.id)).toMatchObject({ lastRefreshAt: null });
  });

  it('retries a failing client up to the maximum, dead-letters it, counts it, and still refreshes the others', async () => {
    const broken = await client('Typical', 'starter');
    const fine = await client('Typical', 'starter');
    // The previous file is gone from the bucket: the comparison cannot be made.
    const [pulled] = await deps.creditReports.list(broken.id);
    await deps.files.deleteObject(pulled!.fileKey);

    const { queue, report } = await runJob(monthsOn(1), [broken.id, fine.id]);
    expect(queue.deadLetters.map((m) => m.item)).toEqual([broken.id]);
    expect(report).toMatchObject({ succeeded: 1, retried: CREDIT_MONITORING_WORKER.maxReceiveCount - 1, deadLettered: 1 });
    expect((await notes(fine.id)).length).toBeGreaterThan(0);
    // The saved refresh is not repeated on each retry; the alerts wait for the fix.
    expect((await deps.creditReports.list(broken.id)).map((r) => r.source)).toEqual(['pull', 'monitoring']);
    expect(await deps.creditReports.getMonitor(broken.id)).toMatchObject({ lastRefreshAt: null });
  });

  it('runs on demand locally: POST /dev/jobs/CreditMonitoring enqueues the enrolled clients and answers when the workers are done', async () => {
    const enrolled = await client('Clean', 'starter');
    const res = await api('/dev/jobs/CreditMonitoring', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ enqueued: expect.any(Number) });
    // Enrolled today: not due, so nothing was refreshed.
    expect(await deps.creditReports.list(enrolled.id)).toHaveLength(1);
    expect(await runs.report('CreditMonitoring')).toMatchObject({ runId: (res.body as { runId: string }).runId, enqueuedAt: expect.any(String) });
  });
});
