import { billingMessages } from '../../contract/billing.js';
import { isActive } from '../../domain/subscription.js';
import { Conflict, Invalid } from '../../errors.js';
import { requireSignature } from './agreement.js';
import { checkoutMode, sellablePlan } from './prices.js';
import { update, type BillingDeps } from './shared.js';

/** The user's Stripe customer: created once (idempotently at Stripe too) and remembered. */
export async function ensureCustomer(deps: BillingDeps, caller: { id: string; email: string; name: string | null }): Promise<string> {
  const known = await deps.billingStore.getCustomerId(caller.id);
  if (known) return known;
  const created = await deps.billing.createCustomer({ userId: caller.id, email: caller.email, name: caller.name }, `customer-${caller.id}`);
  return deps.billingStore.rememberCustomer(caller.id, created, deps.now());
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
