import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { DynamoAccounts } from '../../../../lambdas/adapters/dynamo/accounts.js';
import { DynamoOneTimeTokens } from '../../../../lambdas/adapters/dynamo/one-time-tokens.js';
import { documentClient, TableClient } from '../../../../lambdas/adapters/dynamo/table-client.js';
import { DynamoTableStatus } from '../../../../lambdas/adapters/dynamo/table-status.js';
import { DynamoUsers } from '../../../../lambdas/adapters/dynamo/users.js';
import { EmailTaken } from '../../../../lambdas/errors.js';
import { useLocalStack } from '../../../support/local.js';

const stack = useLocalStack();
const config = readConfig(stack.env);
const table = new TableClient(documentClient(config), config.tableName);
const users = new DynamoUsers(table);
const tokens = new DynamoOneTimeTokens(table);
const tableStatus = new DynamoTableStatus(table);
const at = '2026-11-22T10:00:00.000Z';

function newUser(role: 'client' | 'partner' = 'client') {
  const id = randomUUID();
  return { id, role, fullName: `User ${id.slice(0, 4)}`, email: `User.${id}@Example.com`, createdAt: at } as const;
}

describe('the users, one-time tokens, accounts and table status repositories on DynamoDB Local', () => {
  it('writes a user and reads it back by id and by (case-insensitive) email', async () => {
    const user = newUser();
    await users.createUser(user);
    expect(await users.getUser(user.id)).toMatchObject({ id: user.id, fullName: user.fullName, email: user.email.toLowerCase() });
    expect(await users.findUserIdByEmail(`  ${user.email.toUpperCase()} `)).toBe(user.id);
  });

  it('refuses a second account with the same email, writing nothing', async () => {
    const first = newUser();
    await users.createUser(first);
    const second = { ...newUser(), email: first.email.toUpperCase() };
    await expect(users.createUser(second)).rejects.toBeInstanceOf(EmailTaken);
    expect(await users.getUser(second.id)).toBeUndefined();
  });

  it('keeps a partner’s client count exact as clients sign up with its referral code', async () => {
    const partner = newUser('partner');
    const code = `T${partner.id.slice(0, 6)}`.toUpperCase();
    await users.createUser(partner, { partner: { id: partner.id, businessName: 'Acme', referralCode: code, clientCount: 0, createdAt: at } });
    expect(await users.findPartnerIdByReferralCode(` ${code.toLowerCase()} `)).toBe(partner.id);

    await Promise.all(
      [1, 2, 3].map(() => {
        const client = newUser();
        return users.createUser(client, { client: { id: client.id, partnerId: partner.id, folderIds: {}, createdAt: at } });
      }),
    );
    expect((await users.getPartner(partner.id))?.clientCount).toBe(3);
  });

  it('signs up a burst of clients through one referral code at once, every one, with the count exact', async () => {
    // Every signup moves the partner's count (on the condition it did not move) and the site's signup counters, so
    // signups at once race for the same items: each must still land, however many start together.
    const partner = newUser('partner');
    await users.createUser(partner, { partner: { id: partner.id, businessName: 'Burst', referralCode: `B${partner.id.slice(0, 6)}`.toUpperCase(), clientCount: 0, createdAt: at } });
    const burst = Array.from({ length: 16 }, () => newUser());
    const outcomes = await Promise.allSettled(burst.map((client) => users.createUser(client, { client: { id: client.id, partnerId: partner.id, folderIds: {}, createdAt: at } })));
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason))).toEqual([]);
    expect((await users.getPartner(partner.id))?.clientCount).toBe(16);
  });

  it('refuses a client whose partner does not exist (and writes nothing)', async () => {
    const client = newUser();
    await expect(
      users.createUser(client, { client: { id: client.id, partnerId: 'no-such-partner', folderIds: {}, createdAt: at } }),
    ).rejects.toThrow();
    expect(await users.getUser(client.id)).toBeUndefined();
    expect(await users.findUserIdByEmail(client.email)).toBeUndefined();
  });

  it('lists linked accounts and exports the collection, showing a pending reset code by its expiry only (never its hash)', async () => {
    const user = newUser();
    await users.createUser(user);
    await documentClient(config).send(
      new PutCommand({ TableName: config.tableName, Item: { PK: `USER#${user.id}`, SK: 'CONNECTION#bank-1', provider: 'plaid', connectedAt: at } }),
    );
    await tokens.putResetCode(user.id, 'hash', new Date(Date.parse(at) + 60_000));
    expect(await users.listConnections(user.id)).toEqual([{ id: 'bank-1', provider: 'plaid', connectedAt: at }]);
    expect((await users.listUserItems(user.id)).map((i) => i.kind)).toContain('RESET_CODE');
    const exported = await users.exportItems(user.id);
    expect(exported.map((i) => i.kind)).toContain('CONNECTION#bank-1');
    expect(exported.find((i) => i.kind === 'RESET_CODE')).toEqual({ kind: 'RESET_CODE', expiresAt: new Date(Math.floor((Date.parse(at) + 60_000) / 1000) * 1000).toISOString() });
    expect(JSON.stringify(exported)).not.toContain('hash');
  });

  it('answers a ping when the table exists, and fails when it does not', async () => {
    await expect(tableStatus.ping()).resolves.toBeUndefined();
    await expect(new DynamoTableStatus(new TableClient(documentClient(config), 'missing')).ping()).rejects.toThrow();
  });

  it('reads the users item and the client record in one request, and answers undefined for what is missing', async () => {
    const client = newUser();
    await users.createUser(client, { client: { id: client.id, partnerId: null, folderIds: {}, createdAt: at } });
    const account = await users.getAccount(client.id);
    expect(account.user).toMatchObject({ id: client.id, fullName: client.fullName });
    expect(account.client).toMatchObject({ id: client.id });
    expect(await users.getAccount(randomUUID())).toEqual({ user: undefined, client: undefined });
  });

  it('reuses a "not deleted" answer only when asked, only for as long as asked, and never after its own tombstone', async () => {
    let now = 1_000_000;
    const warm = new DynamoAccounts(table, () => now);
    const other = new DynamoAccounts(table);
    const id = randomUUID();
    expect(await warm.isDeleted(id, { liveForMs: 10_000 })).toBe(false);
    // Another function tombstones the account: a fresh read sees it at once, a reused answer until it is too old.
    await other.putTombstone(id, new Date(at));
    expect(await warm.isDeleted(id, { liveForMs: 10_000 })).toBe(false);
    expect(await warm.isDeleted(id)).toBe(true);
    // Once seen deleted, always deleted (ids are never reused).
    expect(await warm.isDeleted(id, { liveForMs: 10_000 })).toBe(true);

    const later = randomUUID();
    expect(await warm.isDeleted(later, { liveForMs: 10_000 })).toBe(false);
    await other.putTombstone(later, new Date(at));
    now += 10_000;
    expect(await warm.isDeleted(later, { liveForMs: 10_000 })).toBe(true);

    const own = randomUUID();
    expect(await warm.isDeleted(own, { liveForMs: 10_000 })).toBe(false);
    await warm.putTombstone(own, new Date(at));
    expect(await warm.isDeleted(own, { liveForMs: 10_000 })).toBe(true);
  });
});
