import type { BillingStore } from '../../ports/subscriptions.js';
import type { FeatureAccessResponse } from '../../contract/billing.js';
import { monthlyLimit, planHasFeature, usageMonth, type Feature } from '../../domain/plans.js';
import { isActive, type SubscriptionState } from '../../domain/subscription.js';
import type { Entitlements } from '../../ports/entitlements.js';

export interface EntitlementDeps {
  billingStore: Pick<BillingStore, 'getState' | 'useFeature' | 'usage'>;
  now: () => Date;
}

/** Whether the user's active plan has the feature, and how much of its monthly limit is used. */
export async function checkFeature(
  deps: EntitlementDeps,
  userId: string,
  feature: Feature,
  incrementUsage: boolean,
  known?: { state: SubscriptionState | undefined },
): Promise<FeatureAccessResponse> {
  const state = known ? known.state : await deps.billingStore.getState(userId);
  if (!isActive(state) || !state?.tier || !planHasFeature(state.tier, feature)) return { hasAccess: false };
  const limit = monthlyLimit(state.tier, feature);
  const month = usageMonth(deps.now());
  if (incrementUsage) {
    const allowed = await deps.billingStore.useFeature(userId, feature, month, limit);
    if (limit === undefined) return { hasAccess: true };
    return { hasAccess: allowed, used: await deps.billingStore.usage(userId, feature, month), limit };
  }
  if (limit === undefined) return { hasAccess: true };
  const used = await deps.billingStore.usage(userId, feature, month);
  return { hasAccess: used < limit, used, limit };
}

/** The entitlements port over the deps' billing store, read when asked (tests may swap the store). */
export const entitlementsOver = (deps: () => EntitlementDeps): Entitlements => ({
  check: (userId, feature, { record, known }) => checkFeature(deps(), userId, feature, record, known),
});
