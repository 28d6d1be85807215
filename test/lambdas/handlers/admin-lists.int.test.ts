import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import { encodeCursor } from '../../../lambdas/contract/admin.js';
import { adminMessages } from '../../../lambdas/contract/messages.js';
import { seedFakeClients } from '../../../lib/local/seed.js';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { backfillSearchIndex, searchIndexCurrent } from '../../../lambdas/migrations/search-backfill.js';
import { documentClient } from '../../../lambdas/adapters/dynamo/table-client.js';
import { allPages, itemsUnder, json, makePartner } from '../../support/admin.js';
import { api, signIn, useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));
const SEEDED = 2_000;
const tag = `t${randomUUID().replace(/-/g, '').slice(0, 7)}`;
let token: string;
let zephyr: { id: string; businessName: string };
let ids: string[];

interface ClientRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  partner: { id: string; businessName: string | null } | null;
  createdAt: string;
}

beforeAll(async () => {
  token = (await signIn('admin@demo.local')).IdToken;
  zephyr = await makePartner(deps, `Zephyr Holdings ${tag}`);
  const other = await makePartner(deps, `Quokka Credit ${tag}`);
  // Every fifth client is Zephyr's, every fifth (offset) Quokka's, the rest unassigned.
  ({ ids } = await seedFakeClients(deps, { count: SEEDED, tag, partnerIds: [zephyr.id, other.id, null, null, null] }));
}, 900_000); // seeding 2,000 clients (about 50 trigram items each) takes a minute or two on a quiet 2-core machine, more on a busy one

const key = (row: ClientRow, sort: 'created' | 'name' | 'email') =>
  `${sort === 'created' ? row.createdAt : sort === 'name' ? row.name.toLowerCase() : row.email.toLowerCase()}#${row.id}`;

function expectSorted(rows: ClientRow[], sort: 'created' | 'name' | 'email', order: 'asc' | 'desc') {
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [key(rows[i - 1]!, sort), key(rows[i]!, sort)];
    if (order === 'asc' ? a > b : a < b) throw new Error(`out of order at ${i}: ${a} then ${b}`);
  }
}

