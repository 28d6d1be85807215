import type { Logger } from '@aws-lambda-powertools/logger';
import { PLANS } from '../../domain/plans.js';
import { observe, type Observation } from '../../domain/subscription.js';
import { checkoutObservation, paymentObservation, subscriptionObservation } from './observations.js';
import { seconds, update, type BillingDeps } from './shared.js';
import { assignAtPurchase, type AssignmentDeps } from '../advisors/assignment.js';

export interface Repair {
  userId: string;
  from: { tier: string | null; status: string };
  to: { tier: string | null; status: string };
  why: string;
}

/**
 * Brings one stored subscription in line with Stripe. Used by the reconciliation job for every item,
 * and by the subscription check for a checkout that has not been confirmed by webhook yet.
 */
export async function reconcileUser(deps: BillingDeps, userId: string): Promise<Repair[]> {
  const repairs: Repair[] = [];
  const apply = async (observation: Observation, why: string) => {
    const { result, before, after } = await update(deps, userId, (current) => observe(current, observation, PLANS));
    if (result === 'changed' && (before.status !== after.status || before.tier !== after.tier)) {
      repairs.push({ userId, from: { tier: before.tier, status: before.status }, to: { tier: after.tier, status: after.status }, why });
    }
  };

  let state = await deps.subscriptions.getState(userId);
  if (!state) return repairs;
  const now = seconds(deps.now());

  const pending = state.pendingCheckout;
  if (pending) {
    const session = await deps.billing.retrieveCheckoutSession(pending.sessionId);
    if (session?.status === 'complete') {
      await apply(checkoutObservation(session, now), 'checkout completed at Stripe');
      if (session.subscriptionId) {
        const sub = await deps.billing.retrieveSubscription(session.subscriptionId);
        if (sub) await apply({ ...subscriptionObservation(sub, now), authoritative: true }, 'subscription at Stripe');
      }
    }
    if (!session || session.status !== 'open') {
      await update(deps, userId, (current) => (current.pendingCheckout?.sessionId === pending.sessionId ? { ...current, pendingCheckout: null } : undefined));
    }
    state = (await deps.subscriptions.getState(userId))!;
  }

  if (state.stripeSubscriptionId) {
    const sub = await deps.billing.retrieveSubscription(state.stripeSubscriptionId);
    if (sub) await apply({ ...subscriptionObservation(sub, now), authoritative: true }, `subscription is ${sub.status} at Stripe`);
  }
  for (const paymentIntentId of [state.stripePaymentIntentId, state.serviceChargePaymentIntentId]) {
    if (!paymentIntentId) continue;
    const payment = await deps.billing.retrievePayment(paymentIntentId);
    if (payment) await apply(paymentObservation(payment, now), 'payment refunded at Stripe');
  }
  return repairs;
}

/**
 * The reconciliation job (routes/jobs.ts): its scheduler lists every subscription that can drift
 * (recently changed, checkout pending, dunning: domain/reconciliation.ts; a Query on the watch
 * listing, page by page); its worker brings one in line with Stripe here. Webhooks stay the primary
 * path; a settled subscription nobody changed has nothing a webhook could have missed. An error is
 * not caught: the job retries the item, then dead-letters it.
 */
export async function reconcileSubscription(deps: BillingDeps & AssignmentDeps, userId: string, logger?: Logger): Promise<Repair[]> {
  const repairs = await reconcileUser(deps, userId);
  // A purchase whose webhook assigned no advisor (it failed half-way, then came back a duplicate) gets one here.
  const state = await deps.subscriptions.getState(userId);
  if (state) await assignAtPurchase(deps, userId, state);
  for (const repair of repairs) logger?.info('subscription repaired', { ...repair });
  return repairs;
}
