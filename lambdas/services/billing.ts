/**
 * Billing use cases: what the billing handlers, the reconciliation job and account deletion do with
 * the domain (plans, agreement, subscription state) and the ports (billing store, Stripe). Handlers
 * stay one sentence long; the rules stay in lambdas/domain.
 */
import { createHash } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { Deps } from '../adapters/deps.js';
import type { AgreementSignature } from '../adapters/billing-store.js';
import type { CheckoutSessionInfo, PaymentInfo, SubscriptionInfo, WebhookEvent } from '../adapters/billing.js';
import { billingMessages, type SubscriptionResponse } from '../contract/billing.js';
import { AGREEMENT_RETENTION_DAYS, AGREEMENT_VERSION, SIGNATURE_VALID_FOR_MS, agreementText, serviceAgreement, type ServiceAgreement } from '../domain/agreement.js';
import { cancellationDeadline } from '../domain/business-days.js';
import {
  PLANS,
  formatUsd,
  planByLookupKey,
  planByTier,
  type Plan,
  type Tier,
} from '../domain/plans.js';
import {
  emptyState,
  isActive,
  observe,
  payingChange,
  subscriptionStatusFrom,
  tierFrom,
  type CheckoutMode,
  type Observation,
  type SubscriptionState,
} from '../domain/subscription.js';
import { CardDeclined, Conflict, Invalid, NoBillingCustomer, NotFound } from '../errors.js';

type BillingDeps = Pick<Deps, 'billing' | 'billingStore' | 'adminStore' | 'config' | 'now' | 'newId'>;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** Optimistic-concurrency retries: a concurrent webhook for the same user makes us read again. */
const MAX_RACES = 8;

// ---------- Plans and prices ----------

/** The plan a product id (its price lookup key) names, if it may be sold as `planType`. */
export function sellablePlan(productId: string, planType: 'subscription' | 'one-time'): Plan {
  const plan = planByLookupKey(productId) ?? planByTier(productId);
  if (!plan) throw new Invalid(billingMessages.unknownPlan);
  if (plan.comingSoon) throw new Invalid(billingMessages.planNotAvailable);
  if (plan.kind !== planType) throw new Invalid(billingMessages.planTypeMismatch);
  // After-service billing is one charge for work done; a monthly plan cannot be sold that way (docs/compliance.md).
  if (plan.kind === 'subscription' && plan.chargeTiming === 'after-service') throw new Invalid(billingMessages.planNotAvailable);
  return plan;
}

/** get-price-for-product: the active Stripe price of the plan's lookup key, or null when Stripe has none. */
export async function priceFor(deps: BillingDeps, productId: string, planType: 'subscription' | 'one-time'): Promise<string | null> {
  const plan = sellablePlan(productId, planType);
  const price = await deps.billing.priceByLookupKey(plan.lookupKey);
  return price && price.unitAmountCents === plan.priceCents ? price.id : null;
}

/** The mode a plan is checked out in: CROA's after-service plans only save the card. */
export function checkoutMode(plan: Plan): CheckoutMode {
  if (plan.chargeTiming === 'after-service') return 'setup';
  return plan.kind === 'subscription' ? 'subscription' : 'payment';
}

// ---------- The service agreement ----------

export const agreementFor = (deps: Pick<Deps, 'config'>, tier: Tier): ServiceAgreement => serviceAgreement(planByTier(tier)!, deps.config.company);
export const agreementHash = (agreement: ServiceAgreement) => createHash('sha256').update(agreementText(agreement)).digest('hex');

export async function signAgreement(
  deps: BillingDeps,
  userId: string,
  input: { plan: Tier; version: string },
  context: { ip: string; userAgent: string },
): Promise<AgreementSignature> {
  if (input.version !== AGREEMENT_VERSION) throw new Conflict(billingMessages.agreementOutdated);
  const agreement = agreementFor(deps, input.plan);
  const signature: AgreementSignature = {
    id: deps.newId(),
    userId,
    tier: input.plan,
    version: agreement.version,
    textSha256: agreementHash(agreement),
    signedAt: deps.now().toISOString(),
    ip: context.ip.slice(0, 64),
    userAgent: context.userAgent.slice(0, 512),
  };
  await deps.billingStore.putSignature(signature);
  return signature;
}

/** Checkout needs the caller's own, recent signature of the current text for this plan. */
async function requireSignature(deps: BillingDeps, userId: string, agreementId: string, plan: Plan): Promise<AgreementSignature> {
  const signature = await deps.billingStore.getSignature(userId, agreementId);
  if (!signature || signature.tier !== plan.tier) throw new Invalid(billingMessages.agreementRequired);
  const current = agreementFor(deps, plan.tier);
  if (signature.version !== current.version || signature.textSha256 !== agreementHash(current)) throw new Conflict(billingMessages.agreementOutdated);
  if (deps.now().getTime() - new Date(signature.signedAt).getTime() > SIGNATURE_VALID_FOR_MS) throw new Invalid(billingMessages.agreementRequired);
  return signature;
}

