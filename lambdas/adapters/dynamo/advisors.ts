import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Conflict } from '../../errors.js';
import type { AdvisorAssignment, AdvisorPoolMember, AdvisorsRepository } from '../../ports/advisors.js';
import type { Page } from '../../ports/page.js';
import * as keys from './keys.js';
import { conditionFailed, TableClient, type Item } from './table-client.js';

const pick = (item: Item): AdvisorAssignment => ({
  clientId: String(item.clientId),
  advisorId: String(item.advisorId),
  assignedAt: String(item.assignedAt),
  assignedBy: String(item.assignedBy),
});

const CHANGED = 'The advisor was changed meanwhile. Reload and try again.';

/** `ADVISOR` items in the client's collection, listed under the advisor on GSI2. */
export class DynamoAdvisors implements AdvisorsRepository {
  private readonly t: TableClient;

  constructor(doc: DynamoDBDocumentClient, table: string) {
    this.t = new TableClient(doc, table);
  }

  async get(clientId: string): Promise<AdvisorAssignment | undefined> {
    const item = await this.t.get({ PK: keys.userPk(clientId), SK: keys.ADVISOR_SK }, { consistent: true });
    return item ? pick(item) : undefined;
  }

  async getMany(clientIds: readonly string[]): Promise<Map<string, AdvisorAssignment>> {
    const unique = [...new Set(clientIds)];
    if (!unique.length) return new Map();
    const items = await this.t.batchGet(unique.map((id) => ({ PK: keys.userPk(id), SK: keys.ADVISOR_SK })));
    return new Map(items.map((item) => [String(item.clientId), pick(item)]));
  }

  async set(clientId: string, next: Omit<AdvisorAssignment, 'clientId'> | null, expected: string | null): Promise<void> {
    const key = { PK: keys.userPk(clientId), SK: keys.ADVISOR_SK };
    const condition = expected ? { expression: 'advisorId = :expected', values: { ':expected': expected } } : 'attribute_not_exists(PK)';
    try {
      if (next) {
        await this.t.put({ ...key, kind: 'ADVISOR', clientId, ...next, ...keys.advisorListing(next.advisorId, next.assignedAt, clientId) }, condition);
      } else if (expected) {
        await this.t.delete(key, condition);
      }
    } catch (error) {
      if (conditionFailed(error)) throw new Conflict(CHANGED);
      throw error;
    }
  }

  async listClients(advisorId: string, limit: number, after?: Record<string, unknown>): Promise<Page<AdvisorAssignment>> {
    const page = await this.t.page({ index: 'GSI2', partition: keys.advisorClientsPartition(advisorId), limit, descending: true }, after);
    return { items: page.items.map(pick), ...(page.next ? { next: page.next } : {}) };
  }

  async pool(): Promise<AdvisorPoolMember[]> {
    const items = await this.t.all({ partition: keys.ADVISOR_POOL_PK, sortPrefix: keys.ADVISOR_POOL_MEMBER_PREFIX, consistent: true });
    return items.map((i) => ({ staffId: String(i.staffId), available: i.available === true, updatedAt: String(i.updatedAt), updatedBy: String(i.updatedBy) }));
  }

  async setAvailable(member: AdvisorPoolMember): Promise<void> {
    await this.t.put({ ...keys.advisorPoolMember(member.staffId), kind: 'ADVISOR_POOL_MEMBER', ...member });
  }

  async cursor(): Promise<{ last: string | null; version: number }> {
    const item = await this.t.get(keys.ADVISOR_CURSOR, { consistent: true });
    return { last: typeof item?.last === 'string' ? item.last : null, version: typeof item?.version === 'number' ? item.version : 0 };
  }

  async advanceCursor(last: string, expectedVersion: number): Promise<boolean> {
    const item = { ...keys.ADVISOR_CURSOR, kind: 'ADVISOR_CURSOR', last, version: expectedVersion + 1 };
    if (expectedVersion > 0) return this.t.putIfVersion(item, expectedVersion);
    try {
      await this.t.put(item, 'attribute_not_exists(PK)');
      return true;
    } catch (error) {
      if (conditionFailed(error)) return false;
      throw error;
    }
  }

  async addWaiting(clientId: string, since: string): Promise<void> {
    try {
      await this.t.put(
        { PK: keys.userPk(clientId), SK: keys.ADVISOR_WAITING_SK, kind: 'ADVISOR_WAITING', clientId, since, ...keys.advisorWaitingListing(since, clientId) },
        'attribute_not_exists(PK)',
      );
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }

  async removeWaiting(clientId: string): Promise<void> {
    await this.t.delete({ PK: keys.userPk(clientId), SK: keys.ADVISOR_WAITING_SK });
  }

  async waiting(limit: number): Promise<{ clientId: string; since: string }[]> {
    const page = await this.t.page({ index: 'GSI2', partition: keys.ADVISOR_WAITING_LISTING, limit });
    return page.items.map((i) => ({ clientId: String(i.clientId), since: String(i.since) }));
  }
}
