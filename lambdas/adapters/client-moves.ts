import { BatchWriteCommand, GetCommand, QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ClientNotFound, PartnerNotFound } from '../errors.js';
import * as keys from './keys.js';
import { cancelledBy, clientCountChange, indexedUser, retryRaces, searchItemWrites, type TxItem } from './user-index.js';


export interface ClientMove {
  from: string | null;
  to: string | null;
  changed: boolean;
}

type Item = Record<string, unknown>;

async function get(doc: DynamoDBDocumentClient, table: string, PK: string, SK: string): Promise<Item | undefined> {
  return (await doc.send(new GetCommand({ TableName: table, Key: { PK, SK } }))).Item;
}

/**
 * Assigns a client to a partner (or to none) in one transaction: the client record and its listing
 * key, both partners' counts, and the client's search items (which carry the partner's business name).
 * Each count is conditional on the value read, so a concurrent change makes it read again and retry.
 */
export async function moveClient(doc: DynamoDBDocumentClient, table: string, clientId: string, to: string | null): Promise<ClientMove> {
  return retryRaces(
    async () => {
      const [client, profile] = await Promise.all([
        get(doc, table, keys.userPk(clientId), keys.SK.client),
        get(doc, table, keys.userPk(clientId), keys.SK.profile),
      ]);
      if (!client) throw new ClientNotFound();
      const from = (client.partnerId as string | null | undefined) ?? null;
      if (from === to) return { from, to, changed: false };
      const [fromPartner, toPartner] = await Promise.all([
        from ? get(doc, table, keys.userPk(from), keys.SK.partner) : undefined,
        to ? get(doc, table, keys.userPk(to), keys.SK.partner) : undefined,
      ]);
      if (to && !toPartner) throw new PartnerNotFound();

      const values: Record<string, unknown> = from ? { ':from': from } : { ':none': null };
      const clientUpdate: TxItem = {
        Update: {
          TableName: table,
          Key: { PK: keys.userPk(clientId), SK: keys.SK.client },
          UpdateExpression: to ? 'SET partnerId = :to, GSI2PK = :pk, GSI2SK = :sk' : 'SET partnerId = :null REMOVE GSI2PK, GSI2SK',
          ConditionExpression: from ? 'partnerId = :from' : 'attribute_exists(PK) AND (attribute_not_exists(partnerId) OR partnerId = :none)',
          ExpressionAttributeValues: to
            ? { ...values, ':to': to, ':pk': keys.partnerClients(to), ':sk': keys.byCreated(client.createdAt as string, clientId) }
            : { ...values, ':null': null },
        },
      };
      const items: TxItem[] = [
        clientUpdate,
        ...(fromPartner ? [clientCountChange(table, { id: from!, clientCount: fromPartner.clientCount as number }, -1)] : []),
        ...(toPartner ? [clientCountChange(table, { id: to!, clientCount: toPartner.clientCount as number }, 1)] : []),
        ...(profile
          ? searchItemWrites(
              table,
              indexedUser(profile, (toPartner?.businessName as string | undefined) ?? null),
              indexedUser(profile, (fromPartner?.businessName as string | undefined) ?? null),
            )
          : []),
      ];
      await doc.send(new TransactWriteCommand({ TransactItems: items }));
      return { from, to, changed: true };
    },
    (error) => cancelledBy(error, [0, 1, 2]),
  );
}

/** Deletes a user's search-token items. Idempotent. */
export async function deleteIndexItems(doc: DynamoDBDocumentClient, table: string, userId: string): Promise<void> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.indexPk(userId) },
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey: start,
      }),
    );
    const found = page.Items ?? [];
    for (let i = 0; i < found.length; i += 25) {
      await doc.send(
        new BatchWriteCommand({
          RequestItems: { [table]: found.slice(i, i + 25).map((item) => ({ DeleteRequest: { Key: { PK: item.PK, SK: item.SK } } })) },
        }),
      );
    }
    start = page.LastEvaluatedKey;
  } while (start);
}