describe('GET /api/admin/clients at scale (server-side paging, sorting and searching)', () => {
  it('pages through every client, newest first by default, each exactly once', async () => {
    const first = await api('/api/admin/clients?limit=5', { token });
    expect(first.status).toBe(200);
    expect((first.body!.items as unknown[]).length).toBe(5);
    expect(first.body!.nextCursor).toEqual(expect.any(String));

    const { rows, pages } = await allPages<ClientRow>('/api/admin/clients?limit=100', token);
    expect(pages).toBeGreaterThanOrEqual(SEEDED / 100);
    expectSorted(rows, 'created', 'desc');
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const seen = new Set(rows.map((r) => r.id));
    expect(ids.every((id) => seen.has(id))).toBe(true);
  });

  it.each([
    ['name', 'asc'],
    ['name', 'desc'],
    ['email', 'asc'],
    ['created', 'asc'],
  ] as const)('sorts by %s %s across pages', async (sort, order) => {
    const { rows } = await allPages<ClientRow>(`/api/admin/clients?sort=${sort}&order=${order}&limit=100`, token);
    expect(rows.length).toBeGreaterThanOrEqual(SEEDED);
    expectSorted(rows, sort, order);
  });

  it('shows each client’s assigned partner, or none', async () => {
    const { rows } = await allPages<ClientRow>(`/api/admin/clients?q=${tag}&limit=100`, token);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids[0]!)?.partner).toMatchObject({ id: zephyr.id, businessName: zephyr.businessName });
    expect(byId.get(ids[2]!)?.partner).toBeNull();
  });

  it('searches case-insensitively over name, email, phone and partner business name', async () => {
    const everyone = await allPages<ClientRow>(`/api/admin/clients?q=${tag.toUpperCase()}&limit=100`, token);
    expect(new Set(everyone.rows.map((r) => r.id))).toEqual(new Set(ids));

    const byName = await allPages<ClientRow>(`/api/admin/clients?q=${encodeURIComponent(`chloe ADAMS ${tag} 2`)}&sort=name`, token);
    expect(byName.rows.map((r) => r.name)).toContain(`Chloe Adams ${tag} 2`);
    expect(byName.rows.every((r) => r.name.toLowerCase().includes(`chloe adams ${tag} 2`))).toBe(true);

    const byEmail = await allPages<ClientRow>(`/api/admin/clients?q=${encodeURIComponent(`ben.adams.1@${tag}`)}`, token);
    expect(byEmail.rows.map((r) => r.email)).toEqual([`ben.adams.1@${tag}.test`]);

    // Client 1234's phone is +1 555 000 1234; typed with other punctuation, and only the last four.
    const byPhone = await allPages<ClientRow>(`/api/admin/clients?q=${encodeURIComponent('(555) 000-1234')}`, token);
    expect(byPhone.rows.map((r) => r.id)).toEqual([ids[1234]]);
    const lastFour = await allPages<ClientRow>(`/api/admin/clients?q=1234&limit=100`, token);
    expect(lastFour.rows.map((r) => r.id)).toContain(ids[1234]);

    const byPartner = await allPages<ClientRow>(`/api/admin/clients?q=${encodeURIComponent(`zephyr holdings ${tag}`)}&sort=email&limit=50`, token);
    expect(byPartner.rows.length).toBe(SEEDED / 5);
    expect(byPartner.rows.every((r) => r.partner?.id === zephyr.id)).toBe(true);
    expectSorted(byPartner.rows, 'email', 'asc');

    // A term that matches nobody still reads a bounded amount per request: follow the cursor to the end.
    const none = await allPages(`/api/admin/clients?q=${tag}zzzz`, token);
    expect(none.rows).toEqual([]);
  });

  it('finds substrings of three or more characters: the middle of a word, of an email, of a business name, of a phone number', async () => {
    const seeded = (await allPages<ClientRow>(`/api/admin/clients?q=${tag}&limit=100`, token)).rows;
    expect(seeded).toHaveLength(SEEDED);
    // What the spec's search means, written out here: case-insensitive "contains" over the four fields
    // (a phone number typed with punctuation is looked for as its digits, in the phone's digits too).
    const matches = (row: ClientRow, term: string) => {
      const typed = term.trim().toLowerCase().replace(/\s+/g, ' ');
      const t = /^[\d\s()+.-]+$/.test(typed) ? typed.replace(/\D/g, '') : typed;
      const fields = [row.name, row.email, row.phone ?? '', (row.phone ?? '').replace(/\D/g, ''), row.partner?.businessName ?? ''];
      return fields.some((f) => f.toLowerCase().replace(/\s+/g, ' ').includes(t));
    };
    const seededIds = new Set(ids);
    const terms = ['hlo', 'LOE AD', 'ams.12', `ms.1@${tag.slice(0, 4)}`, 'phyr hol', `${tag.slice(3, 6)}`, '000-12', '(555) 000 19', 'rwi'];
    for (const term of terms) {
      const found = (await allPages<ClientRow>(`/api/admin/clients?q=${encodeURIComponent(term)}&limit=100`, token)).rows;
      expect(found.every((r) => matches(r, term)), term).toBe(true);
      const expected = seeded.filter((r) => matches(r, term)).map((r) => r.id).sort();
      expect(expected.length, term).toBeGreaterThan(0);
      expect(found.map((r) => r.id).filter((id) => seededIds.has(id)).sort(), term).toEqual(expected);
    }
  });

  it('keeps search results in the requested order', async () => {
    const { rows } = await allPages<ClientRow>(`/api/admin/clients?q=${tag}&sort=created&order=desc&limit=100`, token);
    expect(rows.length).toBe(SEEDED);
    expectSorted(rows, 'created', 'desc');
  });

  it('finds a client under their new partner after a reassignment, and not under the old one', async () => {
    const target = ids[5]!; // Zephyr's
    const newcomer = await makePartner(deps, `Wombat Advisors ${tag}`);
    const res = await api(`/api/admin/clients/${target}/partner`, json('PUT', { partnerId: newcomer.id }, token));
    expect(res).toMatchObject({ status: 200, body: { from: zephyr.id, to: newcomer.id } });
    const underNew = await allPages<ClientRow>(`/api/admin/clients?q=${encodeURIComponent(`wombat advisors ${tag}`)}`, token);
    expect(underNew.rows.map((r) => r.id)).toEqual([target]);
    const underOld = await allPages<ClientRow>(`/api/admin/clients?q=${encodeURIComponent(`zephyr holdings ${tag}`)}&limit=100`, token);
    expect(underOld.rows.map((r) => r.id)).not.toContain(target);
    expect((await deps.users.getPartner(zephyr.id))?.clientCount).toBe(SEEDED / 5 - 1);
    expect((await deps.users.getPartner(newcomer.id))?.clientCount).toBe(1);
  });

  it('refuses bad input with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['/api/admin/clients?q=a', adminMessages.searchTooShort],
      ['/api/admin/clients?q=ab', adminMessages.searchTooShort],
      ['/api/admin/clients?q=%2B1%20(5', adminMessages.searchTooShort],
      ['/api/admin/clients?cursor=not-a-cursor', adminMessages.invalidCursor],
      ['/api/admin/clients?sort=phone', ''],
      ['/api/admin/clients?limit=1000', ''],
    ];
    for (const [path, message] of cases) {
      const res = await api(path, { token });
      expect(res.status, path).toBe(400);
      if (message) expect(res.body?.message).toBe(message);
    }
    // A cursor from one sort cannot be replayed against another.
    const first = await api('/api/admin/clients?sort=name&limit=2', { token });
    const replay = await api(`/api/admin/clients?sort=email&cursor=${encodeURIComponent(first.body!.nextCursor as string)}`, { token });
    expect(replay).toMatchObject({ status: 400, body: { message: adminMessages.invalidCursor } });
    // A hand-made cursor with the right scope but a key from elsewhere is refused too, not a 500.
    const forged = encodeCursor({ PK: 'USER#x', SK: 'PROFILE', GSI3PK: 'ROLE#admin', GSI3SK: 'a#x' }, 'name|asc|');
    expect(await api(`/api/admin/clients?sort=name&cursor=${forged}`, { token })).toMatchObject({ status: 400, body: { message: adminMessages.invalidCursor } });
    const junk = encodeCursor({ offset: 'x' }, 'name|asc|');
    expect((await api(`/api/admin/clients?sort=name&cursor=${junk}`, { token })).status).toBe(400);
    const audit = encodeCursor({ PK: 1 }, 'page');
    expect((await api(`/api/admin/audit?cursor=${audit}`, { token })).status).toBe(400);
  });
});

