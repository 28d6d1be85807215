/**
 * Which subscriptions the reconciliation job looks at: only those that can drift from Stripe. Webhooks
 * stay the primary path; the job repairs what a lost or late webhook left behind, which can only
 * concern a subscription that changed recently, has a checkout pending, or is in a dunning state.
 */
import type { SubscriptionState, SubscriptionStatus } from './subscription.js';

/** A change is watched for this long after it was written (two hourly runs and a margin). */
export const RECENT_CHANGE_HOURS = 48;
/** Sorts after every date: the subscription stays listed until a write takes it out of the state. */
export const WATCH_UNTIL_CHANGED = '9999-12-31T23:59:59.999Z';
/** States Stripe moves on its own (retries, dunning, expiry), where our copy can fall behind. */
const UNSETTLED: readonly SubscriptionStatus[] = ['incomplete', 'past_due', 'unpaid', 'paused'];

/** Until when (ISO) a subscription written at `writtenAt` in this state is a reconciliation candidate. */
export function driftWatchUntil(state: Pick<SubscriptionState, 'status' | 'pendingCheckout'>, writtenAt: Date): string {
  if (state.pendingCheckout || UNSETTLED.includes(state.status)) return WATCH_UNTIL_CHANGED;
  return new Date(writtenAt.getTime() + RECENT_CHANGE_HOURS * 3_600_000).toISOString();
}
