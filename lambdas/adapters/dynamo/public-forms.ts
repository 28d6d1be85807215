import { createHash } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { windowExpiry, windowStart, withinLimit, type RateLimit } from '../../domain/rate-limit.js';
import type { SupportMessage } from '../../contract/public.js';
import { ConversationFull, SupportRequestNotFound } from '../../errors.js';
import type { FormsOfEmail, PublicStore, RateCharge, SupportRequest } from '../../ports/public-forms.js';
import * as keys from './keys.js';
import { conditionFailed, TableClient, type Page } from './table-client.js';

/**
 * Source addresses are personal data: counters are keyed by a hash of the address, never the
 * address itself, and expire with the window.
 */
export const addressHash = (address: string) => createHash('sha256').update(`rate-limit:${address}`).digest('hex').slice(0, 32);

/**
 * One more request against a limit's current window, refused by DynamoDB itself when the window is full: an item of
 * the transaction of the write the limit guards, so a request is counted only together with what it wrote.
 */
export function rateHit(table: string, charge: RateCharge) {
  const { name, subject, limit, at } = charge;
  return {
    TableName: table,
    Key: keys.rateCounter(name, addressHash(subject), windowStart(at, limit.windowSeconds)),
    UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expires)',
    ConditionExpression: 'attribute_not_exists(hits) OR hits < :max',
    ExpressionAttributeValues: { ':one': 1, ':expires': windowExpiry(at, limit.windowSeconds), ':max': limit.max },
  };
}

export class DynamoPublicStore implements PublicStore {
  private readonly t: TableClient;

  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.t = new TableClient(doc, table);
  }

  async joinWaitlist(email: string, at: Date): Promise<{ created: boolean }> {
    try {
      // The first signup wins; a repeat keeps the original date and writes nothing.
      await this.t.put({ ...keys.waitlistEntry(email), email: email.trim().toLowerCase(), createdAt: at.toISOString() }, 'attribute_not_exists(PK)');
      return { created: true };
    } catch (error) {
      if (conditionFailed(error)) return { created: false };
      throw error;
    }
  }

  async hit(name: string, address: string, limit: RateLimit, now: Date): Promise<{ allowed: boolean; count: number }> {
    const counted = await this.t.update({
      TableName: this.table,
      Key: keys.rateCounter(name, addressHash(address), windowStart(now, limit.windowSeconds)),
      // ADD is atomic: concurrent requests each see their own count.
      UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expires)',
      ExpressionAttributeValues: { ':one': 1, ':expires': windowExpiry(now, limit.windowSeconds) },
      ReturnValues: 'UPDATED_NEW',
    });
    const count = Number(counted?.hits ?? 1);
    return { allowed: withinLimit(count, limit), count };
  }

  async putSupportRequest(request: Omit<SupportRequest, 'messages'>, appendTokenHash: string): Promise<void> {
    await this.t.put({ ...keys.supportRequestKey(request.createdAt, request.id, request.email, request.priority), ...request, messages: [], appendTokenHash }, 'attribute_not_exists(PK)');
  }

  async appendSupportMessages(id: string, appendTokenHash: string, messages: SupportMessage[], max: number): Promise<{ count: number }> {
    try {
      const appended = await this.t.update({
        TableName: this.table,
        Key: keys.supportRequestItem(id),
        // One atomic write: the token's hash must match and the list must have room for all of them.
        UpdateExpression: 'SET messages = list_append(if_not_exists(messages, :empty), :new)',
        ConditionExpression: 'appendTokenHash = :hash AND (attribute_not_exists(messages) OR size(messages) <= :room)',
        ExpressionAttributeValues: { ':empty': [], ':new': messages, ':hash': appendTokenHash, ':room': max - messages.length },
        ReturnValues: 'UPDATED_NEW',
      });
      return { count: (appended?.messages as unknown[] | undefined)?.length ?? 0 };
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
    // The write was refused: say why (a GetItem), without telling a wrong token from a missing request.
    const item = await this.t.get(keys.supportRequestItem(id), { consistent: true });
    if (!item || item.appendTokenHash !== appendTokenHash) throw new SupportRequestNotFound();
    throw new ConversationFull(max);
  }

  async listSupportRequests(limit: number, after?: Record<string, unknown>): Promise<Page<SupportRequest>> {
    const out = await this.t.page({ index: 'GSI2', partition: keys.SUPPORT_LISTING, descending: true, limit }, after);
    return { items: out.items.map(supportRequest), next: out.next };
  }

  async formsOf(email: string): Promise<FormsOfEmail> {
    const [requests, entry] = await Promise.all([
      this.t.all({ index: 'GSI1', partition: keys.supportByEmail(email) }),
      this.t.get(keys.waitlistEntry(email), { consistent: true }),
    ]);
    return {
      supportRequests: requests.map(supportRequest),
      waitlist: entry ? { email: entry.email as string, createdAt: entry.createdAt as string } : null,
    };
  }

  async forgetEmail(email: string): Promise<{ supportRequests: number; waitlist: number }> {
    const requests = await this.t.all({ index: 'GSI1', partition: keys.supportByEmail(email) });
    await this.t.deleteAll(requests);
    const removed = await this.t.delete(keys.waitlistEntry(email), undefined, { returnOld: true });
    return { supportRequests: requests.length, waitlist: removed ? 1 : 0 };
  }

  async peek(name: string, address: string, limit: RateLimit, now: Date): Promise<number> {
    const item = await this.t.get(keys.rateCounter(name, addressHash(address), windowStart(now, limit.windowSeconds)), { consistent: true });
    return Number(item?.hits ?? 0);
  }
}

function supportRequest(i: Record<string, unknown>): SupportRequest {
  return {
    id: i.id as string,
    name: i.name as string,
    email: i.email as string,
    question: i.question as string,
    page: (i.page as string | null | undefined) ?? null,
    createdAt: i.createdAt as string,
    messages: ((i.messages as SupportMessage[] | undefined) ?? []).map((m) => ({ sender: m.sender, content: m.content, at: m.at })),
    plan: (i.plan as SupportRequest['plan'] | undefined) ?? null,
    priority: i.priority === true,
    respondBy: (i.respondBy as string | null | undefined) ?? null,
  };
}
