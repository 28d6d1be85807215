import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps, type Deps } from '../../../../lambdas/composition/deps.js';
import { userPk } from '../../../../lambdas/adapters/dynamo/keys.js';
import { CREDIT_PULL_CONSENT, type CreditPullRequest } from '../../../../lambdas/contract/credit.js';
import { userFilePrefix } from '../../../../lambdas/domain/documents.js';
import { emptyState } from '../../../../lambdas/domain/subscription.js';
import { authorizePull } from '../../../../lambdas/use-cases/credit/authorize-pull.js';
import { cleanRun, faultThenRetry, fixedTime, normalise, partitionState, type FaultScenario } from '../../../support/faults.js';
import { verifiedIdentity } from '../../../support/identity.js';
import { useLocalStack } from '../../../support/local.js';

/**
 * The credit pull with its written instruction (docs/reliability.md), each step failing in turn: the
 * instruction is written first and is the only thing a failure may leave; pulling again converges on one
 * report, its two files, one monitoring enrolment.
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
  'creditReports.recordConsent',
  'bureau.pull',
  'creditReports.latest',
  'files.put',
  'files.put',
  'creditReports.put',
  'creditReports.markUse',
  'figures.recordScores',
  'identity.lock',
  'disputes.list',
  'creditReports.putMonitor',
];
const consentOnly = (state: unknown) => {
  const { items, files } = state as { items: string[]; files: string[] };
  return { items: items.filter((i) => !i.includes('"SK":"CREDIT_CONSENT#')), files, consents: items.filter((i) => i.includes('"SK":"CREDIT_CONSENT#')).length };
};

describe('the credit pull with its written instruction, under faults', () => {
  it('makes these port calls, in this order, when nothing fails', () => {
    expect(clean.calls).toEqual(STEPS);
    expect(consentOnly(clean.state).consents).toBe(1);
  });

  // Today's gaps, left to the change of authorize-pull under way (docs/reliability.md, "the credit pull"): a retry
  // records a second instruction, and a failure after the files are written leaves them (and, after the
  // report, the report) behind, so the retry stores a second set. `it.fails` until that change closes them.
  const ORPHANS_FROM = STEPS.indexOf('files.put') + 2;
  for (const [i, step] of STEPS.entries()) {
    const n = i + 1;
    const leavesOrphans = n >= ORPHANS_FROM;
    (leavesOrphans ? it.fails : it)(`step ${n} (${step}) failing leaves at most the instruction; pulling again converges on one report and one enrolment`, async () => {
      const run = await faultThenRetry(scenario, n, 'rejected');
      expect(run.fired).toBe(true);
      expect(run.error).toBeInstanceOf(Error);
      // Nothing but the instruction (written first, FCRA §604(a)(2)) may be left by a failure.
      expect({ ...consentOnly(run.afterFault), consents: 0 }).toEqual({ ...consentOnly(run.before), consents: 0 });
      expect(run.retryError).toBeUndefined();
      expect({ ...consentOnly(run.afterRetry), consents: 0 }).toEqual({ ...consentOnly(clean.state), consents: 0 });
    });
  }

  const PULL_STEP = STEPS.indexOf('bureau.pull') + 1;
  it.fails(`step ${PULL_STEP} (bureau.pull) failing: pulling again keeps one instruction, not two`, async () => {
    const run = await faultThenRetry(scenario, PULL_STEP, 'rejected');
    expect(consentOnly(run.afterRetry).consents).toBe(1);
  });
});
