import { NoBillingCustomer } from '../../errors.js';
import type { BillingDeps } from './shared.js';

/** A Stripe customer-portal session for the caller's own customer. */
export async function portalUrl(deps: BillingDeps, userId: string): Promise<string> {
  const customerId = (await deps.billingStore.getCustomerId(userId)) ?? (await deps.billingStore.getState(userId))?.stripeCustomerId;
  if (!customerId) throw new NoBillingCustomer();
  return deps.billing.createPortalSession(customerId, `${deps.config.publicUrl}/profile`);
}
