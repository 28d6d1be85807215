/**
 * Puts subscriptions written before the reconciliation watch listing existed (GSI3, keys.ts
 * `reconcileWatch`) into it, so the reconciliation job sees them. Reads every subscription with a Query
 * on its GSI2 listing (no Scan); gives each one without GSI3 keys the watch a write at `now` would
 * give it (domain/reconciliation.ts): a pending checkout or an unsettled status until its next change,
 * any other for the next 48 hours, so the first runs after the backfill look at every subscription
 * once. Only an item still without the keys is written (a condition), so it is idempotent and never
 * moves the watch of a subscription a later write already set. `scripts/backfill-drift-listing.ts`
 * runs it (docs/operations.md).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { driftWatchUntil } from '../domain/reconciliation.js';
import * as keys from '../adapters/dynamo/keys.js';
import { toState } from '../adapters/dynamo/subscriptions.js';
import { conditionFailed, TableClient } from '../adapters/dynamo/table-client.js';

export interface DriftBackfillReport {
  /** Subscriptions read from the listing. */
  subscriptions: number;
  /** Given their watch keys now. */
  added: number;
  /** Already listed (by a write since the listing exists, or an earlier backfill). */
  alreadyListed: number;
}

export async function backfillDriftListing(
  doc: DynamoDBDocumentClient,
  table: string,
  options: { now?: Date; onPage?: (report: DriftBackfillReport) => void } = {},
): Promise<DriftBackfillReport> {
  const t = new TableClient(doc, table);
  const now = options.now ?? new Date();
  const report: DriftBackfillReport = { subscriptions: 0, added: 0, alreadyListed: 0 };
  await t.each({ index: 'GSI2', partition: keys.SUBSCRIPTIONS_LISTING }, async (items) => {
    for (const item of items) {
      if (item.SK !== keys.billingSk.subscription) continue;
      report.subscriptions++;
      if (item.GSI3PK) {
        report.alreadyListed++;
        continue;
      }
      const state = toState(item);
      const watch = keys.reconcileWatch(driftWatchUntil(state, now), state.userId);
      try {
        await t.update({
          TableName: table,
          Key: { PK: item.PK as string, SK: item.SK as string },
          UpdateExpression: 'SET GSI3PK = :pk, GSI3SK = :sk',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI3PK)',
          ExpressionAttributeValues: { ':pk': watch.GSI3PK, ':sk': watch.GSI3SK },
        });
        report.added++;
      } catch (error) {
        if (!conditionFailed(error)) throw error;
        report.alreadyListed++;
      }
    }
    options.onPage?.(report);
  });
  return report;
}
