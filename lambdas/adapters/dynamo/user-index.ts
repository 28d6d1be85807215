/**
 * The items that keep the admin tables sortable, searchable and counted: search trigrams, partner
 * sort keys, client counts and analytics counters. Written as transaction items, so the store puts
 * them in the same TransactWrite as the change they follow (docs/data-model.md, "Admin tables").
 */
import { dayKey, weekStart, type FunnelStep } from '../../domain/analytics.js';
import type { Group } from '../../domain/roles.js';
import { searchTokens, searchText } from '../../domain/search.js';
import * as keys from './keys.js';
import { deferrable, type TxItem } from './table-client.js';

/** What the search items of a user are built from. */
export interface IndexedUser {
  id: string;
  role: Group;
  fullName: string;
  email: string;
  phoneNumber?: string | null;
  createdAt: string;
  /** Clients: their partner's business name (null when unassigned). Partners: their own. */
  businessName?: string | null;
}

export const isPartnerRole = (role: Group) => role === 'partner' || role === 'partner_pending';

/** The fields of a profile item (and a business name) that matter for indexing. */
export function indexedUser(profile: Record<string, unknown>, businessName: string | null | undefined): IndexedUser {
  return {
    id: profile.id as string,
    role: profile.role as Group,
    fullName: (profile.fullName as string | undefined) ?? '',
    email: (profile.email as string | undefined) ?? '',
    phoneNumber: (profile.phoneNumber as string | undefined) ?? null,
    createdAt: profile.createdAt as string,
    businessName: businessName ?? null,
  };
}

/** Sort keys of the profile item within its role's listings (GSI2 created, GSI3 name, GSI4 email). */
export function profileListingKeys(user: Pick<IndexedUser, 'id' | 'role' | 'fullName' | 'email' | 'createdAt'>) {
  return {
    GSI2PK: keys.roleListing(user.role),
    GSI2SK: keys.byCreated(user.createdAt, user.id),
    GSI3PK: keys.roleListing(user.role),
    GSI3SK: keys.byName(user.fullName, user.id),
    GSI4PK: keys.roleListing(user.role),
    GSI4SK: keys.byEmail(user.email, user.id),
  };
}

/** Listing keys of a partner record: by business name (GSI3), by client count (GSI4), pending applications (GSI2). */
export function partnerListingKeys(role: Group, partner: { id: string; businessName: string; clientCount: number; createdAt: string; rejected?: boolean }) {
  return {
    GSI3PK: keys.partnersByBusiness(role),
    GSI3SK: keys.byName(partner.businessName, partner.id),
    GSI4PK: keys.partnersByClients(role),
    GSI4SK: keys.byCount(partner.clientCount, partner.id),
    ...(role === 'partner_pending'
      ? { GSI2PK: keys.applications(partner.rejected ? 'rejected' : 'pending'), GSI2SK: keys.byCreated(partner.createdAt, partner.id) }
      : {}),
  };
}

function searchItem(table: string, user: IndexedUser, token: string, text: string): TxItem {
  const partition = keys.searchPartition(user.role, token);
  return {
    Put: {
      TableName: table,
      Item: {
        PK: keys.indexPk(user.id),
        SK: keys.searchSk(token),
        userId: user.id,
        search: text,
        GSI2PK: partition,
        GSI2SK: keys.byCreated(user.createdAt, user.id),
        GSI3PK: partition,
        GSI3SK: keys.byName(user.fullName, user.id),
        GSI4PK: partition,
        // The role's second sort: business name for partners, email for everyone else.
        GSI4SK: isPartnerRole(user.role) ? keys.byName(user.businessName ?? '', user.id) : keys.byEmail(user.email, user.id),
      },
    },
  };
}

const fieldsOf = (user: IndexedUser) => ({
  fullName: user.fullName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  businessName: user.businessName,
});

/** Puts the user's search items (and deletes the ones `before` had that are no longer current). */
export function searchItemWrites(table: string, after: IndexedUser, before?: IndexedUser): TxItem[] {
  const tokens = searchTokens(fieldsOf(after));
  const stale = before ? searchTokens(fieldsOf(before)).filter((t) => !tokens.includes(t)) : [];
  const text = searchText(fieldsOf(after));
  // Puts first: when a large rewrite spills past the transaction (TableClient.transact), the
  // current items are the ones written with the change, and only stale deletes follow it.
  return [
    ...tokens.map((token) => searchItem(table, after, token, text)),
    ...stale.map((token): TxItem => ({ Delete: { TableName: table, Key: { PK: keys.indexPk(after.id), SK: keys.searchSk(token) } } })),
  ].map(deferrable);
}

/**
 * Sets a partner's client count and its sort key together, on the condition that the count is still
 * what was read: a concurrent change cancels the transaction, and the caller reads again and retries.
 */
export function clientCountChange(table: string, partner: { id: string; clientCount: number }, delta: number): TxItem {
  const next = partner.clientCount + delta;
  return {
    Update: {
      TableName: table,
      Key: { PK: keys.userPk(partner.id), SK: keys.SK.partner },
      UpdateExpression: 'SET clientCount = :next, GSI4SK = :sk',
      ConditionExpression: 'attribute_exists(PK) AND clientCount = :current',
      ExpressionAttributeValues: { ':next': next, ':sk': keys.byCount(next, partner.id), ':current': partner.clientCount },
    },
  };
}

/**
 * A change to a user's profile item on a condition over it, for a transaction: an Update when `set`
 * is given, else a ConditionCheck. `#role` always names the role attribute, so conditions on the
 * role (the usual guard against a concurrent move) read alike everywhere.
 */
export function profileChange(
  table: string,
  userId: string,
  change: { set?: string; condition: string; names?: Record<string, string>; values: Record<string, unknown> },
): TxItem {
  const common = {
    TableName: table,
    Key: { PK: keys.userPk(userId), SK: keys.SK.profile },
    ConditionExpression: change.condition,
    ExpressionAttributeNames: { '#role': 'role', ...change.names },
    ExpressionAttributeValues: change.values,
  };
  return change.set ? { Update: { ...common, UpdateExpression: change.set } } : { ConditionCheck: common };
}

/** ADDs to counters of one item (created on first use). */
export function addCounters(table: string, key: { PK: string; SK: string }, counts: Record<string, number>): TxItem {
  const entries = Object.entries(counts).filter(([, n]) => n !== 0);
  return {
    Update: {
      TableName: table,
      Key: key,
      UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, n], i) => [`:c${i}`, n])),
    },
  };
}

export const roleCounter = (role: Group) => `role_${role}`;
export const funnelCounter = (step: FunnelStep) => `funnel_${step}`;
export const payingCounter = (tier: string) => `paying_${tier}`;

/** A new user: total and role counts, signups this week and today, and (clients) the funnel's first step. */
export function statsOnCreate(table: string, role: Group, at: Date): TxItem[] {
  return [
    addCounters(table, keys.stats.totals, {
      users: 1,
      [roleCounter(role)]: 1,
      ...(role === 'client' ? { [funnelCounter('signedUp')]: 1 } : {}),
    }),
    addCounters(table, keys.stats.week(weekStart(at)), { signups: 1 }),
    addCounters(table, keys.stats.day(dayKey(at)), { signups: 1 }),
  ];
}

export function statsOnDelete(table: string, role: Group, at: Date): TxItem[] {
  return [
    addCounters(table, keys.stats.totals, { users: -1, [roleCounter(role)]: -1 }),
    addCounters(table, keys.stats.week(weekStart(at)), { deletions: 1 }),
    addCounters(table, keys.stats.day(dayKey(at)), { deletions: 1 }),
  ];
}
