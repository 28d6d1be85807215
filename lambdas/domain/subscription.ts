/**
 * A user's subscription, and how what we learn from the payment provider moves it. Pure: the webhook
 * handler, the checkout sync and the reconciliation job all turn Stripe's news into an `Observation`
 * and let `observe` decide the next state, so they cannot disagree.
 *
 * Ordering: Stripe does not deliver events in order. Each state remembers the time (`eventAt`, epoch
 * seconds) of the newest Stripe state it reflects; an older observation is ignored. Within the same
 * second the one further along the lifecycle wins (`rank`), so a "created: incomplete" that arrives
 * after "updated: active" of the same second does not take access away.
 */
import { isTier, planByTier, type ChargeTiming, type Plan, type Tier } from './plans.js';
import { mayChargeMore, monthsRendered } from './service-charges.js';

export type SubscriptionStatus =
  | 'inactive'
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'unpaid'
  | 'paused'
  | 'canceled'
  | 'refunded';

export interface PendingCheckout {
  sessionId: string;
  tier: Tier;
  mode: CheckoutMode;
  agreementId: string;
  /** ISO time the session was created; Stripe expires open sessions after 24 hours. */
  createdAt: string;
}

export type CheckoutMode = 'payment' | 'subscription' | 'setup';

export interface SubscriptionState {
  userId: string;
  tier: Tier | null;
  status: SubscriptionStatus;
  /** ISO; when the current purchase started giving access. */
  startedAt: string | null;
  currentPeriodEnd: string | null;
  kind: Plan['kind'] | null;
  chargeTiming: ChargeTiming | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /** The purchase's payment (one-time upfront plans). */
  stripePaymentIntentId: string | null;
  /** After-service plans: the saved card, charged for work completed when the admin marks it performed. */
  paymentMethodId: string | null;
  /** After-service plans: the latest charge for completed work, and when it was made. */
  serviceChargePaymentIntentId: string | null;
  workPerformedAt: string | null;
  /** After-service plans: units of work charged so far (months rendered or items deleted) and their total; absent on older items (0). */
  serviceChargedUnits?: number;
  serviceChargedCents?: number;
  /** The signed agreement this purchase was made under; the right to cancel runs from its signing. */
  agreementId: string | null;
  agreementSignedAt: string | null;
  paidAt: string | null;
  amountPaidCents: number;
  canceledAt: string | null;
  refundedAt: string | null;
  refundedCents: number;
  pendingCheckout: PendingCheckout | null;
  /** Epoch seconds of the newest provider state applied. */
  eventAt: number;
  /** Optimistic-concurrency counter: every write names the version it read. */
  version: number;
}

export type Observation =
  | {
      type: 'checkout-completed';
      at: number;
      sessionId: string;
      mode: CheckoutMode;
      /** Payment collected (payment and subscription modes) or card saved (setup mode). */
      complete: boolean;
      tier: Tier | null;
      customerId: string | null;
      subscriptionId: string | null;
      paymentIntentId: string | null;
      paymentMethodId: string | null;
      amountCents: number;
      agreementId: string | null;
      agreementSignedAt: string | null;
    }
  | {
      type: 'subscription';
      at: number;
      subscriptionId: string;
      customerId: string | null;
      tier: Tier | null;
      status: SubscriptionStatus;
      periodEnd: number | null;
      startedAt: number;
      agreementId?: string | null;
      agreementSignedAt?: string | null;
      /** Read from Stripe just now (reconciliation), not an event: it wins over anything up to its second. */
      authoritative?: boolean;
    }
  | { type: 'invoice'; at: number; subscriptionId: string; paid: boolean; periodEnd: number | null }
  | {
      type: 'refund';
      at: number;
      paymentIntentId: string;
      fullyRefunded: boolean;
      amountRefundedCents: number;
      /** Read from Stripe just now (reconciliation): the payment stands (succeeded, not fully refunded). */
      authoritative?: boolean;
      paymentSucceeded?: boolean;
    };

