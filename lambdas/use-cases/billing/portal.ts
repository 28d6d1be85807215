import { NoBillingCustomer } from '../../errors.js';
import type { BillingDeps } from './shared.js';

/** A Stripe customer-portal session for the caller's own customer. */
export async function portalUrl(deps: BillingDeps, userId: string): Promise<string> {
  const customerId = (await deps.customers.getCustomerId(userId)) ?? (await deps.subscriptions.getState(userId))?.stripeCustomerId;
  if (!customerId) throw new NoBillingCustomer();
  return deps.billing.createPortalSession(customerId, `${deps.config.publicUrl}/profile`);
}
