import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps, type Deps } from '../../../../lambdas/composition/deps.js';
import { userPk } from '../../../../lambdas/adapters/dynamo/keys.js';
import { AGREEMENT_VERSION } from '../../../../lambdas/domain/agreement.js';
import { signAgreement } from '../../../../lambdas/use-cases/billing/agreement.js';
import { startCheckout } from '../../../../lambdas/use-cases/billing/checkout.js';
import { cleanRun, faultThenRetry, fixedTime, partitionState, type FaultKind, type FaultScenario } from '../../../support/faults.js';
import { useLocalStack } from '../../../support/local.js';

/**
 * Starting checkout for the Total plan (docs/reliability.md), each step failing in turn, before or after it
 * takes effect: nothing is charged before the customer pays on Stripe's page, so what matters is that a
 * retry converges on one Stripe customer and one payment page, the one the pending checkout records.
 */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));
const AT = '2028-02-29T12:00:00.000Z';
const price = (await base.billing.priceByLookupKey('total_one_time'))!;

interface Subject {
  userId: string;
  agreementId: string;
  prefix: string;
  deps: Deps;
  /** The payment pages handed out, in order. */
  urls: string[];
}

const scenario: FaultScenario<Deps, Subject> = {
  async setup() {
    const userId = crypto.randomUUID();
    const prefix = `k${userId.slice(0, 8)}`;
    const deps = fixedTime(base, AT, prefix);
    const signature = await signAgreement(deps, userId, { plan: 'total', version: AGREEMENT_VERSION }, { ip: '203.0.113.9', userAgent: 'vitest' });
    return { userId, agreementId: signature.id, prefix, deps, urls: [] };
  },
  depsFor: (s) => s.deps,
  async run(deps, s) {
    const url = await startCheckout(deps, { id: s.userId, email: `${s.prefix}@faults.test`, name: 'Kay Checkout' }, { priceId: price.id, planType: 'one-time', agreementId: s.agreementId });
    s.urls.push(url!);
    return url;
  },
  async state(s) {
    const items = await partitionState(base.config, [userPk(s.userId)], { [s.userId]: '<user>' }, s.prefix);
    // Stripe's ids (customer, session) differ per subject: named by their place.
    return items.map((i) => i.replace(/cus_[A-Za-z0-9]+/g, '<customer>').replace(/cs_test_[A-Za-z0-9]+/g, '<session>'));
  },
};

const clean = await cleanRun(scenario);
const STEPS = clean.calls;
const writes = (step: string) => /\.(createCustomer|rememberCustomer|createCheckoutSession|commit)$/.test(step);
const cases = (['rejected', 'lost'] as FaultKind[]).flatMap((kind) =>
  STEPS.flatMap((step, i) => (kind === 'rejected' || writes(step) ? [[i + 1, step, kind] as const] : [])),
);
const pendingSession = (items: unknown) => (items as string[]).map((i) => JSON.parse(i) as { SK: string; pendingCheckout?: { sessionId: string } }).find((i) => i.SK === 'SUBSCRIPTION')?.pendingCheckout;

describe('starting checkout, under faults', () => {
  it('creates the customer, then the session, and records the session last, when nothing fails', () => {
    expect(STEPS.indexOf('billing.createCustomer')).toBeLessThan(STEPS.indexOf('billing.createCheckoutSession'));
    expect(STEPS.at(-1)).toBe('subscriptions.commit');
  });

  it.each(cases)('step %i (%s) %s: a retry converges on one customer and the one recorded payment page', async (n, _step, kind) => {
    const subject = { current: undefined as Subject | undefined };
    const tracked: FaultScenario<Deps, Subject> = { ...scenario, setup: async () => (subject.current = await scenario.setup()) };
    const run = await faultThenRetry(tracked, n, kind);
    expect(run.fired).toBe(true);
    expect(run.error).toBeInstanceOf(Error);
    expect(run.retryError).toBeUndefined();
    expect(run.afterRetry).toEqual(clean.state);
    // The page handed out is the session recorded as pending (not a second one opened beside it).
    const s = subject.current!;
    const recorded = pendingSession(await partitionState(base.config, [userPk(s.userId)], {}));
    expect(s.urls.at(-1)).toContain(recorded!.sessionId);
  });
});
