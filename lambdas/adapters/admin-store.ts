import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { STAFF_ROLES, type AuditEntry, type StaffRole, type UserView } from '../domain/admin.js';
import { FUNNEL_STEPS, SIGNUP_WEEKS, monthKey, recentWeeks, signupsPerWeek, weekStart, type FunnelStep } from '../domain/analytics.js';
import { GROUPS, type Group } from '../domain/roles.js';
import { searchPlan } from '../domain/search.js';
import { foldersReady } from '../domain/users.js';
import { moveClient, type ClientMove } from './client-moves.js';
import { InvalidCursor, NotAnApplicant, ReferralCodeTaken, RoleChanged } from '../errors.js';
import * as keys from './keys.js';
import {
  addCounters,
  cancelledBy,
  funnelCounter,
  indexedUser,
  partnerListingKeys,
  profileListingKeys,
  payingCounter,
  roleCounter,
  searchItemWrites,
  type TxItem,
} from './user-index.js';

export type { UserView };

export interface TeamMemberRecord {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  createdAt: string;
}

/** A team is dozens of people; this bounds the one Query per role the Team tab makes. */
export const TEAM_LIMIT = 500;

/** The staff member's role changed since it was read (another admin got there first). */
export type Item = Record<string, unknown>;
export type Order = 'asc' | 'desc';
export type ClientSort = 'created' | 'name' | 'email';
export type PartnerSort = 'created' | 'name' | 'business' | 'clients';

export interface ListRequest<S extends string> {
  sort: S;
  order: Order;
  q?: string;
  limit: number;
  /** Where the previous page stopped, as this store handed it out. */
  after?: Record<string, unknown>;
}

export interface Page<T> {
  items: T[];
  next?: Record<string, unknown>;
}

export interface Analytics {
  totalUsers: number;
  usersByRole: Record<string, number>;
  signupsPerWeek: { weekStart: string; signups: number }[];
  payingUsersByTier: Record<string, number>;
  revenueThisMonthCents: number;
  funnel: Record<FunnelStep, number>;
}

/** A cursor that does not belong to the list it was sent to (tampered, or from another list). */

/** A start key must be a key of this very partition, or DynamoDB would refuse the query. */
function startKey(after: Record<string, unknown> | undefined, pk: string, sk: string, partition: string): Record<string, unknown> | undefined {
  if (!after) return undefined;
  const names = Object.keys(after);
  const allowed = new Set(['PK', 'SK', pk, sk]);
  const valid =
    names.length === allowed.size &&
    names.every((name) => allowed.has(name) && typeof after[name] === 'string' && (after[name] as string).length <= 2048) &&
    after[pk] === partition;
  if (!valid) throw new InvalidCursor();
  return after;
}


