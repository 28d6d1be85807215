import { billingMessages } from '../../contract/billing.js';
import { cancellationDeadline } from '../../domain/business-days.js';
import { formatUsd } from '../../domain/plans.js';
import type { SubscriptionState } from '../../domain/subscription.js';
import { Conflict, Invalid } from '../../errors.js';
import { cancellable, cancellationStart, seconds, update, type BillingDeps } from './shared.js';

const longDate = (date: Date) =>
  `${date.toLocaleString('en-US', { timeZone: 'Pacific/Honolulu', year: 'numeric', month: 'long', day: 'numeric' })} at midnight (Hawaii time)`;

/**
 * CROA's right to cancel, in one click: within 3 business days of signing, the plan ends and every
 * payment made for it is refunded in full. After that, a clear answer why it is not automatic; an
 * after-service plan, which has charged nothing in advance, simply ends (work completed stays payable).
 */
export async function cancelWithRefund(deps: BillingDeps, userId: string): Promise<{ status: string; refundedCents: number; message: string }> {
  const state = await deps.subscriptions.getState(userId);
  if (!cancellable(state)) throw new Invalid(billingMessages.nothingToCancel);
  const start = cancellationStart(state);
  const deadline = start ? cancellationDeadline(start) : undefined;
  if (!deadline || deps.now().getTime() >= deadline.getTime()) {
    if (state.chargeTiming === 'after-service') return endAfterServicePlan(deps, userId);
    throw new Conflict(billingMessages.cancelWindowClosed(deadline ? `on ${longDate(new Date(deadline.getTime() - 1))}` : 'before this purchase'));
  }
  if (state.stripeSubscriptionId) await deps.billing.cancelSubscription(state.stripeSubscriptionId);

  let refundedCents = 0;
  const customerId = state.stripeCustomerId;
  if (customerId && start) {
    // Every payment of this purchase: those made since the agreement was signed (a minute's slack for clocks).
    const since = seconds(new Date(state.agreementSignedAt ?? state.startedAt ?? start)) - 60;
    const payments = (await deps.billing.listPayments(customerId)).filter((p) => p.status === 'succeeded' && p.created >= since);
    for (const payment of payments) {
      if (payment.amountRefundedCents < payment.amountCents) await deps.billing.refundPayment(payment.paymentIntentId, `croa-refund-${payment.paymentIntentId}`);
      refundedCents += payment.amountCents;
    }
  }
  const at = deps.now();
  // Stripe's own webhooks ("subscription deleted", "charge refunded") may land before this write and end the plan:
  // the refund we just made, and the client's cancellation, still have to show on the same purchase.
  const samePurchase = (current: SubscriptionState) =>
    (state.stripeSubscriptionId !== null && current.stripeSubscriptionId === state.stripeSubscriptionId) ||
    (state.stripePaymentIntentId !== null && current.stripePaymentIntentId === state.stripePaymentIntentId);
  const ours = (current: SubscriptionState) => {
    const endedByStripeFirst = refundedCents > 0 && (current.status === 'canceled' || (current.status === 'refunded' && current.canceledAt === null)) && samePurchase(current);
    return endedByStripeFirst || cancellable(current);
  };
  await update(deps, userId, (current) =>
    ours(current)
      ? {
          ...current,
          status: refundedCents > 0 ? 'refunded' : 'canceled',
          canceledAt: current.canceledAt ?? at.toISOString(),
          refundedAt: refundedCents > 0 ? at.toISOString() : current.refundedAt,
          refundedCents: Math.max(current.refundedCents, refundedCents),
          pendingCheckout: null,
          eventAt: Math.max(current.eventAt, seconds(at)),
        }
      : undefined,
  );
  return {
    status: refundedCents > 0 ? 'refunded' : 'canceled',
    refundedCents,
    message: refundedCents > 0 ? billingMessages.canceledRefunded(formatUsd(refundedCents)) : billingMessages.canceledNothingCharged,
  };
}

/** After the window, an after-service plan ends at once: nothing was paid in advance, so nothing is refunded. */
async function endAfterServicePlan(deps: BillingDeps, userId: string): Promise<{ status: string; refundedCents: number; message: string }> {
  const at = deps.now();
  await update(deps, userId, (current) =>
    cancellable(current) ? { ...current, status: 'canceled', canceledAt: current.canceledAt ?? at.toISOString(), pendingCheckout: null, eventAt: Math.max(current.eventAt, seconds(at)) } : undefined,
  );
  return { status: 'canceled', refundedCents: 0, message: billingMessages.canceledAfterService };
}
