import { billingMessages } from '../../contract/billing.js';
import { emptyState, isActive, payingChange, type PendingCheckout, type SubscriptionState } from '../../domain/subscription.js';
import { Conflict, Invalid } from '../../errors.js';
import { requireSignature } from './agreement.js';
import { checkoutMode, sellablePlan } from './prices.js';
import type { BillingDeps } from './shared.js';

/** The user's Stripe customer: created once (idempotently at Stripe too) and remembered. */
export async function ensureCustomer(deps: BillingDeps, caller: { id: string; email: string; name: string | null }): Promise<string> {
  const known = await deps.customers.getCustomerId(caller.id);
  if (known) return known;
  const created = await deps.billing.createCustomer({ userId: caller.id, email: caller.email, name: caller.name }, `customer-${caller.id}`);
  return deps.customers.rememberCustomer(caller.id, created, deps.now());
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
  if (isActive(await deps.subscriptions.getState(caller.id))) throw new Conflict(billingMessages.alreadySubscribed);

  const customerId = await ensureCustomer(deps, caller);
  const mode = checkoutMode(plan, deps.config.chargingMode);
  const base = deps.config.publicUrl;
  // Two calls at once (a double click, two tabs) must not open two payment pages: the state's version
  // decides who records a session, and the other call reuses it.
  for (let attempt = 0; attempt < MAX_CHECKOUT_RACES; attempt++) {
    const current = (await deps.subscriptions.getState(caller.id)) ?? emptyState(caller.id);
    const reusable = await openSessionUrl(deps, current.pendingCheckout, { tier: plan.tier, mode, agreementId: signature.id });
    if (reusable) return reusable;
    const session = await deps.billing.createCheckoutSession({
      mode,
      customerId,
      ...(mode === 'setup' ? {} : { priceId: price.id }),
      userId: caller.id,
      metadata: { userId: caller.id, tier: plan.tier, agreementId: signature.id, agreementSignedAt: signature.signedAt },
      successUrl: `${base}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/payment-canceled`,
      // The same for calls that read the same state: Stripe answers them with one session.
      idempotencyKey: `checkout-${caller.id}-${plan.tier}-${signature.id}-v${current.version}`,
    });
    // Remembered so a late or lost webhook cannot leave a paying user without access (syncCheckout).
    const next: SubscriptionState = {
      ...current,
      stripeCustomerId: customerId,
      pendingCheckout: { sessionId: session.id, tier: plan.tier, mode, agreementId: signature.id, createdAt: deps.now().toISOString() },
    };
    const outcome = await deps.subscriptions.commit({ next, expectedVersion: current.version, paying: payingChange(current, next) });
    if (outcome === 'ok') return session.url;
    // Someone wrote first (the other checkout, or a webhook): read again, and reuse its session if it is this one's.
  }
  throw new Error(`checkout of ${caller.id} kept racing`);
}

const MAX_CHECKOUT_RACES = 4;
/** Stripe expires an open Checkout Session after 24 hours; one about to expire is not handed out. */
const REUSE_WITHIN_MS = 23 * 3_600_000;

/** The pending session's page, when it is still open and was started for the same plan, mode and signed agreement. */
async function openSessionUrl(
  deps: BillingDeps,
  pending: PendingCheckout | null,
  wanted: { tier: string; mode: string; agreementId: string },
): Promise<string | null> {
  if (!pending || pending.tier !== wanted.tier || pending.mode !== wanted.mode || pending.agreementId !== wanted.agreementId) return null;
  if (deps.now().getTime() - new Date(pending.createdAt).getTime() > REUSE_WITHIN_MS) return null;
  const session = await deps.billing.retrieveCheckoutSession(pending.sessionId);
  return session?.status === 'open' && session.url ? session.url : null;
}
