import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Conflict } from '../../errors.js';
import { inboxOrder, messageExpiresAt, type MessageThread } from '../../domain/secure-messages.js';
import type { Page } from '../../ports/page.js';
import type { SecureMessagesRepository, StoredMessage } from '../../ports/secure-messages.js';
import * as keys from './keys.js';
import { cancelledBy, conditionFailed, TableClient, type Item, type TxItem } from './table-client.js';

const CHANGED = 'The thread changed meanwhile. Reload and try again.';

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

const toThread = (i: Item): MessageThread => ({
  clientId: String(i.clientId),
  clientName: String(i.clientName ?? ''),
  advisorId: str(i.advisorId),
  plan: str(i.plan) as MessageThread['plan'],
  priority: i.priority === true,
  waitingSince: str(i.waitingSince),
  respondBy: str(i.respondBy),
  lastMessageAt: str(i.lastMessageAt),
  clientReadAt: str(i.clientReadAt),
  staffReadAt: str(i.staffReadAt),
  unreadByClient: num(i.unreadByClient),
  unreadByStaff: num(i.unreadByStaff),
  version: num(i.version),
});

const toMessage = (i: Item): StoredMessage => ({
  id: String(i.id),
  clientId: String(i.clientId),
  from: i.from === 'staff' ? 'staff' : 'client',
  authorId: String(i.authorId),
  authorName: String(i.authorName ?? ''),
  text: String(i.text ?? ''),
  attachments: Array.isArray(i.attachments) ? (i.attachments as StoredMessage['attachments']) : [],
  sentAt: String(i.sentAt),
});

/** The thread's summary item, its version one past the one read; written only over that version. */
function threadPut(table: string, thread: MessageThread): NonNullable<TxItem['Put']> {
  const { version, ...rest } = thread;
  return {
    TableName: table,
    Item: {
      PK: keys.userPk(thread.clientId),
      SK: keys.MESSAGE_THREAD_SK,
      kind: 'MESSAGE_THREAD',
      ...rest,
      version: version + 1,
      ...keys.threadListing(thread.advisorId, inboxOrder(thread), thread.clientId),
    },
    ...(version === 0
      ? { ConditionExpression: 'attribute_not_exists(PK)' }
      : { ConditionExpression: 'version = :expected', ExpressionAttributeValues: { ':expected': version } }),
  };
}

/** Secure messages: the thread in the client's collection (inbox listings on GSI2/GSI3), messages in `MESSAGES#USER#<id>`. */
export class DynamoSecureMessages implements SecureMessagesRepository {
  private readonly t: TableClient;

  constructor(doc: DynamoDBDocumentClient, table: string) {
    this.t = new TableClient(doc, table);
  }

  async getThread(clientId: string): Promise<MessageThread | undefined> {
    const item = await this.t.get({ PK: keys.userPk(clientId), SK: keys.MESSAGE_THREAD_SK }, { consistent: true });
    return item ? toThread(item) : undefined;
  }

  async append(message: StoredMessage, thread: MessageThread): Promise<void> {
    try {
      await this.t.transact([
        { Put: threadPut(this.t.name, thread) },
        {
          Put: {
            TableName: this.t.name,
            Item: { PK: keys.messagesPk(message.clientId), SK: keys.messageSk(message.sentAt, message.id), kind: 'MESSAGE', ...message, expiresAt: messageExpiresAt(message.sentAt) },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ]);
    } catch (error) {
      if (cancelledBy(error, [0, 1])) throw new Conflict(CHANGED);
      throw error;
    }
  }

  async saveThread(thread: MessageThread): Promise<void> {
    try {
      const put = threadPut(this.t.name, thread);
      await this.t.put(put.Item!, { expression: put.ConditionExpression!, ...(put.ExpressionAttributeValues ? { values: put.ExpressionAttributeValues } : {}) });
    } catch (error) {
      if (conditionFailed(error)) throw new Conflict(CHANGED);
      throw error;
    }
  }

  async listMessages(clientId: string, limit: number, after?: Record<string, unknown>): Promise<Page<StoredMessage>> {
    const page = await this.t.page({ partition: keys.messagesPk(clientId), sortPrefix: keys.MESSAGE_PREFIX, descending: true, limit, consistent: true }, after);
    return { items: page.items.map(toMessage), ...(page.next ? { next: page.next } : {}) };
  }

  async allMessages(clientId: string): Promise<StoredMessage[]> {
    return (await this.t.all({ partition: keys.messagesPk(clientId), sortPrefix: keys.MESSAGE_PREFIX })).map(toMessage);
  }

  async inbox(advisorId: string | 'all', limit: number, after?: Record<string, unknown>): Promise<Page<MessageThread>> {
    const query = advisorId === 'all' ? { index: 'GSI3' as const, partition: keys.INBOX_ALL } : { index: 'GSI2' as const, partition: keys.advisorInbox(advisorId) };
    const page = await this.t.page({ ...query, limit }, after);
    return { items: page.items.map(toThread), ...(page.next ? { next: page.next } : {}) };
  }

  async deleteAll(clientId: string): Promise<number> {
    const messages = await this.t.all({ partition: keys.messagesPk(clientId) });
    await this.t.deleteAll([...messages, { PK: keys.userPk(clientId), SK: keys.MESSAGE_THREAD_SK }]);
    return messages.length;
  }
}