// ---------- Customer and checkout ----------

/** The user's Stripe customer: created once (idempotently at Stripe too) and remembered. */
export async function ensureCustomer(deps: BillingDeps, caller: { id: string; email: string; name: string | null }): Promise<string> {
  const known = await deps.billingStore.getCustomerId(caller.id);
  if (known) return known;
  const created = await deps.billing.createCustomer({ userId: caller.id, email: caller.email, name: caller.name }, `customer-${caller.id}`);
  return deps.billingStore.rememberCustomer(caller.id, created, deps.now());
}

/** Writes a state change computed from the current one, retrying when a concurrent writer got there first. */
async function update(
  deps: BillingDeps,
  userId: string,
  change: (current: SubscriptionState) => SubscriptionState | undefined,
  eventId?: string,
): Promise<{ result: 'changed' | 'unchanged' | 'duplicate'; before: SubscriptionState; after: SubscriptionState }> {
  for (let attempt = 0; attempt < MAX_RACES; attempt++) {
    const current = (await deps.billingStore.getState(userId)) ?? emptyState(userId);
    const next = change(current);
    if (!next) {
      if (eventId && !(await deps.billingStore.markEventProcessed(eventId))) return { result: 'duplicate', before: current, after: current };
      return { result: 'unchanged', before: current, after: current };
    }
    const outcome = await deps.billingStore.commit({ next, expectedVersion: current.version, eventId, paying: payingChange(current, next) });
    if (outcome === 'ok') return { result: 'changed', before: current, after: { ...next, version: current.version + 1 } };
    if (outcome === 'duplicate') return { result: 'duplicate', before: current, after: current };
  }
  throw new Error(`subscription of ${userId} kept changing under us`);
}

export async function startCheckout(
  deps: BillingDeps,
  caller: { id: string; email: string; name: string | null },
  input: { priceId: string; planType: 'subscription' | 'one-time'; agreementId: string },
): Promise<string | null> {
  const price = await deps.billing.retrievePrice(input.priceId);
  if (!price?.lookupKey || !price.active) throw new Invalid(billingMessages.unknownPlan);
  const plan = sellablePlan(price.lookupKey, input.planType);
  if (price.unitAmountCents !== plan.priceCents) throw new Invalid(billingMessages.unknownPlan);
  const signature = await requireSignature(deps, caller.id, input.agreementId, plan);
  if (isActive(await deps.billingStore.getState(caller.id))) throw new Conflict(billingMessages.alreadySubscribed);

  const customerId = await ensureCustomer(deps, caller);
  const mode = checkoutMode(plan);
  const base = deps.config.publicUrl;
  const session = await deps.billing.createCheckoutSession({
    mode,
    customerId,
    ...(mode === 'setup' ? {} : { priceId: price.id }),
    userId: caller.id,
    metadata: { userId: caller.id, tier: plan.tier, agreementId: signature.id, agreementSignedAt: signature.signedAt },
    successUrl: `${base}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}/payment-canceled`,
    idempotencyKey: `checkout-${deps.newId()}`,
  });
  // Remembered so a late or lost webhook cannot leave a paying user without access (syncCheckout).
  await update(deps, caller.id, (current) => ({
    ...current,
    stripeCustomerId: customerId,
    pendingCheckout: { sessionId: session.id, tier: plan.tier, mode, agreementId: signature.id, createdAt: deps.now().toISOString() },
  }));
  return session.url;
}

// ---------- What Stripe tells us ----------

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

