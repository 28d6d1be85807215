import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Tier } from '../domain/plans.js';
import { emptyState, type SubscriptionState } from '../domain/subscription.js';
import * as keys from './keys.js';
import { addCounters, cancelledBy, payingCounter } from './user-index.js';

/** A signed service agreement: the evidence CROA asks us to keep (docs/compliance.md). */
export interface AgreementSignature {
  id: string;
  userId: string;
  tier: Tier;
  version: string;
  /** SHA-256 of the exact text shown, so the signed wording can be proven later. */
  textSha256: string;
  signedAt: string;
  ip: string;
  userAgent: string;
}

export type CommitResult = 'ok' | 'race' | 'duplicate';

/** The billing data port: subscription state, Stripe customer, signatures, usage counters, processed events. */
export interface BillingStore {
  getState(userId: string): Promise<SubscriptionState | undefined>;
  /**
   * Writes `next` if the stored version is still `expectedVersion` (0: no item yet). With `eventId`,
   * marks the event processed in the same transaction ('duplicate' when it already was). With
   * `paying`, moves the paying-users counters in the same transaction, so they count each change once.
   */
  commit(args: { next: SubscriptionState; expectedVersion: number; eventId?: string; paying?: { from: string | null; to: string | null } }): Promise<CommitResult>;
  /** Marks an event processed without a state change; false if it already was. */
  markEventProcessed(eventId: string): Promise<boolean>;
  isEventProcessed(eventId: string): Promise<boolean>;
  getCustomerId(userId: string): Promise<string | undefined>;
  /** Remembers the user's Stripe customer once; returns the one stored (the first writer wins). */
  rememberCustomer(userId: string, customerId: string, at: Date): Promise<string>;
  findUserByCustomer(customerId: string): Promise<string | undefined>;
  putSignature(signature: AgreementSignature): Promise<void>;
  getSignature(userId: string, id: string): Promise<AgreementSignature | undefined>;
  listSignatures(userId: string): Promise<AgreementSignature[]>;
  /** One page of every subscription item (a Query on the SUBSCRIPTIONS listing; no Scan). */
  listSubscriptions(limit: number, after?: Record<string, unknown>): Promise<{ items: SubscriptionState[]; next?: Record<string, unknown> }>;
  /** Counts one use in the month; with a limit, refuses (false) atomically once the count has reached it. */
  useFeature(userId: string, feature: string, month: string, limit: number | undefined): Promise<boolean>;
  usage(userId: string, feature: string, month: string): Promise<number>;
  /** Copies the user's signed agreements out of their collection, to outlive the account until retention ends. */
  retainSignatures(userId: string, retentionDays: number, now: Date): Promise<number>;
}

type Item = Record<string, unknown>;

const EVENT_TTL_DAYS = 30;
const USAGE_TTL_DAYS = 400;
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

const STATE_FIELDS = Object.keys(emptyState('')) as (keyof SubscriptionState)[];

function toState(item: Item): SubscriptionState {
  const state = emptyState(item.userId as string);
  const out = state as unknown as Record<string, unknown>;
  for (const field of STATE_FIELDS) if (item[field] !== undefined) out[field] = item[field];
  return state;
}

function toSignature(item: Item): AgreementSignature {
  const { id, userId, tier, version, textSha256, signedAt, ip, userAgent } = item as unknown as AgreementSignature;
  return { id, userId, tier, version, textSha256, signedAt, ip, userAgent };
}

