import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { ClientRecord, PartnerRecord, User } from '../domain/users.js';
import { normalizeEmail, normalizeReferralCode } from '../domain/users.js';
import { emulatorCredentials, type AdapterConfig } from './config.js';
import * as keys from './keys.js';

/** The data port. Every read is a GetItem or a Query; there is no Scan. */
export interface Store {
  ping(): Promise<void>;
  getUser(id: string): Promise<User | undefined>;
  findUserIdByEmail(email: string): Promise<string | undefined>;
  getClient(id: string): Promise<ClientRecord | undefined>;
  getPartner(id: string): Promise<PartnerRecord | undefined>;
  findPartnerIdByReferralCode(code: string): Promise<string | undefined>;
  /** Writes the user with its email guard; fails with `Conflict`-worthy `EmailTaken` if the email is used. */
  createUser(user: User, extra?: { client?: ClientRecord; partner?: PartnerRecord }): Promise<void>;
}

export class EmailTaken extends Error {
  constructor() {
    super('email already registered');
  }
}

type Item = Record<string, unknown>;

export function documentClient(config: AdapterConfig): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: config.region,
    ...(config.dynamodbEndpoint ? { endpoint: config.dynamodbEndpoint, credentials: emulatorCredentials } : {}),
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

export class DynamoStore implements Store {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async ping(): Promise<void> {
    const { Table } = await this.doc.send(new DescribeTableCommand({ TableName: this.table }));
    if (Table?.TableStatus !== 'ACTIVE') throw new Error(`table is ${Table?.TableStatus ?? 'missing'}`);
  }

  private async get(PK: string, SK: string): Promise<Item | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: { PK, SK } }));
    return Item;
  }

  private async lookup(index: 'GSI1', key: { GSI1PK: string; GSI1SK: string }): Promise<Item | undefined> {
    const { Items } = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: index,
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
        ExpressionAttributeValues: { ':pk': key.GSI1PK, ':sk': key.GSI1SK },
        Limit: 1,
      }),
    );
    return Items?.[0];
  }

  async getUser(id: string): Promise<User | undefined> {
    const item = await this.get(keys.userPk(id), keys.SK.profile);
    return item ? (strip(item) as unknown as User) : undefined;
  }

  async findUserIdByEmail(email: string): Promise<string | undefined> {
    const item = await this.lookup('GSI1', keys.emailLookup(email));
    return item?.id as string | undefined;
  }

  async getClient(id: string): Promise<ClientRecord | undefined> {
    const item = await this.get(keys.userPk(id), keys.SK.client);
    return item ? (strip(item) as unknown as ClientRecord) : undefined;
  }

  async getPartner(id: string): Promise<PartnerRecord | undefined> {
    const item = await this.get(keys.userPk(id), keys.SK.partner);
    return item ? (strip(item) as unknown as PartnerRecord) : undefined;
  }

  async findPartnerIdByReferralCode(code: string): Promise<string | undefined> {
    const item = await this.lookup('GSI1', keys.referralLookup(code));
    return item?.id as string | undefined;
  }

  async createUser(user: User, extra: { client?: ClientRecord; partner?: PartnerRecord } = {}): Promise<void> {
    const email = normalizeEmail(user.email);
    const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
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
            GSI2PK: keys.roleListing(user.role),
            GSI2SK: keys.byCreated(user.createdAt, user.id),
            GSI3PK: keys.roleListing(user.role),
            GSI3SK: `${user.fullName.trim().toLowerCase()}#${user.id}`,
            GSI4PK: keys.roleListing(user.role),
            GSI4SK: `${email}#${user.id}`,
            ...user,
            email,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ];
    const { client, partner } = extra;
    if (client) {
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
      if (client.partnerId) {
        items.push({
          Update: {
            TableName: this.table,
            Key: { PK: keys.userPk(client.partnerId), SK: keys.SK.partner },
            UpdateExpression: 'ADD clientCount :one',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':one': 1 },
          },
        });
      }
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
            ...partner,
            referralCode: code,
          },
        },
      });
    }
    try {
      await this.doc.send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
      if (reasons?.[0]?.Code === 'ConditionalCheckFailed') throw new EmailTaken();
      throw error;
    }
  }
}

/** Drop the key attributes: callers see entities, never the table layout. */
function strip(item: Item): Item {
  const { PK, SK, GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK, GSI4PK, GSI4SK, ...rest } = item;
  void [PK, SK, GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK, GSI4PK, GSI4SK];
  return rest;
}
