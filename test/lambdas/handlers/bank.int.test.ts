import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import { bankMessages, insightsResponse, linkTokenResponse, sandboxPublicToken } from '../../../lambdas/contract/bank.js';
import { dashboardResponse } from '../../../lambdas/contract/dashboard.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import type { HttpEvent, LambdaHandler } from '../../../lambdas/http/route.js';
import { itemsUnder, json, makeMember } from '../../support/admin.js';
import { viewerHeaders } from '../../support/client-address.js';
import { httpEvent, idClaims } from '../../support/http-event.js';
import { api, signIn, useLocalStack } from '../../support/local.js';

/** The bank connection through the handlers, against the emulators and the sandbox bank. */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));

let handlers: Record<'linkToken' | 'connect' | 'refresh' | 'disconnect' | 'dashboard' | 'exportAccount', LambdaHandler>;
beforeAll(async () => {
  handlers = {
    linkToken: (await import('../../../lambdas/handlers/bank-link-token.js')).handler,
    connect: (await import('../../../lambdas/handlers/bank-connect.js')).handler,
    refresh: (await import('../../../lambdas/handlers/bank-refresh.js')).handler,
    disconnect: (await import('../../../lambdas/handlers/bank-disconnect.js')).handler,
    dashboard: (await import('../../../lambdas/handlers/dashboard.js')).handler,
    exportAccount: (await import('../../../lambdas/handlers/export-account.js')).handler,
  };
});
afterEach(() => setDeps(undefined));

interface Client {
  id: string;
  email: string;
  password: string;
}

async function newClient(): Promise<Client> {
  const member = await makeMember(base, 'client');
  const createdAt = base.now().toISOString();
  await base.users.createUser({ id: member.id, role: 'client', fullName: 'Pat Client', email: member.email, createdAt }, { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } });
  await base.subscriptions.commit({ next: { ...emptyState(member.id), tier: 'elite', status: 'active', kind: 'subscription', startedAt: createdAt }, expectedVersion: 0 });
  return { id: member.id, email: member.email, password: member.password };
}

/** Every response body of this file: the access token must appear in none. */
const bodies: string[] = [];
async function call(handler: LambdaHandler, c: Client, path: string, body?: unknown, method = 'POST') {
  setDeps(base);
  const event: HttpEvent = httpEvent({ method, path, ...(body === undefined ? {} : { body }), headers: viewerHeaders(), claims: idClaims({ sub: c.id, email: c.email }) });
  const res = await handler(event);
  bodies.push(String(res.body ?? ''));
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body as string) as Record<string, unknown>) : undefined };
}

/** The link flow as the sandbox's stand-in for the aggregator's widget completes it. */
async function connect(c: Client) {
  const link = linkTokenResponse.parse((await call(handlers.linkToken, c, '/api/bank/link-token')).body);
  expect(link.sandbox).toBe(true);
  const publicToken = sandboxPublicToken(link.linkToken);
  return call(handlers.connect, c, '/api/bank/connect', { publicToken });
}
const dashboard = async (c: Client) => dashboardResponse.strict().parse((await call(handlers.dashboard, c, '/api/dashboard', undefined, 'GET')).body);

describe('connecting a bank', () => {
  it('exchanges the link flow’s token, seals the access token, syncs and shows the insights on the dashboard', async () => {
    const c = await newClient();
    expect((await dashboard(c)).insights).toBeNull();
    const res = await connect(c);
    expect(res.status).toBe(201);
    const { insights } = insightsResponse.strict().parse(res.body);
    expect(insights.connection).toMatchObject({ institution: 'Sandbox Community Bank', sandbox: true });
    expect(insights.spending.categories.length).toBeGreaterThan(0);
    expect(insights.subscriptions.map((s) => s.name)).toContain('StreamFlix');
    expect((await dashboard(c)).insights).toEqual(insights);

    const item = (await itemsUnder(base, `USER#${c.id}`)).find((i) => i.SK === 'BANK_ITEM')!;
    // Sealed: only a wrapped data key and ciphertext are stored, never the token itself.
    expect(item.accessToken).toMatchObject({ v: 1, wrappedKey: expect.any(String), ciphertext: expect.any(String) });
    expect(JSON.stringify(item)).not.toContain('access-sandbox-');
    expect(bodies.join('\n')).not.toContain('access-sandbox-');
    expect((await itemsUnder(base, `BANKTXN#${c.id}`)).length).toBeGreaterThan(6);
  });

  it('refuses a public token made for another client, and a second connection', async () => {
    const a = await newClient();
    const b = await newClient();
    const { linkToken } = linkTokenResponse.parse((await call(handlers.linkToken, a, '/api/bank/link-token')).body);
    const stolen = await call(handlers.connect, b, '/api/bank/connect', { publicToken: sandboxPublicToken(linkToken) });
    expect(stolen.status).toBe(400);
    expect(await itemsUnder(base, `BANKTXN#${b.id}`)).toEqual([]);
    expect((await connect(a)).status).toBe(201);
    const again = await connect(a);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: bankMessages.alreadyConnected });
    expect((await call(handlers.connect, a, '/api/bank/connect', { publicToken: '' })).status).toBe(400);
  });

  it('refreshes from the stored cursor, and disconnecting deletes the token, the transactions and the insights', async () => {
    const c = await newClient();
    expect((await call(handlers.refresh, c, '/api/bank/refresh')).status).toBe(404);
    expect((await connect(c)).status).toBe(201);
    const refreshed = await call(handlers.refresh, c, '/api/bank/refresh');
    expect(refreshed.status).toBe(200);
    insightsResponse.strict().parse(refreshed.body);
    const cursor = (await itemsUnder(base, `USER#${c.id}`)).find((i) => i.SK === 'BANK_ITEM')!.cursor;
    expect(cursor).toMatch(/^sbx1\.\d+$/);

    expect((await call(handlers.disconnect, c, '/api/bank/disconnect')).status).toBe(204);
    expect((await itemsUnder(base, `USER#${c.id}`)).filter((i) => String(i.SK).startsWith('BANK'))).toEqual([]);
    expect(await itemsUnder(base, `BANKTXN#${c.id}`)).toEqual([]);
    expect((await dashboard(c)).insights).toBeNull();
    // Disconnecting twice is harmless.
    expect((await call(handlers.disconnect, c, '/api/bank/disconnect')).status).toBe(204);
  });
});

describe('account export and deletion', () => {
  it('export the connection (its token left sealed out), the insights and the transactions; deletion removes them all', async () => {
    const c = await newClient();
    expect((await connect(c)).status).toBe(201);
    const exported = await call(handlers.exportAccount, c, '/api/account/export', undefined, 'GET');
    expect(exported.status).toBe(200);
    const body = exported.body as { items: { kind?: string; SK?: string; accessToken?: unknown }[]; bankTransactions: unknown[] };
    const bankItem = body.items.find((i) => i.kind === 'BANK_ITEM');
    expect(bankItem).toBeDefined();
    expect(bankItem!.accessToken).toBeUndefined();
    expect(body.items.find((i) => i.kind === 'BANK_INSIGHTS')).toBeDefined();
    expect(body.bankTransactions.length).toBeGreaterThan(100);

    const { IdToken } = await signIn(c.email, c.password);
    expect((await api('/api/account', { ...json('DELETE', { confirm: 'DELETE' }), token: IdToken })).status).toBe(200);
    expect(await itemsUnder(base, `USER#${c.id}`)).toEqual([]);
    expect(await itemsUnder(base, `BANKTXN#${c.id}`)).toEqual([]);
  });
});
