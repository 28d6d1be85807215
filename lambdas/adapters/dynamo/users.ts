import type { ClientRecord, NotificationPreferences, PartnerRecord, User } from '../../domain/users.js';
import type { Connection, UsersRepository } from '../../ports/users.js';
import { normalizeEmail, normalizeReferralCode } from '../../domain/users.js';
import type { Group } from '../../domain/roles.js';
import type { StaffPhoto } from '../../domain/staff-photo.js';
import * as keys from './keys.js';
import { ClientNotFound, EmailTaken } from '../../errors.js';
import { deleteIndexItems, moveClient } from './client-moves.js';
import { cancellationCodes, cancelledBy, retryRaces, type Item, type TableClient, type TxItem } from './table-client.js';
import { clientCountChange, indexedUser, partnerListingKeys, profileListingKeys, searchItemWrites, statsOnCreate, statsOnDelete } from './user-index.js';

/** Users and their records (profile, client, partner), with the email and referral-code guards and the search and listing items. */
export class DynamoUsers implements UsersRepository {
  private readonly table: string;

  constructor(private readonly t: TableClient) {
    this.table = t.name;
  }

  private get(PK: string, SK: string): Promise<Item | undefined> {
    return this.t.get({ PK, SK });
  }

  private lookup(key: { GSI1PK: string; GSI1SK: string }): Promise<Item | undefined> {
    return this.t.first({ index: 'GSI1', partition: key.GSI1PK, sortKey: key.GSI1SK });
  }

  async getUser(id: string): Promise<User | undefined> {
    const item = await this.get(keys.userPk(id), keys.SK.profile);
    return item ? (strip(item) as unknown as User) : undefined;
  }

  async findUserIdByEmail(email: string): Promise<string | undefined> {
    const item = await this.lookup(keys.emailLookup(email));
    return item?.id as string | undefined;
  }

  async getClient(id: string): Promise<ClientRecord | undefined> {
    const item = await this.get(keys.userPk(id), keys.SK.client);
    return item ? (strip(item) as unknown as ClientRecord) : undefined;
  }

  async getAccount(id: string): Promise<{ user: User | undefined; client: ClientRecord | undefined }> {
    const pk = keys.userPk(id);
    const items = await this.t.batchGet([
      { PK: pk, SK: keys.SK.profile },
      { PK: pk, SK: keys.SK.client },
    ]);
    const of = (sk: string) => items.find((item) => item.SK === sk);
    const user = of(keys.SK.profile);
    const client = of(keys.SK.client);
    return { user: user ? (strip(user) as unknown as User) : undefined, client: client ? (strip(client) as unknown as ClientRecord) : undefined };
  }

  async getPartner(id: string): Promise<PartnerRecord | undefined> {
    const item = await this.get(keys.userPk(id), keys.SK.partner);
    return item ? (strip(item) as unknown as PartnerRecord) : undefined;
  }

  async findPartnerIdByReferralCode(code: string): Promise<string | undefined> {
    const item = await this.lookup(keys.referralLookup(code));
    return item?.id as string | undefined;
  }

  async createUser(user: User, extra: { client?: ClientRecord; partner?: PartnerRecord } = {}): Promise<void> {
    // The referrer's count is set on the condition that it has not moved since it was read: retry on a race.
    await retryRaces(
      () => this.createUserOnce(user, extra),
      (error) => !(error instanceof EmailTaken) && cancelledBy(error, [2]),
    );
  }

