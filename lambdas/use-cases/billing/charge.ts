import type { PaymentInfo } from '../../ports/billing.js';
import { billingMessages } from '../../contract/billing.js';
import { planByTier } from '../../domain/plans.js';
import { awaitingServiceCharge } from '../../domain/subscription.js';
import { CardDeclined, Conflict, Invalid, NotFound } from '../../errors.js';
import { update, type BillingDeps } from './shared.js';

/** After-service plans: the admin marks the work performed and the saved card is charged, once. */
export async function chargeForPerformedWork(deps: BillingDeps, userId: string): Promise<{ chargedCents: number; paymentIntentId: string }> {
  const state = await deps.billingStore.getState(userId);
  if (!state) throw new NotFound(billingMessages.workNotAfterService);
  if (state.serviceChargePaymentIntentId) throw new Conflict(billingMessages.workAlreadyCharged);
  const plan = state.tier ? planByTier(state.tier) : undefined;
  if (!plan || !state.stripeCustomerId || !awaitingServiceCharge(state) || !state.paymentMethodId) {
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
