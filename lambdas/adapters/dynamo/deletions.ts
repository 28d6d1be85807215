import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Deletion, Deletions } from '../../ports/deletions.js';
import { TableClient } from './table-client.js';

/** One item per deletion, kept 30 days (TTL) for the admin's dialog and the operator. */
const deletionKey = (id: string) => ({ PK: `DELETION#${id}`, SK: 'DELETION' });
const KEEP_DAYS = 30;
const FIELDS = ['id', 'userId', 'role', 'status', 'stepsDone', 'stepsTotal', 'attempts', 'requestedBy', 'createdAt', 'updatedAt', 'error'] as const;

export class DynamoDeletions implements Deletions {
  private readonly t: TableClient;

  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.t = new TableClient(doc, table);
  }

  async put(deletion: Deletion): Promise<void> {
    const expiresAt = Math.floor(new Date(deletion.createdAt).getTime() / 1000) + KEEP_DAYS * 86_400;
    await this.t.transact([{ Put: { TableName: this.table, Item: { ...deletionKey(deletion.id), ...deletion, expiresAt } } }]);
  }

  async get(id: string): Promise<Deletion | undefined> {
    const item = await this.t.get(deletionKey(id), { consistent: true });
    if (!item) return undefined;
    return Object.fromEntries(FIELDS.filter((f) => item[f] !== undefined).map((f) => [f, item[f]])) as unknown as Deletion;
  }

  async update(id: string, patch: Partial<Pick<Deletion, 'status' | 'stepsDone' | 'attempts' | 'error'>>, now: Date): Promise<void> {
    const entries = Object.entries({ ...patch, updatedAt: now.toISOString() });
    await this.t.update(
      {
        TableName: this.table,
        Key: deletionKey(id),
        UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
      },
    );
  }
}
