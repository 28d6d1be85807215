import type { Logger } from '@aws-lambda-powertools/logger';
import type { WebhookEvent } from '../../ports/billing.js';
import type { Deps } from '../../ports/deps.js';
import { PLANS, planByLookupKey } from '../../domain/plans.js';
import { observe, tierFrom, type Observation } from '../../domain/subscription.js';
import { observationOf, subscriptionObservation } from './observations.js';
import { seconds, update, type BillingDeps } from './shared.js';
import { assignAtPurchase, type AssignmentDeps } from '../advisors/assignment.js';

/**
 * Stripe delivers events out of order, and a failure and its recovery can share a second, where the
 * event's own snapshot cannot say which came last. For a subscription's events we therefore apply
 * what Stripe says now (Stripe's own advice), read fresh and authoritative; the event's snapshot is
 * used only when Stripe no longer knows the subscription.
 */
async function freshObservation(deps: BillingDeps, event: WebhookEvent): Promise<Observation | undefined> {
  const observed = observationOf(event);
  const subscriptionId = observed?.type === 'subscription' || observed?.type === 'invoice' ? observed.subscriptionId : null;
  if (!subscriptionId) return observed;
  const sub = await deps.billing.retrieveSubscription(subscriptionId);
  return sub ? { ...subscriptionObservation(sub, Math.max(event.created, seconds(deps.now()))), authoritative: true } : observed;
}

/** Whose event it is: the customer we remembered first; our own ids in Stripe metadata otherwise. */
async function userOf(deps: BillingDeps, event: WebhookEvent): Promise<string | undefined> {
  const { object } = event;
  const customerId =
    object.kind === 'checkout'
      ? object.session.customerId
      : object.kind === 'subscription'
        ? object.subscription.customerId
        : object.kind === 'invoice'
          ? object.invoice.customerId
          : object.kind === 'charge'
            ? object.charge.customerId
            : null;
  const byCustomer = customerId ? await deps.customers.findUserByCustomer(customerId) : undefined;
  if (byCustomer) return byCustomer;
  if (object.kind === 'checkout') return object.session.clientReferenceId ?? object.session.metadata.userId;
  if (object.kind === 'subscription') return object.subscription.metadata.userId;
  if (object.kind === 'invoice') return object.invoice.subscriptionMetadata.userId;
  return undefined;
}

export type WebhookOutcome = 'changed' | 'unchanged' | 'duplicate' | 'ignored';

/**
 * A Stripe webhook: signature first (a bad one writes nothing), then each event id once. Errors
 * propagate (500), so Stripe delivers the event again later.
 */
export async function handleWebhook(
  deps: BillingDeps & Pick<Deps, 'accounts'> & AssignmentDeps,
  rawBody: string,
  signature: string | undefined,
  logger?: Logger,
): Promise<WebhookOutcome> {
  const event: WebhookEvent = await deps.billing.verifyWebhook(rawBody, signature);
  if (await deps.subscriptions.isEventProcessed(event.id)) return 'duplicate';
  const observation = await freshObservation(deps, event);
  const userId = observation ? await userOf(deps, event) : undefined;
  if (!observation || !userId) {
    logger?.info('webhook event not about a known subscription', { eventId: event.id, type: event.type });
    return (await deps.subscriptions.markEventProcessed(event.id)) ? 'ignored' : 'duplicate';
  }
  // A late or retried event about a deleted account must not re-create its items (the tombstone outlives Stripe's retries).
  if (await deps.accounts.isDeleted(userId)) {
    logger?.info('webhook event about a deleted account', { eventId: event.id, type: event.type, userId });
    return (await deps.subscriptions.markEventProcessed(event.id)) ? 'ignored' : 'duplicate';
  }
  await recordRevenue(deps, event, userId);
  // A plan with a dedicated advisor gets one when it is active, whatever the event, before the event is marked
  // processed: a failure leaves it unmarked, and Stripe's redelivery finishes the job.
  const { result, before, after } = await update(deps, userId, (current) => observe(current, observation, PLANS), event.id, (state) => assignAtPurchase(deps, userId, state));
  if (result === 'changed') logger?.info('subscription changed', { eventId: event.id, type: event.type, userId, from: before.status, to: after.status });
  return result;
}

/** Revenue for the admin analytics; recordPayment counts each payment id once, so a redelivery is harmless. */
async function recordRevenue(deps: BillingDeps, event: WebhookEvent, userId: string) {
  const at = new Date(event.created * 1000);
  const { object } = event;
  if (object.kind === 'checkout' && object.session.mode === 'payment' && object.session.paymentStatus === 'paid' && object.session.paymentIntentId) {
    const tier = tierFrom(object.session.metadata.tier);
    if (tier) await deps.analytics.recordPayment({ tier, amountCents: object.session.amountTotalCents, at, paymentId: object.session.paymentIntentId });
  }
  if (object.kind === 'invoice' && object.invoice.paid && object.invoice.amountPaidCents > 0) {
    const tier =
      (object.invoice.lookupKey ? planByLookupKey(object.invoice.lookupKey)?.tier : undefined) ??
      tierFrom(object.invoice.subscriptionMetadata.tier) ??
      (await deps.subscriptions.getState(userId))?.tier;
    if (tier) await deps.analytics.recordPayment({ tier, amountCents: object.invoice.amountPaidCents, at, paymentId: object.invoice.id });
  }
}
