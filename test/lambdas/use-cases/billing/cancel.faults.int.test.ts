import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps, type Deps } from '../../../../lambdas/composition/deps.js';
import { userPk } from '../../../../lambdas/adapters/dynamo/keys.js';
import { billingMessages } from '../../../../lambdas/contract/billing.js';
import { emptyState } from '../../../../lambdas/domain/subscription.js';
import { ensureCustomer } from '../../../../lambdas/use-cases/billing/checkout.js';
import { cancelWithRefund } from '../../../../lambdas/use-cases/billing/cancel.js';
import { emulator } from '../../../support/billing.js';
import { cleanRun, faultThenRetry, fixedTime, partitionState, type FaultKind, type FaultScenario } from '../../../support/faults.js';
import { useLocalStack } from '../../../support/local.js';

/**
 * The CROA cancellation with its refund (docs/reliability.md), each step failing in turn, either before it
 * takes effect or after (Stripe refunded, the caller timed out): the plan is either still active and
 * unrefunded or refunded and recorded, and cancelling again refunds once and records the same state.
 */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));
/** Signed on a Monday; cancelled the next day, well inside the 3 business days. The payment is made at Stripe's own (later) time. */
const SIGNED = '2020-01-06T15:00:00.000Z';
const CANCELLED = '2020-01-07T10:00:00.000Z';

interface Subject {
  userId: string;
  customerId: string;
  paymentIntentId: string;
  prefix: string;
  deps: Deps;
}

/** A Total (one-time, $649) purchase paid at the emulator, its webhooks withheld, and the plan recorded as the webhook would. */
async function paidTotal(): Promise<Subject> {
  const userId = randomUUID();
  const prefix = `c${userId.slice(0, 8)}`;
  const deps = fixedTime(base, CANCELLED, prefix);
  const customerId = await ensureCustomer(deps, { id: userId, email: `${prefix}@faults.test`, name: 'Cass Cancel' });
  const price = (await base.billing.priceByLookupKey('total_one_time'))!;
  const session = await base.billing.createCheckoutSession({
    mode: 'payment',
    customerId,
    priceId: price.id,
    userId,
    metadata: { userId, tier: 'total' },
    successUrl: 'http://localhost/ok',
    cancelUrl: 'http://localhost/no',
    idempotencyKey: `faults-${prefix}`,
  });
  const paid = await emulator(`/_emulator/checkout/${session.id}/complete`, { card: '4242424242424242', deliver: 'false' });
  expect(paid.status).toBe(200);
  const paymentIntentId = (await base.billing.retrieveCheckoutSession(session.id))!.paymentIntentId!;
  const current = (await deps.subscriptions.getState(userId)) ?? emptyState(userId);
  await deps.subscriptions.commit({
    next: { ...emptyState(userId), ...current, status: 'active', tier: 'total', kind: 'one-time', stripeCustomerId: customerId, stripePaymentIntentId: paymentIntentId, agreementSignedAt: SIGNED, startedAt: SIGNED, paidAt: SIGNED, amountPaidCents: 64_900 },
    expectedVersion: current.version,
  });
  return { userId, customerId, paymentIntentId, prefix, deps };
}

const scenario: FaultScenario<Deps, Subject> = {
  setup: paidTotal,
  depsFor: (s) => s.deps,
  run: (deps, s) => cancelWithRefund(deps, s.userId),
  async state(s) {
    // Stripe's refund webhook goes to the local stack: let it land first. It may record the refund itself (at
    // Stripe's time, not ours), so what is compared is what the refund means: the money, the plan, the items.
    await emulator('/_emulator/deliveries/settle', {});
    const payments = (await base.billing.listPayments(s.customerId)).map((p) => ({ status: p.status, amountCents: p.amountCents, refunded: p.amountRefundedCents }));
    const plan = await base.subscriptions.getState(s.userId);
    const items = await partitionState(base.config, [userPk(s.userId)], { [s.userId]: '<user>', [s.customerId]: '<customer>', [s.paymentIntentId]: '<payment>' }, s.prefix);
    return {
      payments,
      plan: plan && { status: plan.status, tier: plan.tier, refundedCents: plan.refundedCents, amountPaidCents: plan.amountPaidCents, refunded: Boolean(plan.refundedAt), pendingCheckout: plan.pendingCheckout },
      kinds: items.map((i) => (JSON.parse(i) as { SK: string }).SK),
    };
  },
};

const clean = await cleanRun(scenario);
const STEPS = ['subscriptions.getState', 'billing.listPayments', 'billing.refundPayment', 'subscriptions.getState', 'subscriptions.commit'];
const cases = (['rejected', 'lost'] as FaultKind[]).flatMap((kind) => STEPS.map((step, i) => [i + 1, step, kind] as const));

describe('the CROA cancellation with refund, under faults', () => {
  it('makes these port calls, in this order, and refunds $649 once, when nothing fails', () => {
    // Stripe's refund webhook may record the refund on the plan between the last read and the commit: the commit
    // then finds a newer version and is made again on a fresh read (as in AWS), which is the only other run allowed.
    expect(clean.calls.slice(0, STEPS.length)).toEqual(STEPS);
    const retries = clean.calls.slice(STEPS.length);
    expect(retries).toEqual(retries.map((_, i) => (i % 2 === 0 ? 'subscriptions.getState' : 'subscriptions.commit')));
    expect(retries.length % 2).toBe(0);
    expect(clean.state).toMatchObject({ payments: [{ amountCents: 64_900, refunded: 64_900 }] });
  });

  it.each(cases)('step %i (%s) %s: the plan is active and unrefunded, or refunded and recorded; cancelling again converges, refunded once', async (n, _step, kind) => {
    const run = await faultThenRetry(scenario, n, kind);
    expect(run.fired).toBe(true);
    expect(run.error).toBeInstanceOf(Error);
    // Stripe refunded and our write never came: its charge.refunded webhook records the refund (it has, once the
    // deliveries settle), so the state is the finished one, never "refunded at Stripe, active here".
    expect([run.before, clean.state]).toContainEqual(run.afterFault);
    expect(run.afterRetry).toEqual(clean.state);
    // The retry answers as the first click would, or, when the webhook already ended the plan, that nothing is left to cancel.
    if (run.retryError) expect((run.retryError as Error).message).toBe(billingMessages.nothingToCancel);
  });
});