/** The admin area's data port: listings, moves, approvals, analytics and the audit log. Reads are GetItem or Query only. */
export interface AdminStore {
  listClients(request: ListRequest<ClientSort>): Promise<Page<UserView>>;
  listPartners(request: ListRequest<PartnerSort>): Promise<Page<UserView>>;
  /** A partner's clients, newest first. */
  listPartnerClients(partnerId: string, limit: number, after?: Record<string, unknown>): Promise<Page<UserView>>;
  listApplications(status: 'pending' | 'rejected', limit: number, after?: Record<string, unknown>): Promise<Page<UserView>>;
  getUserView(id: string): Promise<UserView | undefined>;
  /** Batch of GetItems for the partners named by client rows. */
  getUserViews(ids: readonly string[]): Promise<Map<string, UserView>>;
  moveClient(clientId: string, partnerId: string | null): Promise<ClientMove>;
  /** Moves partner_pending to partner with a new unique code; throws ReferralCodeTaken on a collision. Idempotent. */
  approvePartner(id: string, code: string, decision: { at: string; by: string }): Promise<{ referralCode: string; changed: boolean }>;
  rejectPartner(id: string, reason: string, decision: { at: string; by: string }): Promise<void>;
  /** Name, phone and address changes, with the name sort key and the search items in the same transaction. */
  updateContact(id: string, changes: Partial<Record<'fullName' | 'phoneNumber' | 'street' | 'city' | 'state' | 'zipCode', string | null>>): Promise<void>;
  /** Marks a client's onboarding step once and counts it (a second call, or a user who is not a client, is a no-op). */
  recordFunnelStep(userId: string, step: FunnelStep, at: Date): Promise<boolean>;
  /** For billing: counts a payment once per payment id into the month's revenue (integer cents). */
  recordPayment(payment: { tier: string; amountCents: number; at: Date; paymentId: string }): Promise<boolean>;
  /** For billing: a subscription started (to), ended (from) or changed tier. */
  recordSubscriptionChange(change: { from: string | null; to: string | null }): Promise<void>;
  analytics(now: Date): Promise<Analytics>;
  /** The employees and admins, newest first (at most TEAM_LIMIT of each role). */
  listTeam(): Promise<TeamMemberRecord[]>;
  /** Moves a staff member between employee and admin: role, listings, search items, counters and its audit entry in one transaction. */
  changeStaffRole(id: string, from: StaffRole, to: StaffRole, audit: AuditEntry): Promise<TeamMemberRecord>;
  putAudit(entry: AuditEntry): Promise<void>;
  listAudit(limit: number, after?: Record<string, unknown>): Promise<Page<AuditEntry>>;
}

/** How many items one search reads before it hands back a partial page with a cursor. */
const SEARCH_READ_BUDGET = 2_000;
/** Search results sorted by client count are sorted in memory; partners are few, and this bounds it. */
const COUNT_SORTED_SEARCH_CAP = 1_000;

const INDEX_KEYS: Record<string, [string, string]> = {
  GSI2: ['GSI2PK', 'GSI2SK'],
  GSI3: ['GSI3PK', 'GSI3SK'],
  GSI4: ['GSI4PK', 'GSI4SK'],
};

