import type { Deps } from '../../ports/deps.js';
import { emptyState, payingChange, type SubscriptionState } from '../../domain/subscription.js';

/** What the billing use cases use. */
export type BillingDeps = Pick<Deps, 'billing' | 'subscriptions' | 'customers' | 'agreements' | 'analytics' | 'config' | 'now' | 'newId'>;
export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** Optimistic-concurrency retries: a concurrent webhook for the same user makes us read again. */
const MAX_RACES = 8;

/** Writes a state change computed from the current one, retrying when a concurrent writer got there first. */
export async function update(
  deps: BillingDeps,
  userId: string,
  change: (current: SubscriptionState) => SubscriptionState | undefined,
  eventId?: string,
  /**
   * Work the new state calls for, done before the write that marks the event processed (idempotent: a failure
   * leaves the event unmarked, and Stripe's redelivery runs it again).
   */
  beforeCommit?: (state: SubscriptionState) => Promise<unknown>,
): Promise<{ result: 'changed' | 'unchanged' | 'duplicate'; before: SubscriptionState; after: SubscriptionState }> {
  for (let attempt = 0; attempt < MAX_RACES; attempt++) {
    const current = (await deps.subscriptions.getState(userId)) ?? emptyState(userId);
    const next = change(current);
    if (!next) {
      await beforeCommit?.(current);
      if (eventId && !(await deps.subscriptions.markEventProcessed(eventId))) return { result: 'duplicate', before: current, after: current };
      return { result: 'unchanged', before: current, after: current };
    }
    await beforeCommit?.({ ...next, version: current.version + 1 });
    const outcome = await deps.subscriptions.commit({ next, expectedVersion: current.version, eventId, paying: payingChange(current, next) });
    if (outcome === 'ok') return { result: 'changed', before: current, after: { ...next, version: current.version + 1 } };
    if (outcome === 'duplicate') return { result: 'duplicate', before: current, after: current };
  }
  throw new Error(`subscription of ${userId} kept changing under us`);
}

/** The later of signing and the purchase starting: when the right to cancel is counted from. */
export function cancellationStart(state: SubscriptionState): Date | undefined {
  const times = [state.agreementSignedAt, state.startedAt].filter((t): t is string => Boolean(t)).map((t) => new Date(t).getTime());
  return times.length ? new Date(Math.max(...times)) : undefined;
}

export const cancellable = (state: SubscriptionState | undefined): state is SubscriptionState =>
  Boolean(state && (state.status === 'active' || state.status === 'past_due' || state.status === 'trialing'));