/** Only `active` gives access (dashboard spec, section 3). */
export const isActive = (state: Pick<SubscriptionState, 'status'> | undefined | null): boolean => state?.status === 'active';

/** What an after-service purchase has been charged for so far. */
export const chargedSoFar = (state: Pick<SubscriptionState, 'serviceChargedUnits' | 'serviceChargedCents'>) => ({
  units: state.serviceChargedUnits ?? 0,
  cents: state.serviceChargedCents ?? 0,
});

/**
 * An after-service purchase that may still owe for work completed: what the admin's "Work performed" acts on.
 * Running: until a per-item plan has been charged its price. Ended: a monthly plan's full months rendered
 * before it ended and not yet charged.
 */
export const awaitingServiceCharge = (
  state:
    | Pick<SubscriptionState, 'status' | 'tier' | 'chargeTiming' | 'paymentMethodId' | 'startedAt' | 'canceledAt' | 'serviceChargedUnits' | 'serviceChargedCents'>
    | undefined
    | null,
): boolean => {
  const plan = state?.tier ? planByTier(state.tier) : undefined;
  if (!state || !plan || state.chargeTiming !== 'after-service' || !state.paymentMethodId) return false;
  const charged = chargedSoFar(state);
  if (isActive(state)) return mayChargeMore(plan, charged);
  return state.status === 'canceled' && plan.afterService.basis === 'month' && Boolean(state.startedAt && state.canceledAt) &&
    monthsRendered(new Date(state.startedAt!), new Date(state.canceledAt!)) > charged.units;
};

const TERMINAL: readonly SubscriptionStatus[] = ['canceled', 'refunded', 'incomplete_expired'];
const LIVE: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/** How far along the lifecycle a status is: the tie-breaker for observations of the same second. */
export function rank(status: SubscriptionStatus): number {
  if (TERMINAL.includes(status)) return 3;
  if (status === 'past_due' || status === 'unpaid' || status === 'paused') return 2;
  if (status === 'active' || status === 'trialing') return 1;
  return 0;
}

/** Stripe's subscription statuses, mapped onto ours (unknown ones count as inactive). */
export function subscriptionStatusFrom(stripeStatus: string): SubscriptionStatus {
  const known: SubscriptionStatus[] = ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'unpaid', 'paused', 'canceled'];
  return (known as string[]).includes(stripeStatus) ? (stripeStatus as SubscriptionStatus) : 'inactive';
}

export const tierFrom = (value: unknown): Tier | null => (isTier(value) ? value : null);

export function emptyState(userId: string): SubscriptionState {
  return {
    userId,
    tier: null,
    status: 'inactive',
    startedAt: null,
    currentPeriodEnd: null,
    kind: null,
    chargeTiming: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    stripePaymentIntentId: null,
    paymentMethodId: null,
    serviceChargePaymentIntentId: null,
    workPerformedAt: null,
    serviceChargedUnits: 0,
    serviceChargedCents: 0,
    agreementId: null,
    agreementSignedAt: null,
    paidAt: null,
    amountPaidCents: 0,
    canceledAt: null,
    refundedAt: null,
    refundedCents: 0,
    pendingCheckout: null,
    eventAt: 0,
    version: 0,
  };
}

const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/** True when an observation at `at` that would set `status` is older than what the state already reflects. */
export function isStale(state: SubscriptionState, at: number, status: SubscriptionStatus, authoritative = false): boolean {
  if (at < state.eventAt) return true;
  return !authoritative && at === state.eventAt && rank(status) < rank(state.status);
}

/**
 * The state after an observation, or undefined when it changes nothing (stale, a duplicate, or about
 * another purchase). Never mutates its input.
 */
export function observe(current: SubscriptionState, obs: Observation, plans: readonly Plan[]): SubscriptionState | undefined {
  const next = nextState(current, obs, plans);
  if (!next) return undefined;
  return sameState(current, next) ? undefined : next;
}

