import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BankTransaction } from '../../contract/bank.js';
import { Conflict } from '../../errors.js';
import type { BankStore, StoredBankItem, StoredInsights } from '../../ports/bank-data.js';
import * as keys from './keys.js';
import { conditionFailed, TableClient, type Item } from './table-client.js';

const ITEM_FIELDS = ['userId', 'provider', 'itemId', 'institution', 'accounts', 'accessToken', 'cursor', 'connectedAt', 'lastSyncedAt'] as const;
const INSIGHT_FIELDS = ['spending', 'recurring', 'subscriptions', 'computedAt'] as const;
const pick = <T>(item: Item, fields: readonly string[]): T => Object.fromEntries(fields.map((f) => [f, item[f] ?? null])) as T;

export const bankItemFromItem = (item: Item): StoredBankItem => pick<StoredBankItem>(item, ITEM_FIELDS);
export const insightsFromItem = (item: Item): StoredInsights => pick<StoredInsights>(item, INSIGHT_FIELDS);

/** The connection and insights in the user's collection; transactions by month under BANKTXN#<id>. */
export class DynamoBankStore implements BankStore {
  private readonly t: TableClient;

  constructor(doc: DynamoDBDocumentClient, table: string) {
    this.t = new TableClient(doc, table);
  }

  async getItem(userId: string): Promise<StoredBankItem | undefined> {
    const item = await this.t.get({ PK: keys.userPk(userId), SK: keys.BANK_ITEM_SK }, { consistent: true });
    return item ? bankItemFromItem(item) : undefined;
  }

  async createItem(bank: StoredBankItem): Promise<void> {
    try {
      await this.t.put({ PK: keys.userPk(bank.userId), SK: keys.BANK_ITEM_SK, kind: keys.BANK_ITEM_SK, ...bank }, 'attribute_not_exists(PK)');
    } catch (error) {
      if (conditionFailed(error)) throw new Conflict('A bank is already connected');
      throw error;
    }
  }

  async updateSync(userId: string, sync: { cursor: string | null; lastSyncedAt: string }): Promise<void> {
    await this.t.update({
      TableName: this.t.name,
      Key: { PK: keys.userPk(userId), SK: keys.BANK_ITEM_SK },
      UpdateExpression: 'SET #c = :c, lastSyncedAt = :t',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#c': 'cursor' },
      ExpressionAttributeValues: { ':c': sync.cursor, ':t': sync.lastSyncedAt },
    });
  }

  async transactions(userId: string): Promise<BankTransaction[]> {
    const months = await this.t.all({ partition: keys.bankTransactionsPk(userId), consistent: true });
    return months.flatMap((m) => m.transactions as BankTransaction[]);
  }

  async saveTransactions(userId: string, transactions: readonly BankTransaction[], insights: StoredInsights): Promise<void> {
    const byMonth = new Map<string, BankTransaction[]>();
    for (const t of transactions) byMonth.set(t.date.slice(0, 7), [...(byMonth.get(t.date.slice(0, 7)) ?? []), t]);
    const existing = await this.t.all({ partition: keys.bankTransactionsPk(userId), consistent: true });
    // Months that no longer hold a transaction (all removed) go; the others are replaced whole.
    await this.t.deleteAll(existing.filter((m) => !byMonth.has(String(m.SK).slice('MONTH#'.length))));
    for (const [month, list] of byMonth) {
      await this.t.put({ PK: keys.bankTransactionsPk(userId), SK: keys.bankMonthSk(month), kind: 'BANK_TRANSACTIONS', userId, month, transactions: list });
    }
    await this.t.put({ PK: keys.userPk(userId), SK: keys.BANK_INSIGHTS_SK, kind: keys.BANK_INSIGHTS_SK, ...insights });
  }

  async deleteAll(userId: string): Promise<void> {
    const months = await this.t.all({ partition: keys.bankTransactionsPk(userId), consistent: true });
    await this.t.deleteAll(months);
    const own = await Promise.all([keys.BANK_ITEM_SK, keys.BANK_INSIGHTS_SK].map((sk) => this.t.get({ PK: keys.userPk(userId), SK: sk }, { consistent: true })));
    await this.t.deleteAll(own.filter((i): i is Item => Boolean(i)));
  }
}
