import { AGREEMENT_RETENTION_DAYS } from '../../domain/agreement.js';
import { isActive } from '../../domain/subscription.js';
import { seconds, update, type BillingDeps } from './shared.js';

/**
 * Account deletion: signed agreements are kept for the retention period (outside the account), the
 * paying counters let go, and the Stripe customer is deleted, which ends its subscriptions at once.
 */
export async function closeBillingAccount(deps: BillingDeps, userId: string): Promise<{ retainedAgreements: number }> {
  const retainedAgreements = await deps.agreements.retainSignatures(userId, AGREEMENT_RETENTION_DAYS, deps.now());
  const state = await deps.subscriptions.getState(userId);
  const customerId = (await deps.customers.getCustomerId(userId)) ?? state?.stripeCustomerId;
  if (customerId) await deps.billing.deleteCustomer(customerId);
  if (state && (isActive(state) || state.status === 'past_due')) {
    await update(deps, userId, (current) => ({ ...current, status: 'canceled', canceledAt: deps.now().toISOString(), eventAt: Math.max(current.eventAt, seconds(deps.now())) }));
  }
  return { retainedAgreements };
}
