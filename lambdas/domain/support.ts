/**
 * Support requests and the plans' response targets (lambdas/domain/plans.ts `support`): people answer on
 * business days, so a target is a date, counted in US Eastern time, where the support team's hours are.
 */
import { dateIn, nthBusinessDayAfter, type IsoDate } from './business-days.js';
import { planByTier, type Tier } from './plans.js';

/** What a request carries of the client's plan: read on the server from their subscription, never from the form. */
export interface SupportPlan {
  plan: Tier | null;
  priority: boolean;
  /** The last day of the response target; null without a plan. */
  respondBy: IsoDate | null;
}

export const NO_PLAN: SupportPlan = { plan: null, priority: false, respondBy: null };

/** The plan's treatment of a request made at `at`: its priority and the day by whose end a person answers. */
export function supportPlanFor(tier: Tier | null, at: Date): SupportPlan {
  const plan = tier ? planByTier(tier) : undefined;
  if (!plan) return NO_PLAN;
  return { plan: plan.tier, priority: plan.support.priority, respondBy: nthBusinessDayAfter(dateIn(at, 'America/New_York'), plan.support.responseBusinessDays) };
}