export class DynamoAdminStore implements AdminStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  // ---- listings ----

  async listClients(request: ListRequest<ClientSort>): Promise<Page<UserView>> {
    const index = { created: 'GSI2', name: 'GSI3', email: 'GSI4' }[request.sort];
    const page = request.q
      ? await this.search('client', index, request)
      : await this.queryIds(index, keys.roleListing('client'), request);
    return { items: await this.views(page.items), next: page.next };
  }

  async listPartners(request: ListRequest<PartnerSort>): Promise<Page<UserView>> {
    if (request.q) {
      if (request.sort === 'clients') return this.searchPartnersByCount(request);
      const index = { created: 'GSI2', name: 'GSI3', business: 'GSI4' }[request.sort];
      const page = await this.search('partner', index, request);
      return { items: await this.views(page.items), next: page.next };
    }
    const [index, partition] = {
      created: ['GSI2', keys.roleListing('partner')],
      name: ['GSI3', keys.roleListing('partner')],
      business: ['GSI3', keys.partnersByBusiness('partner')],
      clients: ['GSI4', keys.partnersByClients('partner')],
    }[request.sort];
    const page = await this.queryIds(index!, partition!, request);
    return { items: await this.views(page.items), next: page.next };
  }

  async listPartnerClients(partnerId: string, limit: number, after?: Record<string, unknown>): Promise<Page<UserView>> {
    const page = await this.queryIds('GSI2', keys.partnerClients(partnerId), { order: 'desc', limit, after });
    return { items: await this.views(page.items), next: page.next };
  }

  async listApplications(status: 'pending' | 'rejected', limit: number, after?: Record<string, unknown>): Promise<Page<UserView>> {
    const page = await this.queryIds('GSI2', keys.applications(status), { order: 'desc', limit, after });
    return { items: await this.views(page.items), next: page.next };
  }

  /** One page of an index partition, as user ids. */
  private async queryIds(
    index: string,
    partition: string,
    request: { order: Order; limit: number; after?: Record<string, unknown> },
  ): Promise<Page<string>> {
    const [pk, sk] = INDEX_KEYS[index]!;
    const out = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': pk },
        ExpressionAttributeValues: { ':pk': partition },
        ScanIndexForward: request.order === 'asc',
        Limit: request.limit,
        ExclusiveStartKey: startKey(request.after, pk, sk, partition),
      }),
    );
    return { items: (out.Items ?? []).map((item) => item.id as string), next: out.LastEvaluatedKey };
  }

  /**
   * Reads the term's token partition in the requested order and keeps the exact matches. Stops at a
   * full page or after SEARCH_READ_BUDGET items read (a partial page with a cursor), so no request
   * reads without bound, however rare the term.
   */
  private async search(role: Group, index: string, request: ListRequest<string>): Promise<Page<string>> {
    const plan = searchPlan(request.q ?? '');
    if (!plan) return { items: [] };
    const [pk, sk] = INDEX_KEYS[index]!;
    const found: Item[] = [];
    let after = startKey(request.after, pk, sk, keys.searchPartition(role, plan.token));
    let read = 0;
    do {
      const out = await this.doc.send(
        new QueryCommand({
          TableName: this.table,
          IndexName: index,
          KeyConditionExpression: '#pk = :pk',
          FilterExpression: 'contains(#search, :needle)',
          ExpressionAttributeNames: { '#pk': pk, '#search': 'search' },
          ExpressionAttributeValues: { ':pk': keys.searchPartition(role, plan.token), ':needle': plan.needle },
          ScanIndexForward: request.order === 'asc',
          Limit: 250,
          ExclusiveStartKey: after,
        }),
      );
      found.push(...(out.Items ?? []));
      read += out.ScannedCount ?? 0;
      after = out.LastEvaluatedKey;
    } while (after && found.length < request.limit && read < SEARCH_READ_BUDGET);

    if (found.length > request.limit) {
      const kept = found.slice(0, request.limit);
      const last = kept.at(-1)!;
      // Resume right after the last row shown: its table and index keys are the start key.
      return { items: kept.map((i) => i.userId as string), next: { PK: last.PK, SK: last.SK, [pk]: last[pk], [sk]: last[sk] } };
    }
    return { items: found.map((i) => i.userId as string), next: after };
  }

  private async searchPartnersByCount(request: ListRequest<PartnerSort>): Promise<Page<UserView>> {
    const ids: string[] = [];
    let after: Record<string, unknown> | undefined;
    do {
      const page = await this.search('partner', 'GSI2', { ...request, limit: COUNT_SORTED_SEARCH_CAP - ids.length, after });
      ids.push(...page.items);
      after = page.next;
    } while (after && ids.length < COUNT_SORTED_SEARCH_CAP);
    const views = await this.views(ids);
    const direction = request.order === 'asc' ? 1 : -1;
    views.sort((a, b) => direction * ((a.partner?.clientCount ?? 0) - (b.partner?.clientCount ?? 0)) || a.id.localeCompare(b.id));
    const offset = request.after ? request.after.offset : 0;
    if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) throw new InvalidCursor();
    const end = offset + request.limit;
    return { items: views.slice(offset, end), next: end < views.length ? { offset: end } : undefined };
  }

  // ---- rows ----

  async getUserView(id: string): Promise<UserView | undefined> {
    return (await this.getUserViews([id])).get(id);
  }

  async getUserViews(ids: readonly string[]): Promise<Map<string, UserView>> {
    const unique = [...new Set(ids)];
    const wanted = unique.flatMap((id) => [keys.SK.profile, keys.SK.client, keys.SK.partner].map((SK) => ({ PK: keys.userPk(id), SK })));
    const byKey = new Map<string, Item>();
    for (const item of await this.batchGet(wanted)) byKey.set(`${item.PK as string}|${item.SK as string}`, item);
    const views = new Map<string, UserView>();
    for (const id of unique) {
      const profile = byKey.get(`${keys.userPk(id)}|${keys.SK.profile}`);
      if (!profile) continue;
      views.set(id, toView(profile, byKey.get(`${keys.userPk(id)}|${keys.SK.client}`), byKey.get(`${keys.userPk(id)}|${keys.SK.partner}`)));
    }
    return views;
  }

  /** Views in the order of the ids; users deleted since the index was read are left out. */
  private async views(ids: readonly string[]): Promise<UserView[]> {
    const found = await this.getUserViews(ids);
    return ids.map((id) => found.get(id)).filter((v): v is UserView => Boolean(v));
  }

  private async batchGet(wanted: { PK: string; SK: string }[]): Promise<Item[]> {
    const items: Item[] = [];
    for (let i = 0; i < wanted.length; i += 100) {
      let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = { [this.table]: { Keys: wanted.slice(i, i + 100) } };
      for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
        const out = await this.doc.send(new BatchGetCommand({ RequestItems: request }));
        items.push(...(out.Responses?.[this.table] ?? []));
        request = out.UnprocessedKeys as typeof request;
      }
    }
    return items;
  }

  private async get(PK: string, SK: string): Promise<Item | undefined> {
    return (await this.doc.send(new GetCommand({ TableName: this.table, Key: { PK, SK } }))).Item;
  }

  // ---- changes ----

  moveClient(clientId: string, partnerId: string | null): Promise<ClientMove> {
    return moveClient(this.doc, this.table, clientId, partnerId);
  }

  async approvePartner(id: string, code: string, decision: { at: string; by: string }): Promise<{ referralCode: string; changed: boolean }> {
    const [profile, partner] = await Promise.all([this.get(keys.userPk(id), keys.SK.profile), this.get(keys.userPk(id), keys.SK.partner)]);
    if (!profile || !partner) throw new NotAnApplicant();
    if (profile.role === 'partner' && partner.referralCode) return { referralCode: partner.referralCode as string, changed: false };
    if (profile.role !== 'partner_pending') throw new NotAnApplicant();

    const role: Group = 'partner';
    const listing = partnerListingKeys(role, {
      id,
      businessName: partner.businessName as string,
      clientCount: (partner.clientCount as number | undefined) ?? 0,
      createdAt: partner.createdAt as string,
    });
    const items: TxItem[] = [
      { Put: { TableName: this.table, Item: keys.uniqueReferral(code), ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          TableName: this.table,
          Key: { PK: keys.userPk(id), SK: keys.SK.profile },
          UpdateExpression: 'SET #role = :partner, GSI2PK = :listing, GSI3PK = :listing, GSI4PK = :listing',
          ConditionExpression: '#role = :pending',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':partner': role, ':pending': 'partner_pending', ':listing': keys.roleListing(role) },
        },
      },
      {
        Update: {
          TableName: this.table,
          Key: { PK: keys.userPk(id), SK: keys.SK.partner },
          UpdateExpression:
            'SET referralCode = :code, GSI1PK = :g1pk, GSI1SK = :g1sk, GSI3PK = :g3pk, GSI3SK = :g3sk, GSI4PK = :g4pk, GSI4SK = :g4sk, application = :app REMOVE GSI2PK, GSI2SK',
          ExpressionAttributeValues: {
            ':code': code,
            ':g1pk': keys.referralLookup(code).GSI1PK,
            ':g1sk': keys.referralLookup(code).GSI1SK,
            ':g3pk': listing.GSI3PK,
            ':g3sk': listing.GSI3SK,
            ':g4pk': listing.GSI4PK,
            ':g4sk': listing.GSI4SK,
            ':app': { status: 'approved', decidedAt: decision.at, decidedBy: decision.by },
          },
        },
      },
      addCounters(this.table, keys.stats.totals, { [roleCounter('partner_pending')]: -1, [roleCounter('partner')]: 1 }),
      // Same tokens, new role partition: the puts overwrite the applicant's search items.
      ...searchItemWrites(this.table, indexedUser({ ...profile, role }, partner.businessName as string)),
    ];
    try {
      await this.doc.send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      if (cancelledBy(error, [0])) throw new ReferralCodeTaken();
      if (cancelledBy(error, [1])) return this.approvePartner(id, code, decision);
      throw error;
    }
    return { referralCode: code, changed: true };
  }

  async rejectPartner(id: string, reason: string, decision: { at: string; by: string }): Promise<void> {
    const partner = await this.get(keys.userPk(id), keys.SK.partner);
    if (!partner) throw new NotAnApplicant();
    try {
      await this.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName: this.table,
                Key: { PK: keys.userPk(id), SK: keys.SK.profile },
                ConditionExpression: '#role = :pending',
                ExpressionAttributeNames: { '#role': 'role' },
                ExpressionAttributeValues: { ':pending': 'partner_pending' },
              },
            },
            {
              Update: {
                TableName: this.table,
                Key: { PK: keys.userPk(id), SK: keys.SK.partner },
                UpdateExpression: 'SET application = :app, GSI2PK = :pk, GSI2SK = :sk',
                ConditionExpression: 'attribute_exists(PK)',
                ExpressionAttributeValues: {
                  ':app': { status: 'rejected', reason, decidedAt: decision.at, decidedBy: decision.by },
                  ':pk': keys.applications('rejected'),
                  ':sk': keys.byCreated(partner.createdAt as string, id),
                },
              },
            },
          ],
        }),
      );
    } catch (error) {
      if (cancelledBy(error, [0, 1])) throw new NotAnApplicant();
      throw error;
    }
  }

  async updateContact(
    id: string,
    changes: Partial<Record<'fullName' | 'phoneNumber' | 'street' | 'city' | 'state' | 'zipCode', string | null>>,
  ): Promise<void> {
    const profile = await this.get(keys.userPk(id), keys.SK.profile);
    if (!profile) throw new Error('no such user');
    const role = profile.role as Group;
    const [client, partner] = await Promise.all([
      role === 'client' ? this.get(keys.userPk(id), keys.SK.client) : undefined,
      role === 'partner' || role === 'partner_pending' ? this.get(keys.userPk(id), keys.SK.partner) : undefined,
    ]);
    const owner = client?.partnerId ? await this.get(keys.userPk(client.partnerId as string), keys.SK.partner) : undefined;
    const businessName = ((partner ?? owner)?.businessName as string | undefined) ?? null;
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    const next = { ...profile, ...Object.fromEntries(entries) };
    const set = entries.map((_, i) => `#f${i} = :f${i}`);
    const names: Record<string, string> = Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name]));
    const values: Record<string, unknown> = Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value]));
    await this.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: this.table,
              Key: { PK: keys.userPk(id), SK: keys.SK.profile },
              UpdateExpression: `SET ${[...set, 'GSI3SK = :name'].join(', ')}`,
              // Written against the profile as read, so a concurrent edit cannot leave stale search items.
              ConditionExpression: 'fullName = :oldName',
              ...(entries.length ? { ExpressionAttributeNames: names } : {}),
              ExpressionAttributeValues: { ...values, ':name': keys.byName(next.fullName as string, id), ':oldName': profile.fullName },
            },
          },
          ...searchItemWrites(this.table, indexedUser(next, businessName), indexedUser(profile, businessName)),
        ],
      }),
    );
  }

  // ---- analytics ----

  async recordFunnelStep(userId: string, step: FunnelStep, at: Date): Promise<boolean> {
    try {
      await this.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: { PK: keys.userPk(userId), SK: keys.SK.profile },
                UpdateExpression: 'SET #at = :at',
                // The funnel follows clients (its first step, signed up, counts client signups only).
                ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#at) AND #role = :client',
                ExpressionAttributeNames: { '#at': `${step}At`, '#role': 'role' },
                ExpressionAttributeValues: { ':at': at.toISOString(), ':client': 'client' },
              },
            },
            addCounters(this.table, keys.stats.totals, { [funnelCounter(step)]: 1 }),
            addCounters(this.table, keys.stats.week(weekStart(at)), { [funnelCounter(step)]: 1 }),
          ],
        }),
      );
      return true;
    } catch (error) {
      if (cancelledBy(error, [0])) return false;
      throw error;
    }
  }

  async recordPayment(payment: { tier: string; amountCents: number; at: Date; paymentId: string }): Promise<boolean> {
    if (!Number.isInteger(payment.amountCents)) throw new Error('amounts are integer cents');
    try {
      await this.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: this.table, Item: keys.uniquePayment(payment.paymentId), ConditionExpression: 'attribute_not_exists(PK)' } },
            addCounters(this.table, keys.stats.month(monthKey(payment.at)), {
              revenueCents: payment.amountCents,
              payments: 1,
              [`revenueCents_${payment.tier}`]: payment.amountCents,
            }),
          ],
        }),
      );
      return true;
    } catch (error) {
      if (cancelledBy(error, [0])) return false;
      throw error;
    }
  }

  async recordSubscriptionChange(change: { from: string | null; to: string | null }): Promise<void> {
    if (change.from === change.to) return;
    const counts: Record<string, number> = {};
    if (change.from) counts[payingCounter(change.from)] = -1;
    if (change.to) counts[payingCounter(change.to)] = 1;
    const update = addCounters(this.table, keys.stats.totals, counts).Update!;
    await this.doc.send(new UpdateCommand(update));
  }

  async analytics(now: Date): Promise<Analytics> {
    const weeks = recentWeeks(now, SIGNUP_WEEKS);
    const [totals, month, weekItems] = await Promise.all([
      this.get(keys.stats.totals.PK, keys.stats.totals.SK),
      this.get(keys.stats.month(monthKey(now)).PK, keys.stats.month(monthKey(now)).SK),
      this.doc.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'PK = :pk AND SK >= :from',
          ExpressionAttributeValues: { ':pk': keys.stats.week(weeks[0]!).PK, ':from': weeks[0] },
        }),
      ),
    ]);
    const number = (value: unknown) => (typeof value === 'number' ? value : 0);
    const prefixed = (prefix: string) =>
      Object.fromEntries(
        Object.entries(totals ?? {})
          .filter(([name]) => name.startsWith(prefix))
          .map(([name, value]) => [name.slice(prefix.length), number(value)]),
      );
    const byRole = prefixed('role_');
    return {
      totalUsers: number(totals?.users),
      usersByRole: Object.fromEntries(GROUPS.map((g) => [g, byRole[g] ?? 0])),
      signupsPerWeek: signupsPerWeek(now, new Map((weekItems.Items ?? []).map((i) => [i.SK as string, number(i.signups)]))),
      payingUsersByTier: prefixed('paying_'),
      revenueThisMonthCents: number(month?.revenueCents),
      funnel: Object.fromEntries(FUNNEL_STEPS.map((step) => [step, number(totals?.[funnelCounter(step)])])) as Record<FunnelStep, number>,
    };
  }

  // ---- team ----

  async listTeam(): Promise<TeamMemberRecord[]> {
    const pages = await Promise.all(
      STAFF_ROLES.map((role) => this.queryIds('GSI2', keys.roleListing(role), { order: 'desc', limit: TEAM_LIMIT })),
    );
    const profiles = await this.batchGet(pages.flatMap((p) => p.items).map((id) => ({ PK: keys.userPk(id), SK: keys.SK.profile })));
    return profiles
      .map(toTeamMember)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
  }

  async changeStaffRole(id: string, from: StaffRole, to: StaffRole, audit: AuditEntry): Promise<TeamMemberRecord> {
    const profile = await this.get(keys.userPk(id), keys.SK.profile);
    if (!profile || profile.role !== from) throw new RoleChanged();
    if (from === to) return toTeamMember(profile);
    const before = indexedUser(profile, null);
    const after = { ...before, role: to };
    const listing = profileListingKeys(after);
    try {
      await this.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: { PK: keys.userPk(id), SK: keys.SK.profile },
                UpdateExpression: 'SET #role = :to, GSI2PK = :g2, GSI3PK = :g3, GSI4PK = :g4',
                ConditionExpression: '#role = :from',
                ExpressionAttributeNames: { '#role': 'role' },
                ExpressionAttributeValues: { ':to': to, ':from': from, ':g2': listing.GSI2PK, ':g3': listing.GSI3PK, ':g4': listing.GSI4PK },
              },
            },
            // Search items live in their role's partitions: rewrite them under the new one.
            ...searchItemWrites(this.table, after, before),
            addCounters(this.table, keys.stats.totals, { [roleCounter(from)]: -1, [roleCounter(to)]: 1 }),
            // Recorded with the change itself: a retry that finds the move done records nothing twice.
            { Put: { TableName: this.table, Item: { ...keys.auditKey(audit.at, audit.id), ...audit }, ConditionExpression: 'attribute_not_exists(PK)' } },
          ],
        }),
      );
    } catch (error) {
      if (cancelledBy(error, [0])) throw new RoleChanged();
      throw error;
    }
    return toTeamMember({ ...profile, role: to });
  }

  // ---- audit ----

  async putAudit(entry: AuditEntry): Promise<void> {
    await this.doc.send(
      new PutCommand({ TableName: this.table, Item: { ...keys.auditKey(entry.at, entry.id), ...entry }, ConditionExpression: 'attribute_not_exists(PK)' }),
    );
  }

  async listAudit(limit: number, after?: Record<string, unknown>): Promise<Page<AuditEntry>> {
    const out = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.AUDIT_LISTING },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: startKey(after, 'GSI2PK', 'GSI2SK', keys.AUDIT_LISTING),
      }),
    );
    return {
      items: (out.Items ?? []).map((i) => ({
        id: i.id as string,
        at: i.at as string,
        actorId: i.actorId as string,
        actorEmail: i.actorEmail as string,
        action: i.action as AuditEntry['action'],
        targetUserId: i.targetUserId as string,
        details: (i.details as AuditEntry['details'] | undefined) ?? {},
      })),
      next: out.LastEvaluatedKey,
    };
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

