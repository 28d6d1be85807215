import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { NotificationKind } from '../../contract/notifications.js';
import type { NotificationsRepository, StoredNotification } from '../../ports/notifications.js';
import * as keys from './keys.js';
import { conditionFailed, TableClient, type Item } from './table-client.js';

export function toNotification(item: Item): StoredNotification {
  return {
    id: item.id as string,
    kind: item.notificationKind as NotificationKind,
    title: item.title as string,
    body: item.body as string,
    createdAt: item.createdAt as string,
    readAt: (item.readAt as string | undefined) ?? null,
  };
}

/**
 * A new, unread notification's item: no readAt attribute at all (a stored null would count as present in conditions).
 * The kind is `notificationKind`: an export names each item's kind by its sort key. Other repositories write it in their
 * own transactions (a document's quarantine and its notification are one write).
 */
export const noteItem = (userId: string, note: Omit<StoredNotification, 'readAt'>): Item => ({
  PK: keys.userPk(userId),
  SK: keys.noteSk(note.createdAt, note.id),
  id: note.id,
  notificationKind: note.kind,
  title: note.title,
  body: note.body,
  createdAt: note.createdAt,
});

/** The bell's notifications: `NOTE#<createdAt>#<id>` items in the user's collection (newest last in key order). */
export class DynamoNotifications implements NotificationsRepository {
  private readonly t: TableClient;

  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly now: () => Date = () => new Date(),
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {
    this.t = new TableClient(doc, table);
  }

  async add(userId: string, input: { kind: NotificationKind; title: string; body: string }): Promise<StoredNotification> {
    const note: StoredNotification = { id: this.newId(), ...input, createdAt: this.now().toISOString(), readAt: null };
    await this.t.put(noteItem(userId, note), 'attribute_not_exists(PK)');
    return note;
  }

  private async items(userId: string): Promise<Item[]> {
    return this.t.all({ partition: keys.userPk(userId), sortPrefix: keys.NOTE_PREFIX, descending: true, consistent: true });
  }

  async list(userId: string): Promise<StoredNotification[]> {
    return (await this.items(userId)).map(toNotification);
  }

  async markRead(userId: string, ids?: readonly string[]): Promise<number> {
    const wanted = ids ? new Set(ids) : undefined;
    const unread = (await this.items(userId)).filter((item) => !item.readAt && (!wanted || wanted.has(item.id as string)));
    const at = this.now().toISOString();
    let marked = 0;
    for (const item of unread) {
      try {
        await this.t.update({
          TableName: this.table,
          Key: { PK: item.PK, SK: item.SK },
          UpdateExpression: 'SET readAt = :at',
          // Read once: a concurrent mark (or a deletion) leaves it as it is.
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(readAt)',
          ExpressionAttributeValues: { ':at': at },
        });
        marked++;
      } catch (error) {
        if (!conditionFailed(error)) throw error;
      }
    }
    return marked;
  }
}