function nextState(current: SubscriptionState, obs: Observation, plans: readonly Plan[]): SubscriptionState | undefined {
  switch (obs.type) {
    case 'checkout-completed': {
      if (!obs.complete || !obs.tier) return undefined;
      const plan = plans.find((p) => p.tier === obs.tier);
      if (!plan) return undefined;
      if (isStale(current, obs.at, 'active')) return undefined;
      // The same purchase seen again (e.g. by the sync after the webhook): nothing new.
      const samePurchase =
        (obs.subscriptionId !== null && obs.subscriptionId === current.stripeSubscriptionId) ||
        (obs.paymentIntentId !== null && obs.paymentIntentId === current.stripePaymentIntentId) ||
        (obs.mode === 'setup' && obs.paymentMethodId !== null && obs.paymentMethodId === current.paymentMethodId);
      if (samePurchase && (TERMINAL.includes(current.status) || isActive(current))) {
        return current.pendingCheckout?.sessionId === obs.sessionId ? { ...current, pendingCheckout: null } : undefined;
      }
      const base: SubscriptionState = {
        ...current,
        tier: plan.tier,
        status: 'active',
        startedAt: isActive(current) && samePurchase ? current.startedAt : isoOf(obs.at),
        kind: plan.kind,
        chargeTiming: obs.mode === 'setup' ? 'after-service' : 'upfront',
        stripeCustomerId: obs.customerId ?? current.stripeCustomerId,
        agreementId: obs.agreementId ?? current.agreementId,
        agreementSignedAt: obs.agreementSignedAt ?? current.agreementSignedAt,
        canceledAt: null,
        refundedAt: null,
        refundedCents: 0,
        pendingCheckout: current.pendingCheckout?.sessionId === obs.sessionId ? null : current.pendingCheckout,
        eventAt: obs.at,
      };
      if (obs.mode === 'subscription') {
        return {
          ...base,
          stripeSubscriptionId: obs.subscriptionId,
          stripePaymentIntentId: null,
          paymentMethodId: null,
          paidAt: isoOf(obs.at),
          amountPaidCents: obs.amountCents,
          currentPeriodEnd: samePurchase ? current.currentPeriodEnd : null,
        };
      }
      if (obs.mode === 'payment') {
        return {
          ...base,
          stripeSubscriptionId: null,
          stripePaymentIntentId: obs.paymentIntentId,
          paymentMethodId: null,
          paidAt: isoOf(obs.at),
          amountPaidCents: obs.amountCents,
          currentPeriodEnd: null,
        };
      }
      // Setup mode (after-service): the card is saved and access starts; nothing is paid yet.
      return {
        ...base,
        stripeSubscriptionId: null,
        stripePaymentIntentId: null,
        paymentMethodId: obs.paymentMethodId,
        serviceChargePaymentIntentId: null,
        workPerformedAt: null,
        serviceChargedUnits: 0,
        serviceChargedCents: 0,
        paidAt: null,
        amountPaidCents: 0,
        currentPeriodEnd: null,
      };
    }

    case 'subscription': {
      const other = current.stripeSubscriptionId !== null && current.stripeSubscriptionId !== obs.subscriptionId;
      const holdsOneTime = current.stripeSubscriptionId === null && current.kind === 'one-time' && !TERMINAL.includes(current.status);
      // News about a subscription we are not tracking only matters when it gives access (a new subscription).
      if ((other || holdsOneTime) && !LIVE.includes(obs.status)) return undefined;
      // We cancelled this subscription at Stripe before recording its refund (cancel.ts), and Stripe never makes a
      // cancelled subscription live again: any status for it but an ended one is a read taken before our cancellation,
      // however fresh its time (a webhook's or the reconciliation's read that lost the race to our write).
      if (current.status === 'refunded' && current.stripeSubscriptionId === obs.subscriptionId && !TERMINAL.includes(obs.status)) return undefined;
      if (isStale(current, obs.at, obs.status, obs.authoritative)) return undefined;
      // Already over (e.g. refunded by the 3-day cancellation): Stripe's "canceled" adds nothing.
      if (!other && TERMINAL.includes(current.status) && TERMINAL.includes(obs.status)) {
        return current.canceledAt ? undefined : { ...current, canceledAt: isoOf(obs.at), eventAt: obs.at };
      }
      const becomesActive = obs.status === 'active' && (other || !isActive(current) || current.startedAt === null);
      return {
        ...current,
        tier: obs.tier ?? current.tier,
        status: obs.status,
        kind: 'subscription',
        chargeTiming: 'upfront',
        stripeCustomerId: obs.customerId ?? current.stripeCustomerId,
        stripeSubscriptionId: obs.subscriptionId,
        stripePaymentIntentId: other || holdsOneTime ? null : current.stripePaymentIntentId,
        startedAt: becomesActive ? isoOf(obs.startedAt) : current.startedAt,
        currentPeriodEnd: obs.periodEnd !== null ? isoOf(obs.periodEnd) : current.currentPeriodEnd,
        canceledAt: obs.status === 'canceled' ? (current.canceledAt ?? isoOf(obs.at)) : other ? null : current.canceledAt,
        agreementId: obs.agreementId ?? current.agreementId,
        agreementSignedAt: obs.agreementSignedAt ?? current.agreementSignedAt,
        eventAt: obs.at,
      };
    }

    case 'invoice': {
      if (obs.subscriptionId !== current.stripeSubscriptionId) return undefined;
      // A paid final invoice does not bring a cancelled subscription back.
      if (TERMINAL.includes(current.status)) return undefined;
      const status: SubscriptionStatus = obs.paid ? 'active' : 'past_due';
      if (isStale(current, obs.at, status)) return undefined;
      return {
        ...current,
        status,
        currentPeriodEnd: obs.paid && obs.periodEnd !== null ? isoOf(obs.periodEnd) : current.currentPeriodEnd,
        eventAt: obs.at,
      };
    }

    case 'refund': {
      const ours = obs.paymentIntentId === current.stripePaymentIntentId || obs.paymentIntentId === current.serviceChargePaymentIntentId;
      if (!ours) return undefined;
      if (!obs.fullyRefunded) {
        // A one-time purchase whose payment stands gives access, whatever a lost or wrong write said; but not once the
        // client cancelled it (cancel.ts refunds before it writes, so a read showing no refund was taken before it).
        const stands =
          obs.authoritative && obs.paymentSucceeded && obs.paymentIntentId === current.stripePaymentIntentId && current.kind === 'one-time' && current.canceledAt === null;
        if (stands && current.status !== 'active' && !isStale(current, obs.at, 'active', true)) {
          return { ...current, status: 'active', canceledAt: null, refundedAt: null, refundedCents: obs.amountRefundedCents, eventAt: obs.at };
        }
        return obs.amountRefundedCents > current.refundedCents ? { ...current, refundedCents: obs.amountRefundedCents } : undefined;
      }
      if (isStale(current, obs.at, 'refunded', obs.authoritative)) return undefined;
      return {
        ...current,
        status: 'refunded',
        refundedAt: current.refundedAt ?? isoOf(obs.at),
        refundedCents: Math.max(current.refundedCents, obs.amountRefundedCents),
        eventAt: obs.at,
      };
    }
  }
}

function sameState(a: SubscriptionState, b: SubscriptionState): boolean {
  const keys = Object.keys(b) as (keyof SubscriptionState)[];
  // eventAt alone moving forward is not a change worth a write.
  return keys.every((k) => k === 'eventAt' || JSON.stringify(a[k]) === JSON.stringify(b[k]));
}

/** What the paying-users counters should do when a state changes: the tier that stopped and the one that started. */
export function payingChange(before: SubscriptionState, after: SubscriptionState): { from: Tier | null; to: Tier | null } {
  return { from: isActive(before) ? before.tier : null, to: isActive(after) ? after.tier : null };
}
