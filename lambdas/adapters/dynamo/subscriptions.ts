import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { driftWatchUntil } from '../../domain/reconciliation.js';
import { emptyState, type SubscriptionState } from '../../domain/subscription.js';
import type { AgreementSignature, BillingStore, CommitResult } from '../../ports/subscriptions.js';
import * as keys from './keys.js';
import { cancelledBy, conditionFailed, TableClient, type Item, type TxItem } from './table-client.js';
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

export class DynamoBillingStore implements BillingStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.t = new TableClient(doc, table);
  }

  private readonly t: TableClient;

  async getState(userId: string): Promise<SubscriptionState | undefined> {
    const Item = await this.t.get({ PK: keys.userPk(userId), SK: keys.billingSk.subscription }, { consistent: true });
    return Item ? toState(Item) : undefined;
  }

  private eventMarker(eventId: string) {
    return { ...keys.stripeEvent(eventId), processedAt: this.now().toISOString(), expiresAt: epoch(this.now()) + EVENT_TTL_DAYS * 86_400 };
  }

  async commit({ next, expectedVersion, eventId, paying }: Parameters<BillingStore['commit']>[0]): Promise<CommitResult> {
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

  async getCustomerId(userId: string): Promise<string | undefined> {
    const Item = await this.t.get({ PK: keys.userPk(userId), SK: keys.billingSk.customer }, { consistent: true });
    return Item?.stripeCustomerId as string | undefined;
  }

  async rememberCustomer(userId: string, customerId: string, at: Date): Promise<string> {
    try {
      await this.t.put(
        { PK: keys.userPk(userId), SK: keys.billingSk.customer, ...keys.stripeCustomerLookup(customerId), userId, stripeCustomerId: customerId, createdAt: at.toISOString() },
        'attribute_not_exists(PK)',
      );
      return customerId;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      return (await this.getCustomerId(userId))!;
    }
  }

  async findUserByCustomer(customerId: string): Promise<string | undefined> {
    const lookup = keys.stripeCustomerLookup(customerId);
    const item = await this.t.first({ index: 'GSI1', partition: lookup.GSI1PK, sortKey: lookup.GSI1SK });
    return item?.userId as string | undefined;
  }

  async putSignature(signature: AgreementSignature): Promise<void> {
    await this.t.put({ PK: keys.userPk(signature.userId), SK: keys.billingSk.agreement(signature.id), ...signature }, 'attribute_not_exists(PK)');
  }

  async getSignature(userId: string, id: string): Promise<AgreementSignature | undefined> {
    const Item = await this.t.get({ PK: keys.userPk(userId), SK: keys.billingSk.agreement(id) }, { consistent: true });
    return Item ? toSignature(Item) : undefined;
  }

  async listSignatures(userId: string): Promise<AgreementSignature[]> {
    const out = (await this.t.all({ partition: keys.userPk(userId), sortPrefix: keys.billingSk.agreementPrefix })).map(toSignature);
    return out.sort((a, b) => a.signedAt.localeCompare(b.signedAt));
  }

  async listSubscriptions(limit: number, after?: Record<string, unknown>) {
    const page = await this.t.page({ index: 'GSI2', partition: keys.SUBSCRIPTIONS_LISTING, limit }, after);
    return { items: page.items.map(toState), ...(page.next ? { next: page.next } : {}) };
  }

  async listDriftCandidates(now: Date, limit: number, after?: Record<string, unknown>) {
    const page = await this.t.page({ index: 'GSI3', partition: keys.RECONCILE_WATCH, sortFrom: now.toISOString(), limit }, after);
    return { items: page.items.map((item) => item.userId as string), ...(page.next ? { next: page.next } : {}) };
  }

  async useFeature(userId: string, feature: string, month: string, limit: number | undefined): Promise<boolean> {
    try {
      await this.t.update(usageIncrement(this.table, userId, feature, month, limit));
      return true;
    } catch (error) {
      if (conditionFailed(error)) return false;
      throw error;
    }
  }

  async usage(userId: string, feature: string, month: string): Promise<number> {
    const Item = await this.t.get({ PK: keys.userPk(userId), SK: keys.billingSk.usage(feature, month) }, { consistent: true });
    return (Item?.count as number | undefined) ?? 0;
  }

  async retainSignatures(userId: string, retentionDays: number, now: Date): Promise<number> {
    const keep = (await this.listSignatures(userId))
      .map((s) => ({ s, expiresAt: epoch(new Date(s.signedAt)) + retentionDays * 86_400 }))
      .filter(({ expiresAt }) => expiresAt > epoch(now));
    // A user signs a handful of agreements at most: one put each (no unprocessed-items bookkeeping).
    for (const { s, expiresAt } of keep) {
      await this.t.put({ ...keys.retainedAgreement(userId, s.id), ...s, retainedAt: now.toISOString(), expiresAt });
    }
    return keep.length;
  }
}