describe('GET /api/admin/partners', () => {
  it('sorts by client count, business name, name and created, and searches', async () => {
    const byCount = await allPages<{ id: string; clientCount: number; businessName: string; name: string }>(
      '/api/admin/partners?sort=clients&order=desc&limit=2',
      token,
    );
    const counts = byCount.rows.map((r) => r.clientCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Quokka kept all its clients; Zephyr lost one to the reassignment above.
    expect(byCount.rows.slice(0, 2).map((r) => r.clientCount)).toEqual([SEEDED / 5, SEEDED / 5 - 1]);
    expect(byCount.rows[1]!.id).toBe(zephyr.id);

    const byBusiness = await allPages<{ businessName: string }>('/api/admin/partners?sort=business&limit=3', token);
    const names = byBusiness.rows.map((r) => r.businessName.toLowerCase());
    expect(names).toEqual([...names].sort());

    const found = await api(`/api/admin/partners?q=${encodeURIComponent(`QUOKKA credit ${tag}`)}`, { token });
    expect((found.body!.items as { businessName: string }[]).map((r) => r.businessName)).toEqual([`Quokka Credit ${tag}`]);
    const foundByCount = await api(`/api/admin/partners?q=${tag}&sort=clients&order=asc`, { token });
    expect((foundByCount.body!.items as { clientCount: number }[]).map((r) => r.clientCount)).toEqual([1, SEEDED / 5, SEEDED / 5 - 1].sort((a, b) => a - b));
  });

  it('finds users written before the trigram index once the backfill has run, and drops their old items', async () => {
    const partner = await makePartner(deps, `Kestrel Finance ${tag}`);
    const doc = documentClient(deps.config);
    const indexPk = `USER#${partner.id}#INDEX`;
    const written = await itemsUnder(deps, indexPk);
    expect(written.length).toBeGreaterThan(20);
    // As the previous scheme left it: no trigrams, one two-letter word token (never a trigram).
    for (const item of written) await doc.send(new DeleteCommand({ TableName: deps.config.tableName, Key: { PK: item.PK, SK: item.SK } }));
    await doc.send(new PutCommand({ TableName: deps.config.tableName, Item: { ...written[0], SK: 'SEARCH#of', GSI2PK: 'SEARCH#partner#of', GSI3PK: 'SEARCH#partner#of', GSI4PK: 'SEARCH#partner#of', search: 'old' } }));
    const search = async () => ((await api(`/api/admin/partners?q=${encodeURIComponent('trel fin')}`, { token })).body!.items as { id: string }[]).map((r) => r.id);
    expect(await search()).toEqual([]);

    const report = await backfillSearchIndex(doc, deps.config.tableName, { roles: ['partner'] });
    expect(report.users).toBeGreaterThanOrEqual(4);
    expect(report.itemsDeleted).toBeGreaterThanOrEqual(1);
    expect(await search()).toEqual([partner.id]);
    const after = await itemsUnder(deps, indexPk);
    expect(after.map((i) => i.SK).sort()).toEqual(written.map((i) => i.SK).sort());
    expect(await searchIndexCurrent(doc, deps.config.tableName)).toBe(true);
    // Running it again changes nothing.
    expect((await backfillSearchIndex(doc, deps.config.tableName, { roles: ['partner'] })).itemsDeleted).toBe(0);
  });

  it('lists a partner’s clients, newest first, with paging', async () => {
    const { rows } = await allPages<ClientRow>(`/api/admin/partners/${zephyr.id}/clients?limit=100`, token);
    expect(rows.length).toBe(SEEDED / 5 - 1);
    expectSorted(rows, 'created', 'desc');
    expect((await api(`/api/admin/partners/no-such-partner/clients`, { token })).status).toBe(404);
  });
});
