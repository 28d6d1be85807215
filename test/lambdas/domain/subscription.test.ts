import { describe, expect, it } from 'vitest';
import { PLANS } from '../../../lambdas/domain/plans.js';
import { awaitingServiceCharge, emptyState, isActive, observe, payingChange, type Observation, type SubscriptionState } from '../../../lambdas/domain/subscription.js';

const base = emptyState('u1');
const sub = (status: string, at: number, id = 'sub_1'): Observation => ({
  type: 'subscription', at, subscriptionId: id, customerId: 'cus_1', tier: 'elite', status: status as never, periodEnd: at + 100, startedAt: 1000,
});
const run = (state: SubscriptionState, ...obs: Observation[]) => obs.reduce((s, o) => observe(s, o, PLANS) ?? s, state);

describe('subscription state', () => {
  it('is active only when the status is active', () => {
    for (const status of ['trialing', 'past_due', 'canceled', 'refunded', 'incomplete', 'inactive'] as const) expect(isActive({ status })).toBe(false);
    expect(isActive({ status: 'active' })).toBe(true);
  });

  it('ignores an observation older than the state, and a same-second one further back in the lifecycle', () => {
    const canceled = run(base, sub('canceled', 2000));
    expect(observe(canceled, sub('active', 1999), PLANS)).toBeUndefined();
    const active = run(base, sub('active', 2000));
    expect(observe(active, sub('incomplete', 2000), PLANS)).toBeUndefined();
    expect(observe(active, sub('past_due', 2000), PLANS)?.status).toBe('past_due');
  });

  it('lets a fresh read from Stripe win within its second (reconciliation)', () => {
    const canceled = run(base, sub('canceled', 2000));
    expect(observe(canceled, { ...sub('active', 2000), authoritative: true } as Observation, PLANS)?.status).toBe('active');
  });

  it('never makes a subscription we cancelled and refunded live again: such a read predates the cancellation', () => {
    const refunded: SubscriptionState = { ...run(base, sub('active', 2000)), status: 'refunded', canceledAt: '2026-01-01T00:00:00.000Z', refundedAt: '2026-01-01T00:00:00.000Z', refundedCents: 9900, eventAt: 2001 };
    for (const at of [2001, 2002]) expect(observe(refunded, { ...sub('active', at), authoritative: true } as Observation, PLANS)).toBeUndefined();
    expect(observe(refunded, sub('past_due', 2002), PLANS)).toBeUndefined();
    // A new subscription (a new purchase) still gives access.
    expect(observe(refunded, sub('active', 2002, 'sub_new'), PLANS)?.status).toBe('active');
  });

  it('gives a one-time purchase whose payment stands access again, unless the client cancelled it', () => {
    const paid: SubscriptionState = { ...base, tier: 'total', status: 'active', kind: 'one-time', chargeTiming: 'upfront', stripePaymentIntentId: 'pi_1', eventAt: 2000 };
    const standing: Observation = { type: 'refund', at: 2001, paymentIntentId: 'pi_1', fullyRefunded: false, amountRefundedCents: 0, authoritative: true, paymentSucceeded: true };
    // Drifted (a lost or wrong write): the payment at Stripe wins.
    expect(observe({ ...paid, status: 'canceled' }, standing, PLANS)?.status).toBe('active');
    // Cancelled and refunded by the client: a read showing the payment unrefunded was taken before the refund.
    const refunded: SubscriptionState = { ...paid, status: 'refunded', canceledAt: '2026-01-01T00:00:00.000Z', refundedAt: '2026-01-01T00:00:00.000Z', refundedCents: 64900, eventAt: 2001 };
    expect(observe(refunded, standing, PLANS)).toBeUndefined();
  });

  it('ignores news of an old subscription once a new one gives access', () => {
    const onNew = run(base, sub('active', 2000, 'sub_new'));
    expect(observe(onNew, sub('canceled', 2100, 'sub_old'), PLANS)).toBeUndefined();
  });

  it('is unchanged (no write) when an observation repeats what it knows', () => {
    const active = run(base, sub('active', 2000));
    expect(observe(active, sub('active', 2000), PLANS)).toBeUndefined();
  });

  it('counts paying users by the tier that stops and the one that starts', () => {
    const active = run(base, sub('active', 2000));
    expect(payingChange(base, active)).toEqual({ from: null, to: 'elite' });
    expect(payingChange(active, run(active, sub('canceled', 2001)))).toEqual({ from: 'elite', to: null });
  });
});

describe('awaitingServiceCharge (the admin\'s "Work performed")', () => {
  const afterService = { ...emptyState('u1'), tier: 'total', status: 'active', chargeTiming: 'after-service', paymentMethodId: 'pm_1', startedAt: '2026-01-15T10:00:00.000Z' } as SubscriptionState;
  it('is true for an active after-service purchase with a saved card that may still owe for work', () => {
    expect(awaitingServiceCharge(afterService)).toBe(true);
    expect(awaitingServiceCharge({ ...afterService, serviceChargedUnits: 3, serviceChargedCents: 30000 })).toBe(true);
  });
  it('is false once a per-item plan has been charged its price, for upfront plans, without a card, or with no subscription', () => {
    expect(awaitingServiceCharge({ ...afterService, serviceChargedUnits: 7, serviceChargedCents: 64900 })).toBe(false);
    expect(awaitingServiceCharge({ ...afterService, chargeTiming: 'upfront' })).toBe(false);
    expect(awaitingServiceCharge({ ...afterService, paymentMethodId: null })).toBe(false);
    expect(awaitingServiceCharge({ ...afterService, status: 'canceled', canceledAt: '2026-03-20T00:00:00.000Z' } as SubscriptionState)).toBe(false);
    expect(awaitingServiceCharge(undefined)).toBe(false);
  });
  it('after a monthly plan ended: true while full months rendered before the end are uncharged', () => {
    const ended = { ...afterService, tier: 'elite', status: 'canceled', canceledAt: '2026-03-20T00:00:00.000Z' } as SubscriptionState;
    expect(awaitingServiceCharge(ended)).toBe(true);
    expect(awaitingServiceCharge({ ...ended, serviceChargedUnits: 2, serviceChargedCents: 19800 })).toBe(false);
    expect(awaitingServiceCharge({ ...ended, canceledAt: '2026-02-14T00:00:00.000Z' })).toBe(false);
  });
});
