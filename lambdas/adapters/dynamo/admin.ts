import {
  BatchGetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { STAFF_ROLES, type AuditEntry, type StaffRole, type UserView } from '../../domain/admin.js';
import { FUNNEL_STEPS, SIGNUP_WEEKS, monthKey, recentWeeks, signupsPerWeek, weekStart, type FunnelStep } from '../../domain/analytics.js';
import { GROUPS, type Group } from '../../domain/roles.js';
import { searchPlan } from '../../domain/search.js';
import { foldersReady } from '../../domain/users.js';
import { moveClient } from './client-moves.js';
import {
  TEAM_LIMIT,
  type AdminStore,
  type Analytics,
  type ClientMove,
  type ClientSort,
  type ListRequest,
  type Order,
  type PartnerSort,
  type TeamMemberRecord,
} from '../../ports/admin.js';
import { InvalidCursor, NotAnApplicant, ReferralCodeTaken, RoleChanged } from '../../errors.js';
import * as keys from './keys.js';
import { awaitingServiceCharge } from '../../domain/subscription.js';
import { cancelledBy, keyNames, TableClient, type Item, type Page, type TxItem } from './table-client.js';
import {
  addCounters,
  funnelCounter,
  indexedUser,
  partnerListingKeys,
  profileListingKeys,
  payingCounter,
  roleCounter,
  searchItemWrites,
} from './user-index.js';

/** How many items one search reads before it hands back a partial page with a cursor. */
const SEARCH_READ_BUDGET = 2_000;
/** Search results sorted by client count are sorted in memory; partners are few, and this bounds it. */
const COUNT_SORTED_SEARCH_CAP = 1_000;

type ListIndex = 'GSI2' | 'GSI3' | 'GSI4';

export class DynamoAdminStore implements AdminStore {
  private readonly t: TableClient;

  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.t = new TableClient(doc, table);
  }

  // ---- listings ----

  async listClients(request: ListRequest<ClientSort>): Promise<Page<UserView>> {
    const index = ({ created: 'GSI2', name: 'GSI3', email: 'GSI4' } as const)[request.sort];
    const page = request.q
      ? await this.search('client', index, request)
      : await this.queryIds(index, keys.roleListing('client'), request);
    return { items: await this.views(page.items), next: page.next };
  }

  async listPartners(request: ListRequest<PartnerSort>): Promise<Page<UserView>> {
    if (request.q) {
      if (request.sort === 'clients') return this.searchPartnersByCount(request);
      const index = ({ created: 'GSI2', name: 'GSI3', business: 'GSI4' } as const)[request.sort];
      const page = await this.search('partner', index, request);
      return { items: await this.views(page.items), next: page.next };
    }
    const [index, partition] = (
      {
        created: ['GSI2', keys.roleListing('partner')],
        name: ['GSI3', keys.roleListing('partner')],
        business: ['GSI3', keys.partnersByBusiness('partner')],
        clients: ['GSI4', keys.partnersByClients('partner')],
      } as const satisfies Record<PartnerSort, readonly [ListIndex, string]>
    )[request.sort];
    const page = await this.queryIds(index, partition, request);
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
  private async queryIds(index: ListIndex, partition: string, request: { order: Order; limit: number; after?: Record<string, unknown> }): Promise<Page<string>> {
    const page = await this.t.page({ index, partition, descending: request.order === 'desc', limit: request.limit }, request.after);
    return { items: page.items.map((item) => item.id as string), next: page.next };
  }

  /**
   * Reads the term's token partition in the requested order and keeps the exact matches. Stops at a
   * full page or after SEARCH_READ_BUDGET items read (a partial page with a cursor), so no request
   * reads without bound, however rare the term.
   */
  private async search(role: Group, index: ListIndex, request: ListRequest<string>): Promise<Page<string>> {
    const plan = searchPlan(request.q ?? '');
    if (!plan) return { items: [] };
    const [pk, sk] = keyNames(index);
    const query = {
      index,
      partition: keys.searchPartition(role, plan.token),
      descending: request.order === 'desc',
      limit: 250,
      filter: { expression: 'contains(#search, :needle)', names: { '#search': 'search' }, values: { ':needle': plan.needle } },
    };
    const found: Item[] = [];
    let after = request.after;
    let read = 0;
    do {
      const page = await this.t.page(query, after);
      found.push(...page.items);
      read += page.read;
      after = page.next;
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
    const wanted = unique.flatMap((id) => [keys.SK.profile, keys.SK.client, keys.SK.partner, keys.SK.subscription].map((SK) => ({ PK: keys.userPk(id), SK })));
    const byKey = new Map<string, Item>();
    for (const item of await this.batchGet(wanted)) byKey.set(`${item.PK as string}|${item.SK as string}`, item);
    const views = new Map<string, UserView>();
    for (const id of unique) {
      const profile = byKey.get(`${keys.userPk(id)}|${keys.SK.profile}`);
      if (!profile) continue;
      const at = (SK: string) => byKey.get(`${keys.userPk(id)}|${SK}`);
      views.set(id, toView(profile, at(keys.SK.client), at(keys.SK.partner), at(keys.SK.subscription)));
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

  private get(PK: string, SK: string): Promise<Item | undefined> {
    return this.t.get({ PK, SK });
  }

  // ---- changes ----

  moveClient(clientId: string, partnerId: string | null): Promise<ClientMove> {
    return moveClient(this.t, clientId, partnerId);
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
      await this.t.transact(items);
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
    await this.t.transact([
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
    ]);
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
      await this.t.transact([
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
      ]);
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
    const out = await this.t.page({ index: 'GSI2', partition: keys.AUDIT_LISTING, descending: true, limit }, after);
    return {
      items: out.items.map((i) => ({
        id: i.id as string,
        at: i.at as string,
        actorId: i.actorId as string,
        actorEmail: i.actorEmail as string,
        action: i.action as AuditEntry['action'],
        targetUserId: i.targetUserId as string,
        details: (i.details as AuditEntry['details'] | undefined) ?? {},
      })),
      next: out.next,
    };
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

function toView(profile: Item, client: Item | undefined, partner: Item | undefined, subscription: Item | undefined): UserView {
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
      ? {
          client: {
            partnerId: (client.partnerId as string | null | undefined) ?? null,
            foldersReady: foldersReady({ folderIds: folders }),
            afterServiceChargePending: awaitingServiceCharge(subscription as Parameters<typeof awaitingServiceCharge>[0]),
          },
        }
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
