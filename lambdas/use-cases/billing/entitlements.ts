import type { SubscriptionsRepository, UsageCounters } from '../../ports/subscriptions.js';
import type { FeatureAccessResponse } from '../../contract/billing.js';
import { featureAccess, type PlanStanding } from '../../domain/entitlements.js';
import type { Accounts } from '../../ports/users.js';
import { monthlyLimit, usageMonth, type Feature } from '../../domain/plans.js';
import type { SubscriptionState } from '../../domain/subscription.js';
import type { Entitlements } from '../../ports/entitlements.js';

export interface EntitlementDeps {
  subscriptions: Pick<SubscriptionsRepository, 'getState'>;
  usageCounters: Pick<UsageCounters, 'useFeature' | 'usage'>;
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
  const state = known ? known.state : await deps.subscriptions.getState(userId);
  const month = usageMonth(deps.now());
  // Whether the plan has it at all (no usage is read for that).
  if (!featureAccess({ state, month, used: {} }, feature).hasAccess) return { hasAccess: false };
  const limit = monthlyLimit(state!.tier!, feature);
  if (incrementUsage) {
    const allowed = await deps.usageCounters.useFeature(userId, feature, month, limit);
    if (limit === undefined) return { hasAccess: true };
    return { hasAccess: allowed, used: await deps.usageCounters.usage(userId, feature, month), limit };
  }
  if (limit === undefined) return { hasAccess: true };
  return featureAccess({ state, month, used: { [feature]: await deps.usageCounters.usage(userId, feature, month) } }, feature);
}

/** The entitlements port over the deps' subscriptions and usage counters, read when asked (tests may swap them). */
export const entitlementsOver = (deps: () => EntitlementDeps): Entitlements => ({
  check: (userId, feature, { record, known }) => checkFeature(deps(), userId, feature, record, known),
});

/** The user's plan and this month's use, as the route wrapper reads them with the caller's standing (jobs and tests). */
export async function planOf(deps: { accounts: Pick<Accounts, 'readCaller'>; now: () => Date }, userId: string): Promise<PlanStanding> {
  const { plan } = await deps.accounts.readCaller(userId, { planMonth: usageMonth(deps.now()) });
  return plan!;
}
