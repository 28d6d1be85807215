import type { Logger } from '@aws-lambda-powertools/logger';
import type { SubscriptionResponse } from '../../contract/billing.js';
import { cancellationDeadline } from '../../domain/business-days.js';
import { isActive } from '../../domain/subscription.js';
import { reconcileUser } from './reconcile.js';
import { cancellable, cancellationStart, type BillingDeps } from './shared.js';

/** The caller's subscription as the app shows it; a checkout not yet confirmed by webhook is asked of Stripe first. */
export async function subscriptionView(deps: BillingDeps, userId: string, logger?: Logger): Promise<SubscriptionResponse> {
  let state = await deps.subscriptions.getState(userId);
  if (state?.pendingCheckout && !isActive(state) && deps.now().getTime() - new Date(state.pendingCheckout.createdAt).getTime() < 24 * 3_600_000) {
    // Paid, but the webhook has not arrived yet: ask Stripe rather than show the paywall.
    try {
      await reconcileUser(deps, userId);
      state = await deps.subscriptions.getState(userId);
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
    hasBillingAccount: Boolean(state?.stripeCustomerId ?? (await deps.customers.getCustomerId(userId))),
    cancellation: deadline ? { refundable: deps.now().getTime() < deadline.getTime(), deadline: deadline.toISOString() } : null,
    workPerformedAt: state?.workPerformedAt ?? null,
  };
}