function toView(profile: Item, client: Item | undefined, partner: Item | undefined): UserView {
  const folders = (client?.folderIds as Record<string, string> | undefined) ?? {};
  return {
    id: profile.id as string,
    role: profile.role as Group,
    fullName: (profile.fullName as string | undefined) ?? '',
    email: (profile.email as string | undefined) ?? '',
    phoneNumber: text(profile.phoneNumber),
    street: text(profile.street),
    city: text(profile.city),
    state: text(profile.state),
    zipCode: text(profile.zipCode),
    createdAt: profile.createdAt as string,
    verified: typeof profile.verifiedAt === 'string',
    ...(client
      ? { client: { partnerId: (client.partnerId as string | null | undefined) ?? null, foldersReady: foldersReady({ folderIds: folders }) } }
      : {}),
    ...(partner
      ? {
          partner: {
            businessName: (partner.businessName as string | undefined) ?? '',
            referralCode: (partner.referralCode as string | null | undefined) ?? null,
            clientCount: (partner.clientCount as number | undefined) ?? 0,
            ...(partner.application ? { application: partner.application as NonNullable<UserView['partner']>['application'] } : {}),
          },
        }
      : {}),
  };
}

function toTeamMember(profile: Item): TeamMemberRecord {
  return {
    id: profile.id as string,
    name: (profile.fullName as string | undefined) ?? '',
    email: profile.email as string,
    role: profile.role as StaffRole,
    createdAt: profile.createdAt as string,
  };
}
