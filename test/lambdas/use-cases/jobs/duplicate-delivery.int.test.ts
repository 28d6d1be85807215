import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { usageMonth } from '../../../../lambdas/domain/plans.js';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps, type Deps } from '../../../../lambdas/composition/deps.js';
import { userPk } from '../../../../lambdas/adapters/dynamo/keys.js';
import { CREDIT_PULL_CONSENT, type CreditPullRequest } from '../../../../lambdas/contract/credit.js';
import { userFilePrefix } from '../../../../lambdas/domain/documents.js';
import { emptyState } from '../../../../lambdas/domain/subscription.js';
import { reconcileSubscription } from '../../../../lambdas/use-cases/billing/reconcile.js';
import { runAnalysis, startAnalysis } from '../../../../lambdas/use-cases/credit/analysis.js';
import { authorizePull } from '../../../../lambdas/use-cases/credit/authorize-pull.js';
import { refreshMonitoring } from '../../../../lambdas/use-cases/credit/refresh-monitoring.js';
import { fixedTime, normalise, partitionState } from '../../../support/faults.js';
import { verifiedIdentity } from '../../../support/identity.js';
import { useLocalStack } from '../../../support/local.js';

/**
 * SQS delivers at least once: a job's message may arrive twice, one after the other, or a second time while
 * the first is still being worked (its visibility timeout ran out). The workers' use cases must then leave
 * what one delivery leaves (docs/reliability.md).
 */
dayjs.extend(utc);
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));
const ENROLLED = '2027-01-31T23:30:00.000Z';
/** A month and a day after the enrolment: the monthly refresh is due. */
const DUE = dayjs.utc(ENROLLED).add(1, 'month').add(1, 'day').toISOString();
const PULL: CreditPullRequest = { ssn: '900000017', consent: true, consentVersion: CREDIT_PULL_CONSENT.version };
/** The client's verified identity, which the pull names (the sandbox's Typical persona). */
const IDENTITY = { fullName: 'Ada Typical', dateOfBirth: '1985-04-12', street: '12 Elm Street', city: 'Columbus', state: 'OH', zipCode: '43004' };

/** A Total client enrolled in monitoring by a pull at ENROLLED; the deps of the refresh run at DUE. */
async function enrolled() {
  const userId = crypto.randomUUID();
  const prefix = `m${userId.slice(0, 8)}`;
  const atEnrolment = fixedTime(base, ENROLLED, prefix);
  await atEnrolment.users.createUser({ id: userId, role: 'client', fullName: 'Ada Typical', email: `${prefix}@faults.test`, createdAt: ENROLLED });
  await atEnrolment.subscriptions.commit({ next: { ...emptyState(userId), status: 'active', tier: 'total' }, expectedVersion: 0 });
  await verifiedIdentity(atEnrolment, userId, IDENTITY);
  await authorizePull(atEnrolment, userId, PULL, { ip: '203.0.113.9', userAgent: 'vitest' });
  const atDue: Deps = { ...fixedTime(base, DUE, prefix), newId: atEnrolment.newId };
  return { userId, prefix, deps: atDue };
}

async function state(s: { userId: string; prefix: string }) {
  const replace = { [s.userId]: '<user>' };
  const items = await partitionState(base.config, [userPk(s.userId)], replace, s.prefix);
  const files = (await base.files.listKeys(userFilePrefix(s.userId))).map((k) => normalise(k, replace, s.prefix)).sort();
  return { items, files };
}

describe('a CreditMonitoring message delivered more than once', () => {
  const once = enrolled().then(async (s) => {
    await refreshMonitoring(s.deps, s.userId);
    return state(s);
  });

  it('twice, one after the other: the second delivery finds the refresh done and changes nothing', async () => {
    const s = await enrolled();
    expect(await refreshMonitoring(s.deps, s.userId)).toMatchObject({ refreshed: true });
    expect(await refreshMonitoring(s.deps, s.userId)).toEqual({ refreshed: false, reason: 'not due' });
    expect(await state(s)).toEqual(await once);
  });

  it('again while the first is still being worked (its visibility timeout ran out): one report, one set of alerts', async () => {
    const s = await enrolled();
    const outcomes = await Promise.all([refreshMonitoring(s.deps, s.userId), refreshMonitoring(s.deps, s.userId)]);
    expect(outcomes.map((o) => o.refreshed).sort()).toEqual([false, true]);
    expect(outcomes).toContainEqual({ refreshed: false, reason: 'refresh in progress' });
    expect(await state(s)).toEqual(await once);
  });
});

describe('a ReconcileSubscriptions message delivered twice', () => {
  it('repairs once: the second delivery finds nothing to repair', async () => {
    const userId = crypto.randomUUID();
    const deps = fixedTime(base, ENROLLED, `r${userId.slice(0, 8)}`);
    // Stored as active with no Stripe subscription or payment behind it: drift the reconciliation repairs.
    await deps.subscriptions.commit({ next: { ...emptyState(userId), status: 'active', tier: 'elite', stripeSubscriptionId: 'sub_missing' }, expectedVersion: 0 });
    const first = await reconcileSubscription(deps, userId);
    const after = await deps.subscriptions.getState(userId);
    expect(await reconcileSubscription(deps, userId)).toEqual([]);
    expect(await deps.subscriptions.getState(userId)).toEqual(after);
    expect(first.length).toBeLessThanOrEqual(1);
  });
});

describe('an AnalysisRun message delivered more than once', () => {
  /** A client with a pulled report and a queued analysis run; the run's message as the queue carries it. */
  async function queued() {
    const s = await enrolled();
    let item = '';
    const plan = { state: await s.deps.subscriptions.getState(s.userId), month: usageMonth(s.deps.now()), used: {} };
    await startAnalysis(s.deps, { id: s.userId, plan }, async (queuedItem) => void (item = queuedItem));
    return { ...s, item };
  }
  const once = queued().then(async (s) => {
    await runAnalysis(s.deps, s.item, { last: false });
    return state(s);
  });

  it('twice, one after the other: one analysis, the run done once', async () => {
    const s = await queued();
    await runAnalysis(s.deps, s.item, { last: false });
    await runAnalysis(s.deps, s.item, { last: false });
    expect(await state(s)).toEqual(await once);
  });

  it('again while the first is still being worked: one analysis, which the run names', async () => {
    const s = await queued();
    await Promise.all([runAnalysis(s.deps, s.item, { last: false }), runAnalysis(s.deps, s.item, { last: false })]);
    expect(await state(s)).toEqual(await once);
  });
});
