import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps, type Deps } from '../../../../lambdas/composition/deps.js';
import { userPk } from '../../../../lambdas/adapters/dynamo/keys.js';
import { CREDIT_PULL_CONSENT, type CreditPullRequest } from '../../../../lambdas/contract/credit.js';
import { userFilePrefix } from '../../../../lambdas/domain/documents.js';
import { emptyState } from '../../../../lambdas/domain/subscription.js';
import { Conflict } from '../../../../lambdas/errors.js';
import { authorizePull } from '../../../../lambdas/use-cases/credit/authorize-pull.js';
import { cleanRun, faultThenRetry, faultyDeps, fixedTime, normalise, partitionState, type FaultScenario } from '../../../support/faults.js';
import { verifiedIdentity } from '../../../support/identity.js';
import { useLocalStack } from '../../../support/local.js';

/**
 * The credit pull with its written instruction (docs/reliability.md), each step failing in turn: the
 * instruction is written first; whatever else a failure leaves is named after it, and pulling again reuses it and
 * converges on one instruction, one report, its two files, one monitoring enrolment.
 */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));
const AT = '2027-02-28T23:30:00.000Z';
const PULL: CreditPullRequest = { ssn: '900000017', consent: true, consentVersion: CREDIT_PULL_CONSENT.version };
/** The client's verified identity, which the pull names (the sandbox's Typical persona). */
const IDENTITY = { fullName: 'Ada Typical', dateOfBirth: '1985-04-12', street: '12 Elm Street', city: 'Columbus', state: 'OH', zipCode: '43004' };
const ORIGIN = { ip: '203.0.113.9', userAgent: 'vitest' };

interface Subject {
  userId: string;
  prefix: string;
  deps: Deps;
}

const scenario: FaultScenario<Deps, Subject> = {
  async setup() {
    const userId = randomUUID();
    const prefix = `p${userId.slice(0, 8)}`;
    const deps = fixedTime(base, AT, prefix);
    await deps.users.createUser({ id: userId, role: 'client', fullName: 'Ada Typical', email: `${prefix}@faults.test`, createdAt: AT });
    await deps.subscriptions.commit({ next: { ...emptyState(userId), status: 'active', tier: 'total' }, expectedVersion: 0 });
    await verifiedIdentity(deps, userId, IDENTITY);
    return { userId, prefix, deps };
  },
  depsFor: (s) => s.deps,
  run: (deps, s) => authorizePull(deps, s.userId, PULL, ORIGIN),
  async state(s) {
    const replace = { [s.userId]: '<user>' };
    const items = await partitionState(base.config, [userPk(s.userId)], replace, s.prefix);
    const files = (await base.files.listKeys(userFilePrefix(s.userId))).map((k) => normalise(k, replace, s.prefix)).sort();
    return { items, files };
  },
};

const clean = await cleanRun(scenario);
const STEPS = [
  'profiles.get',
  'verification.get',
  'identity.get',
  'creditReports.latestConsent',
  'creditReports.recordConsent',
  'bureau.pull',
  'creditReports.latest',
  'creditReports.markUse',
  'files.put',
  'files.put',
  'creditReports.put',
  'figures.recordScores',
  'identity.lock',
  'disputes.list',
  'creditReports.putMonitor',
  'creditReports.completeConsent',
];
type State = { items: string[]; files: string[] };
const isConsent = (item: string) => item.includes('"SK":"CREDIT_CONSENT#');
const consentOnly = (state: unknown) => {
  const { items, files } = state as State;
  return { items: items.filter((i) => !isConsent(i)), files, consents: items.filter(isConsent).length };
};
/** What a state holds that neither `before` nor the unbroken run's state holds (an orphan, a duplicate, a stray write). */
const strays = (state: unknown, before: unknown) => {
  const { items, files } = consentOnly(state);
  const known = [consentOnly(before), consentOnly(clean.state)];
  return {
    items: items.filter((i) => !known.some((k) => k.items.includes(i))),
    files: files.filter((f) => !known.some((k) => k.files.includes(f))),
  };
};

