import type { FeatureAccessResponse } from '../contract/billing.js';
import type { Feature } from '../domain/plans.js';
import type { SubscriptionState } from '../domain/subscription.js';

/**
 * What the caller's plan lets them do. The route wrapper's plan-feature gate asks this port, so the
 * HTTP layer does not import billing; `use-cases/billing/entitlements.ts` implements it over the
 * subscription state and the usage counters.
 */
export interface Entitlements {
  /**
   * With `record`, one use is counted (atomically, within the monthly limit) when access is granted.
   * `known`: the subscription state the caller has just read in this request, so it is not read again.
   */
  check(userId: string, feature: Feature, options: { record: boolean; known?: { state: SubscriptionState | undefined } }): Promise<FeatureAccessResponse>;
}