  private async createUserOnce(user: User, extra: { client?: ClientRecord; partner?: PartnerRecord }): Promise<void> {
    const email = normalizeEmail(user.email);
    const { client, partner } = extra;
    const referrer = client?.partnerId ? await this.get(keys.userPk(client.partnerId), keys.SK.partner) : undefined;
    if (client?.partnerId && !referrer) throw new Error('the referring partner does not exist');
    const items: TxItem[] = [
      {
        Put: {
          TableName: this.table,
          Item: keys.uniqueEmail(email),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: this.table,
          Item: {
            PK: keys.userPk(user.id),
            SK: keys.SK.profile,
            ...keys.emailLookup(email),
            ...profileListingKeys({ ...user, email }),
            ...user,
            email,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ];
    if (client) {
      // Index 2: the retry above looks for a race on this item.
      if (client.partnerId && referrer) {
        items.push(clientCountChange(this.table, { id: client.partnerId, clientCount: referrer.clientCount as number }, 1));
      }
      items.push({
        Put: {
          TableName: this.table,
          Item: {
            PK: keys.userPk(user.id),
            SK: keys.SK.client,
            ...(client.partnerId
              ? { GSI2PK: keys.partnerClients(client.partnerId), GSI2SK: keys.byCreated(client.createdAt, client.id) }
              : {}),
            ...client,
          },
        },
      });
    }
    if (partner) {
      const code = partner.referralCode ? normalizeReferralCode(partner.referralCode) : null;
      if (code) {
        items.push({
          Put: { TableName: this.table, Item: keys.uniqueReferral(code), ConditionExpression: 'attribute_not_exists(PK)' },
        });
      }
      items.push({
        Put: {
          TableName: this.table,
          Item: {
            PK: keys.userPk(user.id),
            SK: keys.SK.partner,
            ...(code ? keys.referralLookup(code) : {}),
            ...partnerListingKeys(user.role, partner),
            ...partner,
            referralCode: code,
          },
        },
      });
    }
    const businessName = client ? ((referrer?.businessName as string | undefined) ?? null) : (partner?.businessName ?? null);
    items.push(...searchItemWrites(this.table, indexedUser({ ...user, email }, businessName)));
    items.push(...statsOnCreate(this.table, user.role, new Date(user.createdAt)));
    try {
      await this.t.transact(items);
    } catch (error) {
      if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') throw new EmailTaken();
      throw error;
    }
  }
  async setClientFolders(id: string, folderIds: ClientRecord['folderIds']): Promise<void> {
    await this.t.update({
      TableName: this.table,
      Key: { PK: keys.userPk(id), SK: keys.SK.client },
      UpdateExpression: 'SET folderIds = :f',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':f': folderIds },
    });
  }

  async setNotificationPreferences(id: string, preferences: NotificationPreferences): Promise<void> {
    await this.t.update({
      TableName: this.table,
      Key: { PK: keys.userPk(id), SK: keys.SK.profile },
      UpdateExpression: 'SET notificationPreferences = :p',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':p': preferences },
    });
  }

  async setPhoto(id: string, photo: StaffPhoto | null): Promise<void> {
    await this.t.update({
      TableName: this.table,
      Key: { PK: keys.userPk(id), SK: keys.SK.profile },
      ...(photo ? { UpdateExpression: 'SET photo = :p', ExpressionAttributeValues: { ':p': photo } } : { UpdateExpression: 'REMOVE photo' }),
      ConditionExpression: 'attribute_exists(PK)',
    });
  }

  private collection(id: string): Promise<Item[]> {
    return this.t.all({ partition: keys.userPk(id) });
  }

  async listUserItems(id: string): Promise<Record<string, unknown>[]> {
    // `kind` names the item (its sort key); an item's own `kind` attribute (a subscription's billing kind, a dispute's
    // type) is kept as `itemKind` rather than hiding which item it is.
    return (await this.collection(id)).map((item) => {
      const { kind, ...rest } = strip(item);
      return { kind: item.SK, ...rest, ...(kind === undefined ? {} : { itemKind: kind }) };
    });
  }

  async exportItems(id: string): Promise<Record<string, unknown>[]> {
    const [own, tokens] = await Promise.all([this.listUserItems(id), this.t.all({ index: 'GSI1', partition: keys.userTokens(id) })]);
    // A token's purpose and expiry are the user's data; its hash is of no use to them and stays out.
    const pending = tokens.map((t) => ({ kind: 'ONE_TIME_TOKEN', purpose: t.purpose, expiresAt: new Date(Number(t.expiresAt) * 1000).toISOString() }));
    // A pending reset code shows that it exists and until when, never its hash.
    const shown = own.filter((item) => item.kind !== keys.SK.otp).map((item) => (item.kind === keys.SK.resetCode ? { kind: item.kind, expiresAt: new Date(Number(item.expiresAt) * 1000).toISOString() } : item));
    return [...shown, ...pending];
  }

  async listConnections(id: string): Promise<Connection[]> {
    const items = await this.t.all({ partition: keys.userPk(id), sortPrefix: keys.CONNECTION_PREFIX });
    return items.map((i) => ({
      id: String(i.SK).slice(keys.CONNECTION_PREFIX.length),
      provider: String(i.provider ?? 'unknown'),
      connectedAt: String(i.connectedAt ?? ''),
    }));
  }

  async deleteUserData(id: string, at: Date): Promise<void> {
    const items = await this.collection(id);
    const bySk = new Map(items.map((item) => [item.SK as string, item]));
    const client = bySk.get(keys.SK.client);
    const partner = bySk.get(keys.SK.partner);
    const profile = bySk.get(keys.SK.profile);

    if (client) {
      // The count and the record it counts go together, so a retry cannot decrement twice.
      await retryRaces(async () => {
        const partnerId = client.partnerId as string | null | undefined;
        const owner = partnerId ? await this.get(keys.userPk(partnerId), keys.SK.partner) : undefined;
        await this.t.transact([
          { Delete: { TableName: this.table, Key: { PK: client.PK, SK: client.SK } } },
          // The partner may be gone already: then the client record goes alone.
          ...(owner ? [clientCountChange(this.table, { id: partnerId!, clientCount: owner.clientCount as number }, -1)] : []),
        ]);
      }, (error) => cancelledBy(error, [1]));
    }
    if (partner) {
      // A deleted partner's clients become unassigned, one transaction each (count and search items move with them).
      await this.t.each({ index: 'GSI2', partition: keys.partnerClients(id) }, async (page) => {
        for (const c of page) {
          await moveClient(this.t, c.id as string, null).catch((error: unknown) => {
            if (!(error instanceof ClientNotFound)) throw error; // deleted meanwhile: nothing to unassign
          });
        }
      });
      if (partner.referralCode) {
        await this.t.delete(keys.uniqueReferral(partner.referralCode as string));
      }
    }
    await deleteIndexItems(this.t, id);
    // The anonymised activity events made from the client's results live outside the collection; their journey lists them.
    const journey = bySk.get(keys.FIGURES_JOURNEY_SK);
    if (Array.isArray(journey?.activity)) await this.t.deleteAll(journey.activity.map((sk) => keys.figures.activity(String(sk))));
    // Unused one-time tokens (email confirmation links) name the user: they go too.
    await this.t.deleteAll(await this.t.all({ index: 'GSI1', partition: keys.userTokens(id) }));
    await this.t.deleteAll(items.filter((item) => item.SK !== keys.SK.client && item.SK !== keys.SK.profile));
    if (profile) {
      await this.t.delete(keys.uniqueEmail(profile.email as string));
      // The profile and the user counts go together, so a retry cannot count a deletion twice.
      await this.t
        .transact([
          { Delete: { TableName: this.table, Key: { PK: profile.PK, SK: profile.SK }, ConditionExpression: 'attribute_exists(PK)' } },
          ...statsOnDelete(this.table, profile.role as Group, at),
        ])
        .catch((error: unknown) => {
          if (!cancelledBy(error, [0])) throw error;
        });
    }
  }
}

/** Drop the key attributes: callers see entities, never the table layout. */
function strip(item: Item): Item {
  const { PK, SK, GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK, GSI4PK, GSI4SK, ...rest } = item;
  void [PK, SK, GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK, GSI4PK, GSI4SK];
  return rest;
}