describe('the credit pull with its written instruction, under faults', () => {
  it('makes these port calls, in this order, when nothing fails', () => {
    expect(clean.calls).toEqual(STEPS);
    expect(consentOnly(clean.state).consents).toBe(1);
    // The instruction is marked complete, and the report and its files are named after it.
    const { items, files } = clean.state as State;
    expect(items.find(isConsent)).toContain('"completedAt":"2027-02-28T23:30:00.000Z"');
    expect(items.filter((i) => i.includes('"SK":"CREDIT#'))).toHaveLength(1);
    expect(files.filter((f) => f.includes('/credit/<id>/'))).toHaveLength(2);
  });

  // What a failure may leave (docs/reliability.md, "The credit pull with its instruction"): the instruction, and after
  // the pull part of what the unbroken run leaves, all of it named after the instruction (the use, the files, the
  // report), never anything else; pulling again reuses the instruction and finishes, with one of each.
  for (const [i, step] of STEPS.entries()) {
    const n = i + 1;
    it(`step ${n} (${step}) failing leaves only part of the unbroken run's writes; pulling again converges on one instruction, one report and one enrolment`, async () => {
      const run = await faultThenRetry(scenario, n, 'rejected');
      expect(run.fired).toBe(true);
      expect(run.error).toBeInstanceOf(Error);
      expect(strays(run.afterFault, run.before)).toEqual({ items: [], files: [] });
      expect(consentOnly(run.afterFault).consents).toBe(n > STEPS.indexOf('creditReports.recordConsent') + 1 ? 1 : 0);
      expect(run.retryError).toBeUndefined();
      expect(run.afterRetry).toEqual(clean.state);
    });
  }

  // A call that took effect before its answer was lost (a Lambda killed just after it): the retry converges the same
  // way, except after the last step: the pull was complete, so pressing again is a new pull (docs/reliability.md).
  for (const [i, step] of STEPS.slice(0, -1).entries()) {
    const n = i + 1;
    it(`step ${n} (${step}) lost: pulling again converges on the unbroken run's state`, async () => {
      const run = await faultThenRetry(scenario, n, 'lost');
      expect(run.fired).toBe(true);
      expect(strays(run.afterFault, run.before)).toEqual({ items: [], files: [] });
      expect(run.retryError).toBeUndefined();
      expect(run.afterRetry).toEqual(clean.state);
    });
  }

  // Up to the pull, nothing but the instruction is written.
  for (const step of ['bureau.pull', 'creditReports.latest']) {
    const n = STEPS.indexOf(step) + 1;
    it(`step ${n} (${step}) failing leaves nothing but the instruction`, async () => {
      const run = await faultThenRetry(scenario, n, 'rejected');
      expect({ ...consentOnly(run.afterFault), consents: 0 }).toEqual({ ...consentOnly(run.before), consents: 0 });
    });
  }

  const PULL_STEP = STEPS.indexOf('bureau.pull') + 1;
  it(`step ${PULL_STEP} (bureau.pull) failing: pulling again keeps one instruction, not two`, async () => {
    const run = await faultThenRetry(scenario, PULL_STEP, 'rejected');
    expect(consentOnly(run.afterRetry).consents).toBe(1);
  });

  it('a report already kept is finished from what is stored: the retry does not call the provider again', async () => {
    const subject = await scenario.setup();
    const faulty = faultyDeps(subject.deps, { failAt: STEPS.indexOf('figures.recordScores') + 1 });
    await expect(scenario.run(faulty.deps, subject)).rejects.toThrow('injected fault');
    const retry = faultyDeps(subject.deps);
    await scenario.run(retry.deps, subject);
    expect(retry.calls).not.toContain('bureau.pull');
    expect(retry.calls).not.toContain('creditReports.recordConsent');
    expect(await scenario.state(subject)).toEqual(clean.state);
  });
});

describe('two presses at once on one pending instruction', () => {
  it('keep one report: the one whose report is kept second answers Conflict', async () => {
    const subject = await scenario.setup();
    const failed = faultyDeps(subject.deps, { failAt: STEPS.indexOf('bureau.pull') + 1 });
    await expect(scenario.run(failed.deps, subject)).rejects.toThrow('injected fault');
    // Both find the instruction pending with no report yet, and pull at two different times.
    const at = (minutes: number) => ({ ...subject.deps, now: () => new Date(Date.parse(AT) + minutes * 60_000) });
    const outcomes = await Promise.allSettled([authorizePull(at(1), subject.userId, PULL, ORIGIN), authorizePull(at(2), subject.userId, PULL, ORIGIN)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason)).toEqual([expect.any(Conflict)]);
    const [consents, reports] = await Promise.all([base.creditReports.listConsents(subject.userId), base.creditReports.list(subject.userId)]);
    expect(consents).toHaveLength(1);
    expect(reports.map((r) => r.id)).toEqual([consents[0]!.id]);
  });
});

describe('a separate pull after a successful one', () => {
  it('records its own instruction and makes its own report, pulled again', async () => {
    const subject = await scenario.setup();
    await scenario.run(subject.deps, subject);
    // The client presses again ten minutes later, after the first pull finished.
    const later = { ...subject.deps, now: () => new Date(Date.parse(AT) + 10 * 60_000) };
    const second = faultyDeps(later);
    await authorizePull(second.deps, subject.userId, PULL, ORIGIN);
    expect(second.calls).toContain('bureau.pull');
    const [consents, reports] = await Promise.all([base.creditReports.listConsents(subject.userId), base.creditReports.list(subject.userId)]);
    expect(consents).toHaveLength(2);
    expect(consents.every((c) => c.completedAt)).toBe(true);
    expect(reports.map((r) => r.id)).toEqual(consents.map((c) => c.id));
    expect(reports.map((r) => r.consentId)).toEqual(consents.map((c) => c.id));
  });
});
