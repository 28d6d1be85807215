import type { PaymentInfo } from '../../ports/billing.js';
import type { Deps } from '../../ports/deps.js';
import { billingMessages } from '../../contract/billing.js';
import { planByTier, type Plan } from '../../domain/plans.js';
import { monthsRendered, serviceChargeDue, mayChargeMore, type WorkCompleted } from '../../domain/service-charges.js';
import { awaitingServiceCharge, chargedSoFar, type SubscriptionState } from '../../domain/subscription.js';
import { CardDeclined, Conflict, Invalid, NotFound } from '../../errors.js';
import { update, type BillingDeps } from './shared.js';

/** The work completed under this purchase: full months since it started (until it ended), and bureau deletions since it started. */
type ChargeDeps = BillingDeps & Pick<Deps, 'disputes'>;

async function workCompleted(deps: ChargeDeps, userId: string, state: SubscriptionState, plan: Plan): Promise<WorkCompleted> {
  const start = new Date(state.startedAt ?? state.agreementSignedAt ?? deps.now().toISOString());
  const end = state.status === 'active' ? deps.now() : new Date(state.canceledAt ?? deps.now().toISOString());
  if (plan.afterService.basis === 'month') return { monthsRendered: monthsRendered(start, end), itemsDeleted: 0 };
  // Staff record a bureau's answer by its date: a deletion answered on the purchase's first day counts.
  const since = start.toISOString().slice(0, 10);
  const disputes = await deps.disputes.list(userId);
  const itemsDeleted = disputes.flatMap((d) => d.items).filter((i) => i.result === 'deleted' && i.respondedAt !== null && i.respondedAt.slice(0, 10) >= since).length;
  return { monthsRendered: 0, itemsDeleted };
}

/**
 * After-service plans (CROA §1679b(b)): the admin marks work performed and the saved card is charged for
 * the work completed and not yet charged (months rendered, or items deleted, as the plan defines), once.
 */
export async function chargeForPerformedWork(deps: ChargeDeps, userId: string): Promise<{ chargedCents: number; paymentIntentId: string }> {
  const state = await deps.subscriptions.getState(userId);
  if (!state) throw new NotFound(billingMessages.workNotAfterService);
  const plan = state.tier ? planByTier(state.tier) : undefined;
  if (!plan || state.chargeTiming !== 'after-service' || !state.stripeCustomerId || !state.paymentMethodId) throw new Invalid(billingMessages.workNotAfterService);
  const charged = chargedSoFar(state);
  if (!mayChargeMore(plan, charged)) throw new Conflict(billingMessages.workAlreadyCharged);
  if (!awaitingServiceCharge(state)) throw new Invalid(billingMessages.workNotAfterService);

  const due = serviceChargeDue(plan, await workCompleted(deps, userId, state, plan), charged);
  if (due.amountCents === 0) throw new Conflict(billingMessages.workNothingCompleted(due.basis));
  const payment: PaymentInfo = await deps.billing.chargeSavedCard({
    customerId: state.stripeCustomerId,
    paymentMethodId: state.paymentMethodId,
    amountCents: due.amountCents,
    description: `${plan.name}: ${due.basis === 'month' ? `${due.units} month(s) of service rendered` : `${due.units} item(s) deleted`}`,
    metadata: { userId, tier: plan.tier, purpose: 'service-charge', basis: due.basis, units: String(due.units) },
    // One charge per step of completed work, even if two admins click at once (both read the same state).
    idempotencyKey: `service-charge-${userId}-${state.agreementId ?? state.startedAt}-${charged.units}-${due.completedUnits}`,
  });
  if (payment.status !== 'succeeded') throw new CardDeclined(payment.status);
  const at = deps.now().toISOString();
  await update(deps, userId, (current) =>
    chargedSoFar(current).units !== charged.units
      ? undefined
      : {
          ...current,
          serviceChargePaymentIntentId: payment.paymentIntentId,
          workPerformedAt: at,
          paidAt: at,
          amountPaidCents: current.amountPaidCents + payment.amountCents,
          serviceChargedUnits: due.completedUnits,
          serviceChargedCents: charged.cents + payment.amountCents,
        },
  );
  await deps.analytics.recordPayment({ tier: plan.tier, amountCents: payment.amountCents, at: new Date(at), paymentId: payment.paymentIntentId });
  return { chargedCents: payment.amountCents, paymentIntentId: payment.paymentIntentId };
}
