import { ClientNotFound, PartnerNotFound } from '../../errors.js';
import type { ClientMove } from '../../ports/admin.js';
import * as keys from './keys.js';
import { cancelledBy, retryRaces, type TableClient, type TxItem } from './table-client.js';
import { clientCountChange, indexedUser, searchItemWrites } from './user-index.js';

/**
 * Assigns a client to a partner (or to none) in one transaction: the client record and its listing
 * key, both partners' counts, and the client's search items (which carry the partner's business name).
 * Each count is conditional on the value read, so a concurrent change makes it read again and retry.
 */
export async function moveClient(t: TableClient, clientId: string, to: string | null): Promise<ClientMove> {
  return retryRaces(
    async () => {
      const [client, profile] = await Promise.all([
        t.get({ PK: keys.userPk(clientId), SK: keys.SK.client }),
        t.get({ PK: keys.userPk(clientId), SK: keys.SK.profile }),
      ]);
      if (!client) throw new ClientNotFound();
      const from = (client.partnerId as string | null | undefined) ?? null;
      if (from === to) return { from, to, changed: false };
      const [fromPartner, toPartner] = await Promise.all([
        from ? t.get({ PK: keys.userPk(from), SK: keys.SK.partner }) : undefined,
        to ? t.get({ PK: keys.userPk(to), SK: keys.SK.partner }) : undefined,
      ]);
      if (to && !toPartner) throw new PartnerNotFound();

      const values: Record<string, unknown> = from ? { ':from': from } : { ':none': null };
      const clientUpdate: TxItem = {
        Update: {
          TableName: t.name,
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
        ...(fromPartner ? [clientCountChange(t.name, { id: from!, clientCount: fromPartner.clientCount as number }, -1)] : []),
        ...(toPartner ? [clientCountChange(t.name, { id: to!, clientCount: toPartner.clientCount as number }, 1)] : []),
        ...(profile
          ? searchItemWrites(
              t.name,
              indexedUser(profile, (toPartner?.businessName as string | undefined) ?? null),
              indexedUser(profile, (fromPartner?.businessName as string | undefined) ?? null),
            )
          : []),
      ];
      await t.transact(items);
      return { from, to, changed: true };
    },
    (error) => cancelledBy(error, [0, 1, 2]),
  );
}

/** Deletes a user's search-token items. Idempotent. */
export async function deleteIndexItems(t: TableClient, userId: string): Promise<void> {
  await t.each({ partition: keys.indexPk(userId) }, (page) => t.deleteAll(page));
}
