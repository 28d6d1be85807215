import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SupportRequestRow } from '../contract/public.js';
import { windowExpiry, windowStart, withinLimit, type RateLimit } from '../domain/rate-limit.js';
import { InvalidCursor } from '../errors.js';
import type { Page } from './admin-store.js';
import * as keys from './keys.js';

export type SupportRequest = SupportRequestRow;

/** The public site's data port: the launch waitlist, rate-limit counters, support requests. GetItem/Query only. */
export interface PublicStore {
  /** Adds the address once; `created` is false when it was already on the list (nothing is duplicated). */
  joinWaitlist(email: string, at: Date): Promise<{ created: boolean }>;
  /** Counts one request from `address` against `limit` (atomically) and says whether it may go ahead. */
  hit(name: string, address: string, limit: RateLimit, now: Date): Promise<{ allowed: boolean; count: number }>;
  putSupportRequest(request: SupportRequest): Promise<void>;
  /** Newest first. */
  listSupportRequests(limit: number, after?: Record<string, unknown>): Promise<Page<SupportRequest>>;
  /** The current window's count for `address` under `limit`, without counting this look. */
  peek(name: string, address: string, limit: RateLimit, now: Date): Promise<number>;
}

/**
 * Source addresses are personal data: counters are keyed by a hash of the address, never the
 * address itself, and expire with the window.
 */
export const addressHash = (address: string) => createHash('sha256').update(`rate-limit:${address}`).digest('hex').slice(0, 32);

const isConditionFailure = (error: unknown) => (error as Error | undefined)?.name === 'ConditionalCheckFailedException';

export class DynamoPublicStore implements PublicStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async joinWaitlist(email: string, at: Date): Promise<{ created: boolean }> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.table,
          Item: { ...keys.waitlistEntry(email), email: email.trim().toLowerCase(), createdAt: at.toISOString() },
          // The first signup wins; a repeat keeps the original date and writes nothing.
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return { created: true };
    } catch (error) {
      if (isConditionFailure(error)) return { created: false };
      throw error;
    }
  }

  async hit(name: string, address: string, limit: RateLimit, now: Date): Promise<{ allowed: boolean; count: number }> {
    const out = await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.rateCounter(name, addressHash(address), windowStart(now, limit.windowSeconds)),
        // ADD is atomic: concurrent requests each see their own count.
        UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ExpressionAttributeValues: { ':one': 1, ':expires': windowExpiry(now, limit.windowSeconds) },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const count = Number(out.Attributes?.hits ?? 1);
    return { allowed: withinLimit(count, limit), count };
  }

  async putSupportRequest(request: SupportRequest): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.table,
        Item: { ...keys.supportRequestKey(request.createdAt, request.id), ...request },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  }

  async listSupportRequests(limit: number, after?: Record<string, unknown>): Promise<Page<SupportRequest>> {
    const out = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.SUPPORT_LISTING },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: listingStartKey(after),
      }),
    );
    return {
      items: (out.Items ?? []).map((i) => ({
        id: i.id as string,
        name: i.name as string,
        email: i.email as string,
        question: i.question as string,
        page: (i.page as string | null | undefined) ?? null,
        createdAt: i.createdAt as string,
      })),
      next: out.LastEvaluatedKey,
    };
  }

  async peek(name: string, address: string, limit: RateLimit, now: Date): Promise<number> {
    const out = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: keys.rateCounter(name, addressHash(address), windowStart(now, limit.windowSeconds)), ConsistentRead: true }),
    );
    return Number(out.Item?.hits ?? 0);
  }
}

/** A cursor must be a key of the support listing itself (table and GSI2 keys), or it is refused with 400. */
function listingStartKey(after: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!after) return undefined;
  const allowed = ['PK', 'SK', 'GSI2PK', 'GSI2SK'];
  const names = Object.keys(after);
  const valid =
    names.length === allowed.length &&
    names.every((n) => allowed.includes(n) && typeof after[n] === 'string' && (after[n] as string).length <= 2048) &&
    after.GSI2PK === keys.SUPPORT_LISTING &&
    after.SK === 'REQUEST' &&
    String(after.PK).startsWith('SUPPORT#');
  if (!valid) throw new InvalidCursor();
  return after;
}
