import { billingMessages } from '../../contract/billing.js';
import { planByLookupKey, planByTier, type ChargingMode, type Plan } from '../../domain/plans.js';
import type { CheckoutMode } from '../../domain/subscription.js';
import { Invalid } from '../../errors.js';
import type { BillingDeps } from './shared.js';

/** The plan a product id (its price lookup key) names, if it may be sold as `planType`. */
export function sellablePlan(productId: string, planType: 'subscription' | 'one-time'): Plan {
  const plan = planByLookupKey(productId) ?? planByTier(productId);
  if (!plan) throw new Invalid(billingMessages.unknownPlan);
  if (plan.comingSoon) throw new Invalid(billingMessages.planNotAvailable);
  if (plan.kind !== planType) throw new Invalid(billingMessages.planTypeMismatch);
  return plan;
}

/** get-price-for-product: the active Stripe price of the plan's lookup key, or null when Stripe has none. */
export async function priceFor(deps: BillingDeps, productId: string, planType: 'subscription' | 'one-time'): Promise<string | null> {
  const plan = sellablePlan(productId, planType);
  const price = await deps.billing.priceByLookupKey(plan.lookupKey);
  return price && price.unitAmountCents === plan.priceCents ? price.id : null;
}

/** The mode a plan is checked out in: in an after-service deployment (CROA §1679b(b)) checkout only saves the card. */
export function checkoutMode(plan: Plan, chargingMode: ChargingMode): CheckoutMode {
  if (chargingMode === 'after-service') return 'setup';
  return plan.kind === 'subscription' ? 'subscription' : 'payment';
}