export class DynamoBillingStore implements BillingStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async getState(userId: string): Promise<SubscriptionState | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: { PK: keys.userPk(userId), SK: keys.billingSk.subscription }, ConsistentRead: true }));
    return Item ? toState(Item) : undefined;
  }

  private eventMarker(eventId: string) {
    return { ...keys.stripeEvent(eventId), processedAt: this.now().toISOString(), expiresAt: epoch(this.now()) + EVENT_TTL_DAYS * 86_400 };
  }

  async commit({ next, expectedVersion, eventId, paying }: Parameters<BillingStore['commit']>[0]): Promise<CommitResult> {
    const item = {
      PK: keys.userPk(next.userId),
      SK: keys.billingSk.subscription,
      ...keys.subscriptionListing(next.userId),
      ...next,
      version: expectedVersion + 1,
      updatedAt: this.now().toISOString(),
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
    const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [];
    if (eventId) items.push({ Put: { TableName: this.table, Item: this.eventMarker(eventId), ConditionExpression: 'attribute_not_exists(PK)' } });
    const stateIndex = items.length;
    items.push(put);
    if (Object.keys(counts).length) items.push(addCounters(this.table, keys.stats.totals, counts));
    try {
      await this.doc.send(new TransactWriteCommand({ TransactItems: items }));
      return 'ok';
    } catch (error) {
      if (eventId && cancelledBy(error, [0])) return 'duplicate';
      if (cancelledBy(error, [stateIndex])) return 'race';
      throw error;
    }
  }

  async markEventProcessed(eventId: string): Promise<boolean> {
    try {
      await this.doc.send(new PutCommand({ TableName: this.table, Item: this.eventMarker(eventId), ConditionExpression: 'attribute_not_exists(PK)' }));
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  }

  async isEventProcessed(eventId: string): Promise<boolean> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: keys.stripeEvent(eventId), ConsistentRead: true }));
    return Boolean(Item);
  }

  async getCustomerId(userId: string): Promise<string | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: { PK: keys.userPk(userId), SK: keys.billingSk.customer }, ConsistentRead: true }));
    return Item?.stripeCustomerId as string | undefined;
  }

  async rememberCustomer(userId: string, customerId: string, at: Date): Promise<string> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.table,
          Item: { PK: keys.userPk(userId), SK: keys.billingSk.customer, ...keys.stripeCustomerLookup(customerId), userId, stripeCustomerId: customerId, createdAt: at.toISOString() },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return customerId;
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      return (await this.getCustomerId(userId))!;
    }
  }

  async findUserByCustomer(customerId: string): Promise<string | undefined> {
    const lookup = keys.stripeCustomerLookup(customerId);
    const { Items } = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
        ExpressionAttributeValues: { ':pk': lookup.GSI1PK, ':sk': lookup.GSI1SK },
        Limit: 1,
      }),
    );
    return Items?.[0]?.userId as string | undefined;
  }

  async putSignature(signature: AgreementSignature): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.table,
        Item: { PK: keys.userPk(signature.userId), SK: keys.billingSk.agreement(signature.id), ...signature },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  }

  async getSignature(userId: string, id: string): Promise<AgreementSignature | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: { PK: keys.userPk(userId), SK: keys.billingSk.agreement(id) }, ConsistentRead: true }));
    return Item ? toSignature(Item) : undefined;
  }

  async listSignatures(userId: string): Promise<AgreementSignature[]> {
    const out: AgreementSignature[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':prefix': keys.billingSk.agreementPrefix },
          ExclusiveStartKey: start,
        }),
      );
      out.push(...(page.Items ?? []).map(toSignature));
      start = page.LastEvaluatedKey;
    } while (start);
    return out.sort((a, b) => a.signedAt.localeCompare(b.signedAt));
  }

  async listSubscriptions(limit: number, after?: Record<string, unknown>) {
    const page = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.SUBSCRIPTIONS_LISTING },
        Limit: limit,
        ExclusiveStartKey: after,
      }),
    );
    return { items: (page.Items ?? []).map(toState), ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}) };
  }

  async useFeature(userId: string, feature: string, month: string, limit: number | undefined): Promise<boolean> {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const expiresAt = epoch(new Date(Date.UTC(y, m - 1, 1))) + USAGE_TTL_DAYS * 86_400;
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { PK: keys.userPk(userId), SK: keys.billingSk.usage(feature, month) },
          UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :exp)',
          // The limit is checked by DynamoDB in the same write: concurrent requests cannot overshoot it.
          ...(limit !== undefined ? { ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit' } : {}),
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':exp': expiresAt, ...(limit !== undefined ? { ':limit': limit } : {}) },
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  }

  async usage(userId: string, feature: string, month: string): Promise<number> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: { PK: keys.userPk(userId), SK: keys.billingSk.usage(feature, month) }, ConsistentRead: true }));
    return (Item?.count as number | undefined) ?? 0;
  }

  async retainSignatures(userId: string, retentionDays: number, now: Date): Promise<number> {
    const keep = (await this.listSignatures(userId))
      .map((s) => ({ s, expiresAt: epoch(new Date(s.signedAt)) + retentionDays * 86_400 }))
      .filter(({ expiresAt }) => expiresAt > epoch(now));
    // A user signs a handful of agreements at most: one put each (no unprocessed-items bookkeeping).
    for (const { s, expiresAt } of keep) {
      await this.doc.send(new PutCommand({ TableName: this.table, Item: { ...keys.retainedAgreement(userId, s.id), ...s, retainedAt: now.toISOString(), expiresAt } }));
    }
    return keep.length;
  }
}