function paymentObservation(payment: PaymentInfo, at: number): Observation {
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

function observationOf(event: WebhookEvent): Observation | undefined {
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
  const byCustomer = customerId ? await deps.billingStore.findUserByCustomer(customerId) : undefined;
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
  deps: BillingDeps & Pick<Deps, 'store'>,
  rawBody: string,
  signature: string | undefined,
  logger?: Logger,
): Promise<WebhookOutcome> {
  const event: WebhookEvent = await deps.billing.verifyWebhook(rawBody, signature);
  if (await deps.billingStore.isEventProcessed(event.id)) return 'duplicate';
  const observation = await freshObservation(deps, event);
  const userId = observation ? await userOf(deps, event) : undefined;
  if (!observation || !userId) {
    logger?.info('webhook event not about a known subscription', { eventId: event.id, type: event.type });
    return (await deps.billingStore.markEventProcessed(event.id)) ? 'ignored' : 'duplicate';
  }
  // A late or retried event about a deleted account must not re-create its items (the tombstone outlives Stripe's retries).
  if (await deps.store.isDeleted(userId)) {
    logger?.info('webhook event about a deleted account', { eventId: event.id, type: event.type, userId });
    return (await deps.billingStore.markEventProcessed(event.id)) ? 'ignored' : 'duplicate';
  }
  await recordRevenue(deps, event, userId);
  const { result, before, after } = await update(deps, userId, (current) => observe(current, observation, PLANS), event.id);
  if (result === 'changed') logger?.info('subscription changed', { eventId: event.id, type: event.type, userId, from: before.status, to: after.status });
  return result;
}

/** Revenue for the admin analytics; recordPayment counts each payment id once, so a redelivery is harmless. */
async function recordRevenue(deps: BillingDeps, event: WebhookEvent, userId: string) {
  const at = new Date(event.created * 1000);
  const { object } = event;
  if (object.kind === 'checkout' && object.session.mode === 'payment' && object.session.paymentStatus === 'paid' && object.session.paymentIntentId) {
    const tier = tierFrom(object.session.metadata.tier);
    if (tier) await deps.adminStore.recordPayment({ tier, amountCents: object.session.amountTotalCents, at, paymentId: object.session.paymentIntentId });
  }
  if (object.kind === 'invoice' && object.invoice.paid && object.invoice.amountPaidCents > 0) {
    const tier =
      (object.invoice.lookupKey ? planByLookupKey(object.invoice.lookupKey)?.tier : undefined) ??
      tierFrom(object.invoice.subscriptionMetadata.tier) ??
      (await deps.billingStore.getState(userId))?.tier;
    if (tier) await deps.adminStore.recordPayment({ tier, amountCents: object.invoice.amountPaidCents, at, paymentId: object.invoice.id });
  }
}

// ---------- Sync and reconciliation ----------

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

  let state = await deps.billingStore.getState(userId);
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
    state = (await deps.billingStore.getState(userId))!;
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

export interface ReconcileReport {
  checked: number;
  repaired: number;
  repairs: Repair[];
  failed: { userId: string; error: string }[];
}

/** The scheduled job: every stored subscription (a Query on its listing, page by page) against Stripe. */
export async function reconcileAll(deps: BillingDeps, logger?: Logger, pageSize = 100): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, repaired: 0, repairs: [], failed: [] };
  let after: Record<string, unknown> | undefined;
  do {
    const page = await deps.billingStore.listSubscriptions(pageSize, after);
    for (const item of page.items) {
      report.checked++;
      try {
        const repairs = await reconcileUser(deps, item.userId);
        report.repairs.push(...repairs);
        for (const repair of repairs) logger?.info('subscription repaired', { ...repair });
      } catch (error) {
        // One user's trouble (e.g. Stripe briefly down) must not stop the others; the next run retries.
        report.failed.push({ userId: item.userId, error: error instanceof Error ? error.message : String(error) });
        logger?.error('subscription not reconciled', { userId: item.userId, error: error instanceof Error ? error.message : String(error) });
      }
    }
    after = page.next;
  } while (after);
  report.repaired = new Set(report.repairs.map((r) => r.userId)).size;
  return report;
}

// ---------- What the user sees and does ----------

/** The later of signing and the purchase starting: when the right to cancel is counted from. */
function cancellationStart(state: SubscriptionState): Date | undefined {
  const times = [state.agreementSignedAt, state.startedAt].filter((t): t is string => Boolean(t)).map((t) => new Date(t).getTime());
  return times.length ? new Date(Math.max(...times)) : undefined;
}

const cancellable = (state: SubscriptionState | undefined): state is SubscriptionState =>
  Boolean(state && (state.status === 'active' || state.status === 'past_due' || state.status === 'trialing'));

const longDate = (date: Date) =>
  `${date.toLocaleString('en-US', { timeZone: 'Pacific/Honolulu', year: 'numeric', month: 'long', day: 'numeric' })} at midnight (Hawaii time)`;

export async function subscriptionView(deps: BillingDeps, userId: string, logger?: Logger): Promise<SubscriptionResponse> {
  let state = await deps.billingStore.getState(userId);
  if (state?.pendingCheckout && !isActive(state) && deps.now().getTime() - new Date(state.pendingCheckout.createdAt).getTime() < 24 * 3_600_000) {
    // Paid, but the webhook has not arrived yet: ask Stripe rather than show the paywall.
    try {
      await reconcileUser(deps, userId);
      state = await deps.billingStore.getState(userId);
    } catch (error) {
      logger?.warn('checkout sync failed; answering from the stored state', { error: error instanceof Error ? error.message : String(error) });
    }
  }
  const start = state ? cancellationStart(state) : undefined;
  const deadline = cancellable(state) && start ? cancellationDeadline(start) : undefined;
  return {
    tier: state?.tier ?? null,
    status: state?.status ?? 'inactive',
    startedAt: state?.startedAt ?? null,
    started_at: state?.startedAt ?? null,
    hasActiveSubscription: isActive(state),
    kind: state?.kind ?? null,
    chargeTiming: state?.chargeTiming ?? null,
    currentPeriodEnd: state?.currentPeriodEnd ?? null,
    hasBillingAccount: Boolean(state?.stripeCustomerId ?? (await deps.billingStore.getCustomerId(userId))),
    cancellation: deadline ? { refundable: deps.now().getTime() < deadline.getTime(), deadline: deadline.toISOString() } : null,
    workPerformedAt: state?.workPerformedAt ?? null,
  };
}

