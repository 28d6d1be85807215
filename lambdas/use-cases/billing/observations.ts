import type { CheckoutSessionInfo, PaymentInfo, SubscriptionInfo, WebhookEvent } from '../../ports/billing.js';
import { planByLookupKey } from '../../domain/plans.js';
import { subscriptionStatusFrom, tierFrom, type Observation } from '../../domain/subscription.js';

/** What Stripe tells us (a session, a subscription, a payment, a webhook event) as an observation for `observe`. */
export function checkoutObservation(session: CheckoutSessionInfo, at: number): Observation {
  const complete = session.status === 'complete' && (session.mode === 'setup' || session.paymentStatus === 'paid');
  return {
    type: 'checkout-completed',
    at,
    sessionId: session.id,
    mode: session.mode,
    complete,
    tier: tierFrom(session.metadata.tier),
    customerId: session.customerId,
    subscriptionId: session.subscriptionId,
    paymentIntentId: session.paymentIntentId,
    paymentMethodId: session.paymentMethodId,
    amountCents: session.amountTotalCents,
    agreementId: session.metadata.agreementId ?? null,
    agreementSignedAt: session.metadata.agreementSignedAt ?? null,
  };
}

export function subscriptionObservation(sub: SubscriptionInfo, at: number): Extract<Observation, { type: 'subscription' }> {
  return {
    type: 'subscription',
    at,
    subscriptionId: sub.id,
    customerId: sub.customerId,
    tier: (sub.lookupKey ? planByLookupKey(sub.lookupKey)?.tier : undefined) ?? tierFrom(sub.metadata.tier),
    status: subscriptionStatusFrom(sub.status),
    periodEnd: sub.periodEnd,
    startedAt: sub.startDate,
    agreementId: sub.metadata.agreementId ?? null,
    agreementSignedAt: sub.metadata.agreementSignedAt ?? null,
  };
}

export function paymentObservation(payment: PaymentInfo, at: number): Observation {
  return {
    type: 'refund',
    authoritative: true,
    paymentSucceeded: payment.status === 'succeeded',
    at,
    paymentIntentId: payment.paymentIntentId,
    fullyRefunded: payment.amountCents > 0 && payment.amountRefundedCents >= payment.amountCents,
    amountRefundedCents: payment.amountRefundedCents,
  };
}

export function observationOf(event: WebhookEvent): Observation | undefined {
  const { object } = event;
  switch (object.kind) {
    case 'checkout':
      return checkoutObservation(object.session, event.created);
    case 'subscription':
      return subscriptionObservation(object.subscription, event.created);
    case 'invoice':
      return object.invoice.subscriptionId
        ? { type: 'invoice', at: event.created, subscriptionId: object.invoice.subscriptionId, paid: object.invoice.paid, periodEnd: object.invoice.periodEnd }
        : undefined;
    case 'charge':
      return object.charge.paymentIntentId
        ? {
            type: 'refund',
            at: event.created,
            paymentIntentId: object.charge.paymentIntentId,
            fullyRefunded: object.charge.refunded,
            amountRefundedCents: object.charge.amountRefundedCents,
          }
        : undefined;
    default:
      return undefined;
  }
}
