import type { UsageCounters } from '../../ports/subscriptions.js';
import * as keys from './keys.js';
import { usageIncrement } from './subscriptions.js';
import { conditionFailed, type TableClient } from './table-client.js';

/** The monthly usage counters of counted features, on the user's collection. */
export class DynamoUsageCounters implements UsageCounters {
  constructor(private readonly t: TableClient) {}

  async useFeature(userId: string, feature: string, month: string, limit: number | undefined): Promise<boolean> {
    try {
      await this.t.update(usageIncrement(this.t.name, userId, feature, month, limit));
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
}