/** Kept here for existing callers; the rule lives in use-cases/billing/entitlements.ts. */
export { checkFeature } from '../use-cases/billing/entitlements.js';

export async function portalUrl(deps: BillingDeps, userId: string): Promise<string> {
  const customerId = (await deps.billingStore.getCustomerId(userId)) ?? (await deps.billingStore.getState(userId))?.stripeCustomerId;
  if (!customerId) throw new NoBillingCustomer();
  return deps.billing.createPortalSession(customerId, `${deps.config.publicUrl}/profile`);
}

/**
 * CROA's right to cancel, in one click: within 3 business days of signing, the plan ends and every
 * payment made for it is refunded in full. After that, a clear answer why it is not automatic.
 */
export async function cancelWithRefund(deps: BillingDeps, userId: string): Promise<{ status: string; refundedCents: number; message: string }> {
  const state = await deps.billingStore.getState(userId);
  if (!cancellable(state)) throw new Invalid(billingMessages.nothingToCancel);
  const start = cancellationStart(state);
  const deadline = start ? cancellationDeadline(start) : undefined;
  if (!deadline || deps.now().getTime() >= deadline.getTime()) {
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
  await update(deps, userId, (current) =>
    cancellable(current)
      ? {
          ...current,
          status: refundedCents > 0 ? 'refunded' : 'canceled',
          canceledAt: at.toISOString(),
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

/** After-service plans: the admin marks the work performed and the saved card is charged, once. */
export async function chargeForPerformedWork(deps: BillingDeps, userId: string): Promise<{ chargedCents: number; paymentIntentId: string }> {
  const state = await deps.billingStore.getState(userId);
  if (!state) throw new NotFound(billingMessages.workNotAfterService);
  if (state.serviceChargePaymentIntentId) throw new Conflict(billingMessages.workAlreadyCharged);
  const plan = state.tier ? planByTier(state.tier) : undefined;
  if (!plan || state.chargeTiming !== 'after-service' || !state.paymentMethodId || !state.stripeCustomerId || !isActive(state)) {
    throw new Invalid(billingMessages.workNotAfterService);
  }
  const payment: PaymentInfo = await deps.billing.chargeSavedCard({
    customerId: state.stripeCustomerId,
    paymentMethodId: state.paymentMethodId,
    amountCents: plan.priceCents,
    description: `${plan.name}: services performed`,
    metadata: { userId, tier: plan.tier, purpose: 'service-charge' },
    // One charge per purchase, even if two admins click at once.
    idempotencyKey: `service-charge-${userId}-${state.agreementId ?? state.startedAt}`,
  });
  if (payment.status !== 'succeeded') throw new CardDeclined(payment.status);
  const at = deps.now();
  await update(deps, userId, (current) =>
    current.serviceChargePaymentIntentId
      ? undefined
      : { ...current, serviceChargePaymentIntentId: payment.paymentIntentId, workPerformedAt: at.toISOString(), paidAt: at.toISOString(), amountPaidCents: payment.amountCents },
  );
  await deps.adminStore.recordPayment({ tier: plan.tier, amountCents: payment.amountCents, at, paymentId: payment.paymentIntentId });
  return { chargedCents: payment.amountCents, paymentIntentId: payment.paymentIntentId };
}

/**
 * Account deletion: signed agreements are kept for the retention period (outside the account), the
 * paying counters let go, and the Stripe customer is deleted, which ends its subscriptions at once.
 */
export async function closeBillingAccount(deps: BillingDeps, userId: string): Promise<{ retainedAgreements: number }> {
  const retainedAgreements = await deps.billingStore.retainSignatures(userId, AGREEMENT_RETENTION_DAYS, deps.now());
  const state = await deps.billingStore.getState(userId);
  const customerId = (await deps.billingStore.getCustomerId(userId)) ?? state?.stripeCustomerId;
  if (customerId) await deps.billing.deleteCustomer(customerId);
  if (state && (isActive(state) || state.status === 'past_due')) {
    await update(deps, userId, (current) => ({ ...current, status: 'canceled', canceledAt: deps.now().toISOString(), eventAt: Math.max(current.eventAt, seconds(deps.now())) }));
  }
  return { retainedAgreements };
}
