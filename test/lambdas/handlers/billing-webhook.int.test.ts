import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import { billingMessages } from '../../../lambdas/contract/billing.js';
import { customerUser, deliver, stripeEvent, stripeObjects } from '../../support/billing.js';
import { itemsUnder } from '../../support/admin.js';
import { useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));
const state = (userId: string) => deps.subscriptions.getState(userId);
const payingTotals = async () => ((await itemsUnder(deps, 'STATS')).find((i) => i.SK === 'TOTALS') ?? {}) as Record<string, number>;
const seconds = () => Math.floor(Date.now() / 1000);

describe('POST /api/billing/webhook: the signature', () => {
  it('refuses a bad signature with 400 and writes nothing', async () => {
    const user = await customerUser(deps);
    const event = stripeEvent('checkout.session.completed', stripeObjects.checkoutSession({ customer: user.customerId, userId: user.id, mode: 'payment', tier: 'total', paymentIntent: 'pi_bad' }));
    for (const attempt of [{ secret: 'whsec_someone_else' }, { signature: 't=1,v1=deadbeef' }, { signature: '' }]) {
      const res = await deliver(event, attempt);
      expect(res.status).toBe(400);
      expect(res.body?.message).toBe(billingMessages.invalidSignature);
    }
    expect(await state(user.id)).toBeUndefined();
    // Not even the event id is remembered: the genuine delivery still counts.
    expect(await deps.subscriptions.isEventProcessed(event.id)).toBe(false);
    expect((await deliver(event)).status).toBe(200);
    expect((await state(user.id))?.status).toBe('active');
  });

  it('refuses a body changed after signing', async () => {
    const user = await customerUser(deps);
    const event = stripeEvent('customer.subscription.created', stripeObjects.subscription({ id: 'sub_tamper', customer: user.customerId, status: 'active' }));
    const payload = JSON.stringify(event);
    const { default: Stripe } = await import('stripe');
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: stack.env.STRIPE_WEBHOOK_SECRET! });
    const tampered = { ...event, data: { object: { ...event.data.object, status: 'canceled' } } };
    expect((await deliver(tampered, { signature })).status).toBe(400);
    expect(await state(user.id)).toBeUndefined();
  });

  it('checks the signature over the raw body when API Gateway hands it base64-encoded', async () => {
    const user = await customerUser(deps);
    const event = stripeEvent('customer.subscription.created', stripeObjects.subscription({ id: `sub_b64_${user.id.slice(0, 6)}`, customer: user.customerId, status: 'active', metadata: { userId: user.id } }));
    expect((await deliver(event, { base64: true })).status).toBe(200);
    expect((await state(user.id))?.status).toBe('active');
  });
});

describe('POST /api/billing/webhook: each event type moves the subscription', () => {
  it('checkout.session.completed (one-time): Total, active, started now; charge.refunded in full takes it away', async () => {
    const user = await customerUser(deps);
    const paymentIntent = `pi_${user.id.slice(0, 8)}`;
    const session = stripeObjects.checkoutSession({ customer: user.customerId, userId: user.id, mode: 'payment', tier: 'total', paymentIntent });
    const at = seconds();
    expect((await deliver(stripeEvent('checkout.session.completed', session, at))).status).toBe(200);
    expect(await state(user.id)).toMatchObject({
      tier: 'total',
      status: 'active',
      kind: 'one-time',
      chargeTiming: 'upfront',
      startedAt: new Date(at * 1000).toISOString(),
      stripeCustomerId: user.customerId,
      stripePaymentIntentId: paymentIntent,
      amountPaidCents: 64900,
      agreementId: session.metadata.agreementId,
    });

    // A partial refund does not end access; a full one does.
    await deliver(stripeEvent('charge.refunded', stripeObjects.charge({ customer: user.customerId, paymentIntent, amount: 64900, refunded: 1000 }), at + 1));
    expect(await state(user.id)).toMatchObject({ status: 'active', refundedCents: 1000 });
    await deliver(stripeEvent('charge.refunded', stripeObjects.charge({ customer: user.customerId, paymentIntent, amount: 64900, refunded: 64900 }), at + 2));
    expect(await state(user.id)).toMatchObject({ status: 'refunded', refundedCents: 64900, tier: 'total' });
  });

  it('customer.subscription.created / updated / deleted, invoice.paid and invoice.payment_failed', async () => {
    const user = await customerUser(deps);
    const sub = `sub_${user.id.slice(0, 8)}`;
    const t = seconds();
    const period1 = t + 30 * 86400;
    await deliver(stripeEvent('customer.subscription.created', stripeObjects.subscription({ id: sub, customer: user.customerId, status: 'incomplete', startDate: t }), t));
    expect(await state(user.id)).toMatchObject({ status: 'incomplete', tier: 'elite', kind: 'subscription', stripeSubscriptionId: sub, startedAt: null });

    await deliver(stripeEvent('customer.subscription.updated', stripeObjects.subscription({ id: sub, customer: user.customerId, status: 'active', startDate: t, periodEnd: period1 }), t + 1));
    expect(await state(user.id)).toMatchObject({ status: 'active', startedAt: new Date(t * 1000).toISOString(), currentPeriodEnd: new Date(period1 * 1000).toISOString() });

    await deliver(stripeEvent('invoice.payment_failed', stripeObjects.invoice({ customer: user.customerId, subscription: sub, status: 'open' }), t + 2));
    expect((await state(user.id))?.status).toBe('past_due');

    const period2 = period1 + 30 * 86400;
    await deliver(stripeEvent('invoice.paid', stripeObjects.invoice({ customer: user.customerId, subscription: sub, periodEnd: period2 }), t + 3));
    expect(await state(user.id)).toMatchObject({ status: 'active', currentPeriodEnd: new Date(period2 * 1000).toISOString(), startedAt: new Date(t * 1000).toISOString() });

    await deliver(stripeEvent('customer.subscription.deleted', stripeObjects.subscription({ id: sub, customer: user.customerId, status: 'canceled', startDate: t }), t + 4));
    expect(await state(user.id)).toMatchObject({ status: 'canceled', canceledAt: new Date((t + 4) * 1000).toISOString() });

    // A late final invoice does not bring a cancelled subscription back.
    await deliver(stripeEvent('invoice.paid', stripeObjects.invoice({ customer: user.customerId, subscription: sub }), t + 5));
    expect((await state(user.id))?.status).toBe('canceled');
  });

  it('checkout.session.completed in setup mode (after-service): access starts, the card is saved, nothing is paid', async () => {
    const user = await customerUser(deps);
    // A real setup intent at the emulator, so the adapter can read the card it saved.
    const setup = await deps.billing.createCheckoutSession({
      mode: 'setup',
      customerId: user.customerId,
      userId: user.id,
      metadata: { userId: user.id, tier: 'total' },
      successUrl: 'http://x/s',
      cancelUrl: 'http://x/c',
      idempotencyKey: `t-${user.id}`,
    });
    const { emulator } = await import('../../support/billing.js');
    const completed = await emulator(`/_emulator/checkout/${setup.id}/complete`, { deliver: 'false' });
    const session = completed.body.session as Record<string, unknown>;
    await deliver(stripeEvent('checkout.session.completed', session));
    const after = await state(user.id);
    expect(after).toMatchObject({ status: 'active', tier: 'total', chargeTiming: 'after-service', amountPaidCents: 0, stripePaymentIntentId: null });
    expect(after?.paymentMethodId).toMatch(/^pm_/);
  });

  it('ignores events about other things, once', async () => {
    const res = await deliver(stripeEvent('customer.updated', { id: 'cus_x', object: 'customer' }));
    expect(res).toEqual({ status: 200, body: { received: true } });
  });
});

