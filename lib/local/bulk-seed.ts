/**
 * Bulk seeding for local use and tests: writes many clients with BatchWrite (the same items signup
 * writes: profile, client record, email guard, search items), then moves the counters once.
 * Not used by any route.
 */
import { BatchWriteCommand, GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { weekStart, dayKey } from '../../lambdas/domain/analytics.js';
import { normalizeEmail, type User } from '../../lambdas/domain/users.js';
import * as keys from '../../lambdas/adapters/dynamo/keys.js';
import { cancelledBy, retryRaces } from '../../lambdas/adapters/dynamo/table-client.js';
import { addCounters, clientCountChange, funnelCounter, indexedUser, profileListingKeys, roleCounter, searchItemWrites } from '../../lambdas/adapters/dynamo/user-index.js';

export interface BulkClient {
  user: User;
  partnerId: string | null;
}

export async function bulkCreateClients(doc: DynamoDBDocumentClient, table: string, clients: readonly BulkClient[], at: Date): Promise<void> {
  const partners = new Map<string, Record<string, unknown> | undefined>();
  for (const id of new Set(clients.map((c) => c.partnerId).filter((p): p is string => Boolean(p)))) {
    partners.set(id, (await doc.send(new GetCommand({ TableName: table, Key: { PK: keys.userPk(id), SK: keys.SK.partner } }))).Item);
    if (!partners.get(id)) throw new Error(`no partner ${id}`);
  }
  const items: Record<string, unknown>[] = [];
  for (const { user, partnerId } of clients) {
    const email = normalizeEmail(user.email);
    items.push(
      keys.uniqueEmail(email),
      { PK: keys.userPk(user.id), SK: keys.SK.profile, ...keys.emailLookup(email), ...profileListingKeys({ ...user, email }), ...user, email },
      {
        PK: keys.userPk(user.id),
        SK: keys.SK.client,
        ...(partnerId ? { GSI2PK: keys.partnerClients(partnerId), GSI2SK: keys.byCreated(user.createdAt, user.id) } : {}),
        id: user.id,
        partnerId,
        folderIds: {},
        createdAt: user.createdAt,
      },
    );
    const business = partnerId ? ((partners.get(partnerId)?.businessName as string | undefined) ?? null) : null;
    for (const write of searchItemWrites(table, indexedUser({ ...user, email }, business))) items.push(write.Put!.Item as Record<string, unknown>);
  }
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  const worker = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      let request: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> | undefined = {
        [table]: batch.map((Item) => ({ PutRequest: { Item } })),
      };
      while (request && Object.keys(request).length > 0) {
        const out = await doc.send(new BatchWriteCommand({ RequestItems: request }));
        request = out.UnprocessedItems as typeof request;
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));

  for (const [partnerId] of partners) {
    const added = clients.filter((c) => c.partnerId === partnerId).length;
    await retryRaces(async () => {
      const partner = (await doc.send(new GetCommand({ TableName: table, Key: { PK: keys.userPk(partnerId), SK: keys.SK.partner } }))).Item!;
      await doc.send(
        new TransactWriteCommand({ TransactItems: [clientCountChange(table, { id: partnerId, clientCount: partner.clientCount as number }, added)] }),
      );
    }, (error) => cancelledBy(error, [0]));
  }
  const n = clients.length;
  await doc.send(
    new TransactWriteCommand({
      TransactItems: [
        addCounters(table, keys.stats.totals, { users: n, [roleCounter('client')]: n, [funnelCounter('signedUp')]: n }),
        addCounters(table, keys.stats.week(weekStart(at)), { signups: n }),
        addCounters(table, keys.stats.day(dayKey(at)), { signups: n }),
      ],
    }),
  );
}
