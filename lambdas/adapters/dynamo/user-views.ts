import { type UserView } from '../../domain/admin.js';
import { type Group } from '../../domain/roles.js';
import { searchPlan } from '../../domain/search.js';
import { awaitingServiceCharge } from '../../domain/subscription.js';
import { foldersReady } from '../../domain/users.js';
import { InvalidCursor } from '../../errors.js';
import type { ClientMove, ClientSort, ListRequest, Order, PartnerSort, UserViews } from '../../ports/user-views.js';
import { moveClient } from './client-moves.js';
import * as keys from './keys.js';
import { keyNames, type Item, type Page, type TableClient } from './table-client.js';
import { indexedUser, searchItemWrites } from './user-index.js';

/** How many items one search reads before it hands back a partial page with a cursor. */
const SEARCH_READ_BUDGET = 2_000;
/** Search results sorted by client count are sorted in memory; partners are few, and this bounds it. */
const COUNT_SORTED_SEARCH_CAP = 1_000;

type ListIndex = 'GSI2' | 'GSI3' | 'GSI4';

/** The admin area's view of users: listings, search, rows, contact edits and client moves. */
export class DynamoUserViews implements UserViews {
  constructor(private readonly t: TableClient) {}

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

  async getUserView(id: string): Promise<UserView | undefined> {
    return (await this.getUserViews([id])).get(id);
  }

  async getUserViews(ids: readonly string[]): Promise<Map<string, UserView>> {
    const unique = [...new Set(ids)];
    const wanted = unique.flatMap((id) => [keys.SK.profile, keys.SK.client, keys.SK.partner, keys.SK.subscription].map((SK) => ({ PK: keys.userPk(id), SK })));
    const byKey = new Map<string, Item>();
    for (const item of await this.t.batchGet(wanted)) byKey.set(`${item.PK as string}|${item.SK as string}`, item);
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

  moveClient(clientId: string, partnerId: string | null): Promise<ClientMove> {
    return moveClient(this.t, clientId, partnerId);
  }

  async updateContact(
    id: string,
    changes: Partial<Record<'fullName' | 'phoneNumber' | 'street' | 'city' | 'state' | 'zipCode', string | null>>,
  ): Promise<void> {
    const profile = await this.t.get({ PK: keys.userPk(id), SK: keys.SK.profile });
    if (!profile) throw new Error('no such user');
    const role = profile.role as Group;
    const [client, partner] = await Promise.all([
      role === 'client' ? this.t.get({ PK: keys.userPk(id), SK: keys.SK.client }) : undefined,
      role === 'partner' || role === 'partner_pending' ? this.t.get({ PK: keys.userPk(id), SK: keys.SK.partner }) : undefined,
    ]);
    const owner = client?.partnerId ? await this.t.get({ PK: keys.userPk(client.partnerId as string), SK: keys.SK.partner }) : undefined;
    const businessName = ((partner ?? owner)?.businessName as string | undefined) ?? null;
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    const next = { ...profile, ...Object.fromEntries(entries) };
    const set = entries.map((_, i) => `#f${i} = :f${i}`);
    const names: Record<string, string> = Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name]));
    const values: Record<string, unknown> = Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value]));
    await this.t.transact([
      {
        Update: {
          TableName: this.t.name,
          Key: { PK: keys.userPk(id), SK: keys.SK.profile },
          UpdateExpression: `SET ${[...set, 'GSI3SK = :name'].join(', ')}`,
          // Written against the profile as read, so a concurrent edit cannot leave stale search items.
          ConditionExpression: 'fullName = :oldName',
          ...(entries.length ? { ExpressionAttributeNames: names } : {}),
          ExpressionAttributeValues: { ...values, ':name': keys.byName(next.fullName as string, id), ':oldName': profile.fullName },
        },
      },
      ...searchItemWrites(this.t.name, indexedUser(next, businessName), indexedUser(profile, businessName)),
    ]);
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
