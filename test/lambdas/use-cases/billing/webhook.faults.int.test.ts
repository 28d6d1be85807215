import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps, type Deps } from '../../../../lambdas/composition/deps.js';
import { stripeEvent as eventKey, uniquePayment, userPk } from '../../../../lambdas/adapters/dynamo/keys.js';
import { ensureCustomer } from '../../../../lambdas/use-cases/billing/checkout.js';
import { handleWebhook } from '../../../../lambdas/use-cases/billing/webhook.js';
import { EMULATOR_SECRET_KEY, EMULATOR_WEBHOOK_SECRET } from '../../../../lib/local/stripe-emulator.js';
import { stripeEvent, stripeObjects } from '../../../support/billing.js';
import { cleanRun, faultThenRetry, fixedTime, partitionState, type FaultKind, type FaultScenario } from '../../../support/faults.js';
import { useLocalStack } from '../../../support/local.js';

/**
 * Stripe's "checkout completed" webhook for a one-time purchase (docs/reliability.md), each step failing in
 * turn, before or after it takes effect: the event is either not processed (no marker, Stripe delivers it
 * again) or processed once; the redelivery converges on one plan, one recorded payment, one marker.
 */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));
const signer = new Stripe(EMULATOR_SECRET_KEY);
const AT = '2027-12-31T23:30:00.000Z';
const CREATED = Math.floor(Date.parse(AT) / 1000) - 60;

interface Subject {
  userId: string;
  customerId: string;
  eventId: string;
  paymentIntent: string;
  payload: string;
  prefix: string;
  deps: Deps;
}

async function paidEvent(): Promise<Subject> {
  const userId = crypto.randomUUID();
  const prefix = `w${userId.slice(0, 8)}`;
  const deps = fixedTime(base, AT, prefix);
  const customerId = await ensureCustomer(deps, { id: userId, email: `${prefix}@faults.test`, name: 'Webb Hook' });
  const paymentIntent = `pi_${prefix}`;
  const session = {
    ...stripeObjects.checkoutSession({ id: `cs_${prefix}`, customer: customerId, userId, mode: 'payment', tier: 'total', paymentIntent }),
    created: CREATED,
    metadata: { userId, tier: 'total', agreementId: `${prefix}-agreement`, agreementSignedAt: AT },
  };
  const event = stripeEvent('checkout.session.completed', session, CREATED, `evt_${prefix}`);
  return { userId, customerId, eventId: event.id, paymentIntent, payload: JSON.stringify(event), prefix, deps };
}

const scenario: FaultScenario<Deps, Subject> = {
  setup: paidEvent,
  depsFor: (s) => s.deps,
  // Each delivery signed anew, as Stripe signs each attempt.
  run: (deps, s) => handleWebhook(deps, s.payload, signer.webhooks.generateTestHeaderString({ payload: s.payload, secret: EMULATOR_WEBHOOK_SECRET })),
  state: (s) =>
    partitionState(base.config, [userPk(s.userId), eventKey(s.eventId).PK, uniquePayment(s.paymentIntent).PK], { [s.userId]: '<user>', [s.customerId]: '<customer>' }, s.prefix),
};

const clean = await cleanRun(scenario);
const STEPS = clean.calls;
const writes = (step: string) => /\.(commit|recordPayment|markEventProcessed)$/.test(step);
const cases = (['rejected', 'lost'] as FaultKind[]).flatMap((kind) =>
  STEPS.flatMap((step, i) => (kind === 'rejected' || writes(step) ? [[i + 1, step, kind] as const] : [])),
);

describe('the checkout-completed webhook, under faults', () => {
  it('verifies the signature first and commits the plan with the event marker last, when nothing fails', () => {
    expect(STEPS[0]).toBe('billing.verifyWebhook');
    expect(STEPS.at(-1)).toBe('subscriptions.commit');
    const items = (clean.state as string[]).map((i) => JSON.parse(i) as { PK: string; SK: string; status?: string });
    expect(items.find((i) => i.SK === 'SUBSCRIPTION')?.status).toBe('active');
    expect(items.filter((i) => i.PK.startsWith('STRIPE_EVENT#') || i.PK.startsWith('UNIQUE#PAYMENT#'))).toHaveLength(2);
  });

  it.each(cases)('step %i (%s) %s: not processed or processed once; Stripe delivering it again converges', async (n, _step, kind) => {
    const run = await faultThenRetry(scenario, n, kind);
    expect(run.fired).toBe(true);
    expect(run.error).toBeInstanceOf(Error);
    // No marker without the plan: a marked event is never applied again.
    const marked = (run.afterFault as string[]).some((i) => i.includes('"PK":"STRIPE_EVENT#'));
    if (marked) expect(run.afterFault).toEqual(clean.state);
    expect(run.retryError).toBeUndefined();
    expect(run.afterRetry).toEqual(clean.state);
  });

  it('delivered twice after success: the second answers duplicate and changes nothing', async () => {
    const s = await paidEvent();
    expect(await scenario.run(s.deps, s)).toBe('changed');
    const once = await scenario.state(s);
    expect(await scenario.run(s.deps, s)).toBe('duplicate');
    expect(await scenario.state(s)).toEqual(once);
  });
});
