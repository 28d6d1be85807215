import { MONTHLY_LIMITS, monthlyLimit, planHasFeature, type Feature } from './plans.js';
import { isActive, type SubscriptionState } from './subscription.js';

/** The features whose use is counted each month (the only usage counters the caller's read fetches). */
export const COUNTED_FEATURES = Object.keys(MONTHLY_LIMITS) as Feature[];

/**
 * The caller's plan as read with their standing, in the same request: the subscription state and this month's use of
 * each counted feature. A use case decides from it and counts a use in the transaction of the write it limits.
 */
export interface PlanStanding {
  state: SubscriptionState | undefined;
  /** The usage month the counters are of (domain/plans.ts `usageMonth`). */
  month: string;
  used: Partial<Record<Feature, number>>;
}

export interface FeatureAccess {
  hasAccess: boolean;
  used?: number;
  limit?: number;
}

/** Whether the plan has the feature now, and how much of its monthly limit is used (a use within it is allowed). */
export function featureAccess(plan: PlanStanding, feature: Feature): FeatureAccess {
  const { state } = plan;
  if (!isActive(state) || !state?.tier || !planHasFeature(state.tier, feature)) return { hasAccess: false };
  const limit = monthlyLimit(state.tier, feature);
  if (limit === undefined) return { hasAccess: true };
  const used = plan.used[feature] ?? 0;
  return { hasAccess: used < limit, used, limit };
}
