/**
 * Rebuilds every user's search items (the trigram index, docs/data-model.md "Admin tables") from
 * their profiles: for users written before the index existed, or after a change of its scheme.
 * Reads with Query only (each role's listing, then each user's index items); writes each user's
 * current items and deletes the ones no longer current. Idempotent, so it can run again after a
 * failure. `npm start` runs it once per table (the version marker); in AWS an operator runs
 * `scripts/reindex-search.ts` (docs/operations.md).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GROUPS, type Group } from '../domain/roles.js';
import { searchTokens } from '../domain/search.js';
import * as keys from '../adapters/dynamo/keys.js';
import { deferrable, TableClient, type Item, type TxItem } from '../adapters/dynamo/table-client.js';
import { indexedUser, isPartnerRole, searchItemWrites } from '../adapters/dynamo/user-index.js';

/** The scheme the index items follow; a table marked with another (or none) needs a backfill. */
export const SEARCH_INDEX_VERSION = 'trigram-1';
const marker = { PK: 'SEARCH_INDEX', SK: 'VERSION' } as const;

export interface BackfillReport {
  users: number;
  itemsWritten: number;
  itemsDeleted: number;
}

export async function searchIndexCurrent(doc: DynamoDBDocumentClient, table: string): Promise<boolean> {
  const item = await new TableClient(doc, table).get(marker, { consistent: true });
  return item?.version === SEARCH_INDEX_VERSION;
}

export async function backfillSearchIndex(
  doc: DynamoDBDocumentClient,
  table: string,
  options: { roles?: readonly Group[]; onUser?: (done: number) => void } = {},
): Promise<BackfillReport> {
  const t = new TableClient(doc, table);
  const report: BackfillReport = { users: 0, itemsWritten: 0, itemsDeleted: 0 };
  const businessNames = new Map<string, string | null>();
  const businessOf = async (profile: Item): Promise<string | null> => {
    const role = profile.role as Group;
    const id = profile.id as string;
    let owner: string | null = id;
    if (role === 'client') owner = ((await t.get({ PK: keys.userPk(id), SK: keys.SK.client }))?.partnerId as string | null | undefined) ?? null;
    else if (!isPartnerRole(role)) return null;
    if (!owner) return null;
    if (!businessNames.has(owner)) {
      businessNames.set(owner, ((await t.get({ PK: keys.userPk(owner), SK: keys.SK.partner }))?.businessName as string | undefined) ?? null);
    }
    return businessNames.get(owner)!;
  };

  for (const role of options.roles ?? GROUPS) {
    await t.each({ index: 'GSI2', partition: keys.roleListing(role) }, async (profiles) => {
      for (const profile of profiles) {
        if (profile.SK !== keys.SK.profile) continue;
        const user = indexedUser(profile, await businessOf(profile));
        const current = new Set(searchTokens(user).map((token) => keys.searchSk(token)));
        const existing = await t.all({ partition: keys.indexPk(user.id) });
        const stale = existing.filter((item) => (item.SK as string).startsWith(keys.searchSk('')) && !current.has(item.SK as string));
        const writes: TxItem[] = [
          ...searchItemWrites(table, user),
          ...stale.map((item) => deferrable<TxItem>({ Delete: { TableName: table, Key: { PK: item.PK as string, SK: item.SK as string } } })),
        ];
        await t.transact(writes);
        report.users++;
        report.itemsWritten += current.size;
        report.itemsDeleted += stale.length;
        options.onUser?.(report.users);
      }
    });
  }
  await t.transact([{ Put: { TableName: table, Item: { ...marker, version: SEARCH_INDEX_VERSION, at: new Date().toISOString(), ...report } } }]);
  return report;
}