describe('POST /api/billing/webhook: idempotent and order-tolerant', () => {
  it('delivered three times, one event changes the item once (and counts one paying user)', async () => {
    const user = await customerUser(deps);
    const event = stripeEvent('customer.subscription.created', stripeObjects.subscription({ id: `sub_dup_${user.id.slice(0, 6)}`, customer: user.customerId, status: 'active' }));
    const before = (await payingTotals()).paying_elite ?? 0;
    const first = await deliver(event);
    expect(first.body).toEqual({ received: true });
    const version = (await state(user.id))!.version;
    expect(version).toBe(1);
    for (let i = 0; i < 2; i++) expect((await deliver(event)).body).toEqual({ received: true, duplicate: true });
    expect((await state(user.id))!.version).toBe(1);
    expect((await payingTotals()).paying_elite).toBe(before + 1);
  });

  it('the same event delivered three times at once still changes it once', async () => {
    const user = await customerUser(deps);
    const event = stripeEvent('checkout.session.completed', stripeObjects.checkoutSession({ customer: user.customerId, userId: user.id, mode: 'payment', tier: 'total', paymentIntent: `pi_c_${user.id.slice(0, 6)}` }));
    const results = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body?.duplicate).length).toBe(2);
    expect((await state(user.id))!.version).toBe(1);
  });

  it('an older event arriving after a newer one does not roll the subscription back', async () => {
    const user = await customerUser(deps);
    const sub = `sub_ooo_${user.id.slice(0, 6)}`;
    const t = seconds();
    const canceled = stripeEvent('customer.subscription.deleted', stripeObjects.subscription({ id: sub, customer: user.customerId, status: 'canceled', startDate: t }), t + 10);
    const active = stripeEvent('customer.subscription.updated', stripeObjects.subscription({ id: sub, customer: user.customerId, status: 'active', startDate: t }), t + 5);
    const created = stripeEvent('customer.subscription.created', stripeObjects.subscription({ id: sub, customer: user.customerId, status: 'incomplete', startDate: t }), t);
    await deliver(canceled);
    await deliver(active);
    await deliver(created);
    expect(await state(user.id)).toMatchObject({ status: 'canceled', eventAt: t + 10 });
  });

  it('within the same second, "incomplete" after "active" does not take access away', async () => {
    const user = await customerUser(deps);
    const sub = `sub_same_${user.id.slice(0, 6)}`;
    const t = seconds();
    await deliver(stripeEvent('customer.subscription.updated', stripeObjects.subscription({ id: sub, customer: user.customerId, status: 'active', startDate: t }), t));
    await deliver(stripeEvent('customer.subscription.created', stripeObjects.subscription({ id: sub, customer: user.customerId, status: 'incomplete', startDate: t }), t));
    expect((await state(user.id))?.status).toBe('active');
  });
});
