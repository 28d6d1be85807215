import { driftWatchUntil } from '../../domain/reconciliation.js';
import { emptyState, type SubscriptionState } from '../../domain/subscription.js';
import type { AgreementSignature, CommitResult, SubscriptionsRepository } from '../../ports/subscriptions.js';
import * as keys from './keys.js';
import { cancelledBy, conditionFailed, type Item, type TableClient, type TxItem } from './table-client.js';
import { addCounters, payingCounter } from './user-index.js';

const EVENT_TTL_DAYS = 30;
const USAGE_TTL_DAYS = 400;
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * One more use of a feature this month, refused by DynamoDB itself at the limit (concurrent requests
 * cannot overshoot it); also an item of another repository's transaction, so a use is counted only
 * together with what it was used for.
 */
export function usageIncrement(table: string, userId: string, feature: string, month: string, limit: number | undefined) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const expiresAt = epoch(new Date(Date.UTC(y, m - 1, 1))) + USAGE_TTL_DAYS * 86_400;
  return {
    TableName: table,
    Key: { PK: keys.userPk(userId), SK: keys.billingSk.usage(feature, month) },
    UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :exp)',
    ...(limit !== undefined ? { ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit' } : {}),
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':one': 1, ':exp': expiresAt, ...(limit !== undefined ? { ':limit': limit } : {}) },
  };
}

const STATE_FIELDS = Object.keys(emptyState('')) as (keyof SubscriptionState)[];

export function toState(item: Item): SubscriptionState {
  const state = emptyState(item.userId as string);
  const out = state as unknown as Record<string, unknown>;
  for (const field of STATE_FIELDS) if (item[field] !== undefined) out[field] = item[field];
  return state;
}

export function toSignature(item: Item): AgreementSignature {
  const { id, userId, tier, version, textSha256, signedAt, ip, userAgent } = item as unknown as AgreementSignature;
  return { id, userId, tier, version, textSha256, signedAt, ip, userAgent };
}

/** Subscription state (one item per user, written on its version) and the Stripe events already processed. */
export class DynamoSubscriptions implements SubscriptionsRepository {
  private readonly table: string;

  constructor(
    private readonly t: TableClient,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.table = t.name;
  }

  async getState(userId: string): Promise<SubscriptionState | undefined> {
    const Item = await this.t.get({ PK: keys.userPk(userId), SK: keys.billingSk.subscription }, { consistent: true });
    return Item ? toState(Item) : undefined;
  }

  private eventMarker(eventId: string) {
    return { ...keys.stripeEvent(eventId), processedAt: this.now().toISOString(), expiresAt: epoch(this.now()) + EVENT_TTL_DAYS * 86_400 };
  }

  async commit({ next, expectedVersion, eventId, paying }: Parameters<SubscriptionsRepository['commit']>[0]): Promise<CommitResult> {
    const now = this.now();
    const item = {
      PK: keys.userPk(next.userId),
      SK: keys.billingSk.subscription,
      ...keys.subscriptionListing(next.userId),
      // Listed for the reconciliation job while it can drift (recently changed, pending, dunning).
      ...keys.reconcileWatch(driftWatchUntil(next, now), next.userId),
      ...next,
      version: expectedVersion + 1,
      updatedAt: now.toISOString(),
    };
    const put = {
      Put: {
        TableName: this.table,
        Item: item,
        ...(expectedVersion === 0
          ? { ConditionExpression: 'attribute_not_exists(PK)' }
          : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': expectedVersion } }),
      },
    };
    const counts: Record<string, number> = {};
    if (paying && paying.from !== paying.to) {
      if (paying.from) counts[payingCounter(paying.from)] = -1;
      if (paying.to) counts[payingCounter(paying.to)] = (counts[payingCounter(paying.to)] ?? 0) + 1;
    }
    const items: TxItem[] = [];
    if (eventId) items.push({ Put: { TableName: this.table, Item: this.eventMarker(eventId), ConditionExpression: 'attribute_not_exists(PK)' } });
    const stateIndex = items.length;
    items.push(put);
    if (Object.keys(counts).length) items.push(addCounters(this.table, keys.stats.totals, counts));
    try {
      await this.t.transact(items);
      return 'ok';
    } catch (error) {
      if (eventId && cancelledBy(error, [0])) return 'duplicate';
      if (cancelledBy(error, [stateIndex])) return 'race';
      throw error;
    }
  }

  async markEventProcessed(eventId: string): Promise<boolean> {
    try {
      await this.t.put(this.eventMarker(eventId), 'attribute_not_exists(PK)');
      return true;
    } catch (error) {
      if (conditionFailed(error)) return false;
      throw error;
    }
  }

  async isEventProcessed(eventId: string): Promise<boolean> {
    const Item = await this.t.get(keys.stripeEvent(eventId), { consistent: true });
    return Boolean(Item);
  }

  async listSubscriptions(limit: number, after?: Record<string, unknown>) {
    const page = await this.t.page({ index: 'GSI2', partition: keys.SUBSCRIPTIONS_LISTING, limit }, after);
    return { items: page.items.map(toState), ...(page.next ? { next: page.next } : {}) };
  }

  async listDriftCandidates(now: Date, limit: number, after?: Record<string, unknown>) {
    const page = await this.t.page({ index: 'GSI3', partition: keys.RECONCILE_WATCH, sortFrom: now.toISOString(), limit }, after);
    return { items: page.items.map((item) => item.userId as string), ...(page.next ? { next: page.next } : {}) };
  }
}
