import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ClientDetailsWrite, GoalFields, PersonalDetails, ProfileRepository, StoredClient, StoredProfile } from '../../ports/profile.js';
import { ProfileChangedMeanwhile } from '../../errors.js';
import * as keys from './keys.js';
import { cancelledBy, conditionFailed, TableClient, type Item, type TxItem } from './table-client.js';
import { indexedUser, searchItemWrites } from './user-index.js';

/** Keys stripped: callers see entities, never the table layout. */
export function stripKeys(item: Item): Item {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !/^(PK|SK|GSI\d(PK|SK))$/.test(name)));
}

/** SET the given values (REMOVE the nulls), as one update expression. */
function setOrRemove(fields: Record<string, unknown>) {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  const sets = entries.filter(([, v]) => v !== null);
  const removes = entries.filter(([, v]) => v === null);
  const names = Object.fromEntries(entries.map(([name], i) => [`#n${i}`, name]));
  const index = new Map(entries.map(([name], i) => [name, i]));
  const expression = [
    sets.length ? `SET ${sets.map(([name]) => `#n${index.get(name)} = :v${index.get(name)}`).join(', ')}` : '',
    removes.length ? `REMOVE ${removes.map(([name]) => `#n${index.get(name)}`).join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const values = Object.fromEntries(sets.map(([name, v]) => [`:v${index.get(name)}`, v]));
  return { expression, names, values };
}

/** The Personal Info tab's fields on the PROFILE and CLIENT items (docs/data-model.md, "Dashboard"). */
export class DynamoProfiles implements ProfileRepository {
  private readonly t: TableClient;

  constructor(
    doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.t = new TableClient(doc, table);
  }

  async get(userId: string): Promise<{ profile: StoredProfile | undefined; client: StoredClient | undefined }> {
    const [profile, client] = await Promise.all([
      this.t.get({ PK: keys.userPk(userId), SK: keys.SK.profile }, { consistent: true }),
      this.t.get({ PK: keys.userPk(userId), SK: keys.SK.client }, { consistent: true }),
    ]);
    return {
      profile: profile ? (stripKeys(profile) as unknown as StoredProfile) : undefined,
      client: client ? (stripKeys(client) as unknown as StoredClient) : undefined,
    };
  }

  async save(userId: string, before: StoredProfile, personal: PersonalDetails, client: ClientDetailsWrite): Promise<void> {
    const pk = keys.userPk(userId);
    const clientItem = await this.t.get({ PK: pk, SK: keys.SK.client }, { consistent: true });
    const partnerId = clientItem?.partnerId as string | null | undefined;
    const owner = partnerId ? await this.t.get({ PK: keys.userPk(partnerId), SK: keys.SK.partner }) : undefined;
    const businessName = (owner?.businessName as string | undefined) ?? null;

    const profileSet = setOrRemove({ ...personal, GSI3SK: keys.byName(personal.fullName, userId) });
    const after = { ...before, ...personal } as unknown as Record<string, unknown>;
    const clientSet = setOrRemove({ ...client });
    const items: TxItem[] = [
      {
        Update: {
          TableName: this.table,
          Key: { PK: pk, SK: keys.SK.profile },
          UpdateExpression: profileSet.expression,
          // Written against the profile as read, so a concurrent edit cannot leave stale search items.
          // A phone never set is absent, or null when staff cleared it.
          ConditionExpression:
            typeof before.phoneNumber === 'string'
              ? 'attribute_exists(PK) AND fullName = :oldName AND phoneNumber = :oldPhone'
              : 'attribute_exists(PK) AND fullName = :oldName AND (attribute_not_exists(phoneNumber) OR attribute_type(phoneNumber, :null))',
          ExpressionAttributeNames: profileSet.names,
          ExpressionAttributeValues: {
            ...profileSet.values,
            ':oldName': before.fullName,
            ...(typeof before.phoneNumber === 'string' ? { ':oldPhone': before.phoneNumber } : { ':null': 'NULL' }),
          },
        },
      },
      ...searchItemWrites(this.table, indexedUser(after, businessName), indexedUser(before as unknown as Record<string, unknown>, businessName)),
      {
        Update: {
          TableName: this.table,
          Key: { PK: pk, SK: keys.SK.client },
          // A client created outside signup has no client item yet: it starts here.
          UpdateExpression: `${clientSet.expression.replace(/^SET /, 'SET id = if_not_exists(id, :id), partnerId = if_not_exists(partnerId, :none), folderIds = if_not_exists(folderIds, :folders), createdAt = if_not_exists(createdAt, :created), ')}`,
          ExpressionAttributeNames: clientSet.names,
          ExpressionAttributeValues: { ...clientSet.values, ':id': userId, ':none': null, ':folders': {}, ':created': before.createdAt },
        },
      },
    ];
    try {
      await this.t.transact(items);
    } catch (error) {
      if (cancelledBy(error, [0])) throw new ProfileChangedMeanwhile();
      throw error;
    }
  }

  async goal(userId: string): Promise<GoalFields | null> {
    const client = await this.t.get({ PK: keys.userPk(userId), SK: keys.SK.client });
    return client?.goal ? { goal: client.goal as GoalFields['goal'], goalSetAt: client.goalSetAt as string } : null;
  }

  async setGoal(userId: string, goal: GoalFields | null): Promise<void> {
    if (!goal) {
      // Clearing: only an item that exists (an update would otherwise create an empty one); none means nothing to clear.
      await this.t
        .update({ TableName: this.table, Key: { PK: keys.userPk(userId), SK: keys.SK.client }, UpdateExpression: 'REMOVE goal, goalSetAt', ConditionExpression: 'attribute_exists(PK)' })
        .catch((error: unknown) => {
          if (!conditionFailed(error)) throw error;
        });
      return;
    }
    await this.t.update({
      TableName: this.table,
      Key: { PK: keys.userPk(userId), SK: keys.SK.client },
      // A client created outside signup has no client item yet: it starts here, as the form's save starts it.
      UpdateExpression:
        'SET goal = :goal, goalSetAt = :at, id = if_not_exists(id, :id), partnerId = if_not_exists(partnerId, :none), folderIds = if_not_exists(folderIds, :folders), createdAt = if_not_exists(createdAt, :at)',
      ExpressionAttributeValues: { ':goal': goal.goal, ':at': goal.goalSetAt, ':id': userId, ':none': null, ':folders': {} },
    });
  }
}
