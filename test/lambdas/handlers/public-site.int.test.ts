import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps, type Deps } from '../../../lambdas/composition/deps.js';
import { WAITLIST_PARTITION } from '../../../lambdas/adapters/dynamo/keys.js';
import { addressHash } from '../../../lambdas/adapters/dynamo/public-forms.js';
import { encodeCursor } from '../../../lambdas/contract/admin.js';
import { adminMessages, publicMessages } from '../../../lambdas/contract/messages.js';
import { SUPPORT_CONVERSATION_LIMITS } from '../../../lambdas/contract/public.js';
import { RATE_LIMITS } from '../../../lambdas/domain/rate-limit.js';
import { handler as appendSupportMessages } from '../../../lambdas/handlers/append-support-messages.js';
import { handler as createSupportRequest } from '../../../lambdas/handlers/create-support-request.js';
import { handler as createClientSupportRequest } from '../../../lambdas/handlers/create-client-support-request.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import { handler as joinWaitlist } from '../../../lambdas/handlers/join-waitlist.js';
import { itemsUnder, json } from '../../support/admin.js';
import { httpEvent, idClaims } from '../../support/http-event.js';
import { api, signIn, uniqueEmail, useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));

/** A fresh source address per test, so rate-limit windows never leak between tests. */
const newAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** Calls a handler in this process as API Gateway would, from a given source address. */
function fromAddress(address: string, method: string, path: string, body: unknown) {
  const event = httpEvent({ method, path, body });
  event.requestContext.http.sourceIp = address;
  return event;
}
const parse = (res: { body?: string }) => JSON.parse(res.body ?? '{}') as Record<string, unknown>;

afterEach(() => setDeps(undefined));

describe('POST /api/waitlist', () => {
  it('refuses an empty address with the spec’s message, and a malformed one', async () => {
    const empty = await api('/api/waitlist', json('POST', { email: '   ' }));
    expect(empty.status).toBe(400);
    expect(empty.body!.message).toBe('Please enter your email address');
    const missing = await api('/api/waitlist', json('POST', {}));
    expect(missing.body!.message).toBe(publicMessages.emailRequired);
    const malformed = await api('/api/waitlist', json('POST', { email: 'not-an-email' }));
    expect(malformed.status).toBe(400);
    expect(malformed.body!.message).toBe(publicMessages.invalidEmail);
  });

  it('adds an address once: a second signup (any case, spaces) succeeds and writes no duplicate', async () => {
    const email = uniqueEmail('waitlist');
    const first = await joinWaitlist(fromAddress(newAddress(), 'POST', '/api/waitlist', { email }));
    expect(first.statusCode).toBe(200);
    const [item] = (await itemsUnder(deps, WAITLIST_PARTITION)).filter((i) => i.email === email);
    expect(item).toMatchObject({ email, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });

    const again = await joinWaitlist(fromAddress(newAddress(), 'POST', '/api/waitlist', { email: `  ${email.toUpperCase()} ` }));
    expect(again.statusCode).toBe(200);
    expect(parse(again)).toEqual(parse(first));
    const items = (await itemsUnder(deps, WAITLIST_PARTITION)).filter((i) => i.email === email);
    expect(items).toHaveLength(1);
    expect(items[0]!.createdAt).toBe(item!.createdAt);
  });

  it('is reachable without a token through the gateway', async () => {
    const res = await api('/api/waitlist', json('POST', { email: uniqueEmail('gateway') }));
    expect(res.status).toBe(200);
    expect(res.body!.message).toBe(publicMessages.waitlistJoined);
  });
});

describe('rate limits per source address', () => {
  const { max, windowSeconds } = RATE_LIMITS.waitlist;
  /** The tests' own clock, mid-window: a run at 06:59:59.9 would otherwise see its count reset half-way. */
  const midWindow = () => setDeps({ ...buildDeps(readConfig(stack.env)), now: () => new Date('2031-06-15T12:03:00.000Z') });

  it(`allows ${max} waitlist requests per window from one address, then answers 429 with a clear message`, async () => {
    midWindow();
    const address = newAddress();
    for (let i = 0; i < max; i++) {
      const res = await joinWaitlist(fromAddress(address, 'POST', '/api/waitlist', { email: uniqueEmail('limit') }));
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    const over = await joinWaitlist(fromAddress(address, 'POST', '/api/waitlist', { email: uniqueEmail('limit') }));
    expect(over.statusCode).toBe(429);
    expect(parse(over).message).toBe(publicMessages.tooManyRequests);
    // Another address is not affected.
    expect((await joinWaitlist(fromAddress(newAddress(), 'POST', '/api/waitlist', { email: uniqueEmail('other') }))).statusCode).toBe(200);
  });

  it('counts atomically: of many concurrent requests from one address exactly the limit get through', async () => {
    midWindow();
    const address = newAddress();
    const results = await Promise.all(
      Array.from({ length: max * 3 }, () => joinWaitlist(fromAddress(address, 'POST', '/api/waitlist', { email: uniqueEmail('burst') }))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(max);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(max * 2);
  });

  it('keeps one counter item per address and window, keyed by a hash of the address, expiring with TTL', async () => {
    const address = newAddress();
    const at = new Date();
    await joinWaitlist(fromAddress(address, 'POST', '/api/waitlist', { email: uniqueEmail('ttl') }));
    const [counter] = await itemsUnder(deps, `RATE#waitlist#${addressHash(address)}`);
    expect(counter).toBeDefined();
    expect(JSON.stringify(counter)).not.toContain(address);
    expect(counter!.hits).toBe(1);
    const expiresAt = counter!.expiresAt as number;
    expect(expiresAt).toBeGreaterThan(at.getTime() / 1000);
    expect(expiresAt).toBeLessThanOrEqual(at.getTime() / 1000 + windowSeconds + 60);
  });

  it('starts afresh in the next window', async () => {
    const address = newAddress();
    const base = buildDeps(readConfig(stack.env));
    const now = new Date('2030-01-01T00:00:00Z');
    setDeps({ ...base, now: () => now });
    for (let i = 0; i < max; i++) await joinWaitlist(fromAddress(address, 'POST', '/api/waitlist', { email: uniqueEmail('window') }));
    expect((await joinWaitlist(fromAddress(address, 'POST', '/api/waitlist', { email: uniqueEmail('window') }))).statusCode).toBe(429);
    setDeps({ ...base, now: () => new Date(now.getTime() + windowSeconds * 1000) });
    expect((await joinWaitlist(fromAddress(address, 'POST', '/api/waitlist', { email: uniqueEmail('window') }))).statusCode).toBe(200);
  });

  it('limits support requests the same way', async () => {
    midWindow();
    const address = newAddress();
    const body = { name: 'Rate Tester', email: uniqueEmail('support'), question: 'How long does it take?' };
    for (let i = 0; i < RATE_LIMITS.supportRequest.max; i++) {
      expect((await createSupportRequest(fromAddress(address, 'POST', '/api/support-requests', body))).statusCode).toBe(201);
    }
    const over = await createSupportRequest(fromAddress(address, 'POST', '/api/support-requests', body));
    expect(over.statusCode).toBe(429);
    expect(parse(over).message).toBe(publicMessages.tooManyRequests);
  });
});

describe('support requests from the chat widget', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await signIn('admin@demo.local')).IdToken;
  });

  it('saves the form with a server-made id and time, trimmed, without a token', async () => {
    const email = uniqueEmail('chat');
    const res = await api('/api/support-requests', json('POST', { name: '  Ada Lovelace ', email: ` ${email.toUpperCase()} `, question: ' Can you help? ', page: '/faq' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(String), createdAt: expect.stringMatching(/Z$/), message: publicMessages.supportRequestReceived });
    const list = await api('/api/admin/support-requests?limit=100', { token: admin });
    const row = (list.body!.items as Record<string, unknown>[]).find((r) => r.id === res.body!.id);
    expect(row).toEqual({ id: res.body!.id, name: 'Ada Lovelace', email, question: 'Can you help?', page: '/faq', createdAt: res.body!.createdAt, messages: [], plan: null, priority: false, respondBy: null });
  });

  it('refuses a form with a blank field with the chat’s message, and a malformed email', async () => {
    for (const body of [
      { name: ' ', email: uniqueEmail(), question: 'Hi' },
      { name: 'Bo', email: '', question: 'Hi' },
      { name: 'Bo', email: uniqueEmail(), question: '   ' },
      {},
    ]) {
      const res = await api('/api/support-requests', json('POST', body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body!.message).toBe('Please fill out all fields to start the chat.');
    }
    const malformed = await api('/api/support-requests', json('POST', { name: 'Bo', email: 'bo@', question: 'Hi' }));
    expect(malformed.status).toBe(400);
    expect(malformed.body!.message).toBe(publicMessages.invalidEmail);
    const offSite = await api('/api/support-requests', json('POST', { name: 'Bo', email: uniqueEmail(), question: 'Hi', page: 'https://evil.test/' }));
    expect(offSite.status).toBe(201);
  });

  it('lists them for admins newest first (after the priority plans’ requests), page by page with a cursor, each exactly once', async () => {
    const tag = randomUUID().slice(0, 8);
    const base: Deps = buildDeps(readConfig(stack.env));
    // Far in the future, so these seven are the newest in the shared table, minute by minute.
    const start = Date.parse('2099-01-01T00:00:00Z');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      setDeps({ ...base, now: () => new Date(start + i * 60_000) });
      const res = await createSupportRequest(fromAddress(newAddress(), 'POST', '/api/support-requests', { name: `Asker ${i}`, email: uniqueEmail(), question: `question ${tag} #${i}` }));
      expect(res.statusCode).toBe(201);
      ids.push(parse(res).id as string);
    }
    setDeps(undefined);

    const seen: Record<string, unknown>[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await api(`/api/admin/support-requests?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token: admin });
      expect(res.status).toBe(200);
      const items = res.body!.items as Record<string, unknown>[];
      expect(items.length).toBeLessThanOrEqual(3);
      seen.push(...items);
      cursor = res.body!.nextCursor as string | null;
      pages++;
    } while (cursor && pages < 100);
    expect(pages).toBeGreaterThanOrEqual(3);
    // Priority plans' requests first; newest first within each across pages, and nobody twice.
    const firstStandard = seen.findIndex((r) => r.priority !== true);
    expect(seen.slice(firstStandard).every((r) => r.priority !== true)).toBe(true);
    const standard = seen.slice(firstStandard);
    const created = standard.map((r) => `${String(r.createdAt)}#${String(r.id)}`);
    expect(created).toEqual([...created].sort().reverse());
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    expect(standard.slice(0, 7).map((r) => r.id)).toEqual([...ids].reverse());
  });

  it('refuses a forged cursor with 400', async () => {
    const forged = encodeCursor({ PK: 'USER#someone', SK: 'PROFILE', GSI2PK: 'ROLE#client', GSI2SK: 'x' }, 'page');
    const res = await api(`/api/admin/support-requests?cursor=${forged}`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body!.message).toBe(adminMessages.invalidCursor);
  });
});

describe('the rest of the chat conversation', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await signIn('admin@demo.local')).IdToken;
  });

  /** Opens a request through the gateway; answers its id and append token. */
  async function open(question = 'How long does it take?') {
    const res = await api('/api/support-requests', json('POST', { name: 'Chatty Cathy', email: uniqueEmail('conversation'), question }));
    expect(res.status).toBe(201);
    return { id: res.body!.id as string, token: res.body!.appendToken as string };
  }
  const append = (id: string, token: string, messages: { sender: string; content: string }[]) =>
    api(`/api/support-requests/${encodeURIComponent(id)}/messages`, json('POST', { token, messages }));
  async function adminRow(id: string) {
    const list = await api('/api/admin/support-requests?limit=100', { token: admin });
    return (list.body!.items as Record<string, unknown>[]).find((r) => r.id === id);
  }

  it('appends with the right token, in order, stamped by the server, and the admin list shows the conversation', async () => {
    const question = `Where is my report? ${randomUUID().slice(0, 6)}`;
    const { id, token } = await open(question);
    expect(token).toMatch(/^[\w-]{40,}$/);
    const first = await append(id, token, [{ sender: 'assistant', content: 'Your credit score and reports are on your dashboard.' }]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ count: 1 });
    const second = await append(id, token, [
      { sender: 'visitor', content: '  How do I cancel?  ' },
      { sender: 'assistant', content: 'You can cancel anytime.' },
    ]);
    expect(second.body).toEqual({ count: 3 });

    const row = await adminRow(id);
    expect(row).toMatchObject({ question });
    const messages = row!.messages as { sender: string; content: string; at: string }[];
    expect(messages.map((m) => `${m.sender}: ${m.content}`)).toEqual([
      'assistant: Your credit score and reports are on your dashboard.',
      'visitor: How do I cancel?',
      'assistant: You can cancel anytime.',
    ]);
    for (const m of messages) expect(m.at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    // Neither the token nor its hash ever leaves the server again.
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Object.keys(row!).sort()).toEqual(['createdAt', 'email', 'id', 'messages', 'name', 'page', 'plan', 'priority', 'question', 'respondBy']);
  });

  it('answers 404 to a wrong token and to an unknown id alike, writing nothing', async () => {
    const { id, token } = await open();
    const other = await open();
    for (const [target, key] of [
      [id, other.token],
      [id, `${token}x`],
      [randomUUID(), token],
    ] as const) {
      const res = await append(target, key, [{ sender: 'visitor', content: 'let me in' }]);
      expect(res.status).toBe(404);
      expect(res.body!.message).toBe(publicMessages.supportRequestNotFound);
    }
    expect((await adminRow(id))!.messages).toEqual([]);
  });

  it('refuses an over-long or empty message and a bad sender with 400, writing nothing', async () => {
    const { id, token } = await open();
    const long = await append(id, token, [{ sender: 'visitor', content: 'x'.repeat(SUPPORT_CONVERSATION_LIMITS.message + 1) }]);
    expect(long.status).toBe(400);
    expect(long.body!.message).toBe('A message can be at most 1000 characters');
    expect((await append(id, token, [{ sender: 'visitor', content: '   ' }])).status).toBe(400);
    expect((await append(id, token, [{ sender: 'admin', content: 'hi' }])).status).toBe(400);
    expect((await append(id, token, [])).status).toBe(400);
    expect((await adminRow(id))!.messages).toEqual([]);
    // Exactly at the limit is fine.
    expect((await append(id, token, [{ sender: 'visitor', content: 'x'.repeat(SUPPORT_CONVERSATION_LIMITS.message) }])).status).toBe(200);
  });

  it(`keeps at most ${SUPPORT_CONVERSATION_LIMITS.messages} messages, even when appends race`, async () => {
    const { id, token } = await open();
    const pair = [
      { sender: 'visitor', content: 'hello' },
      { sender: 'assistant', content: 'Hello! How can I help you with your credit today?' },
    ];
    // 30 concurrent appends of two: only 25 fit.
    const results = await Promise.all(Array.from({ length: 30 }, () => append(id, token, pair)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(SUPPORT_CONVERSATION_LIMITS.messages / 2);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual(Array(5).fill(400));
    expect(refused[0]!.body!.message).toBe('A conversation can hold at most 50 messages');
    expect(((await adminRow(id))!.messages as unknown[]).length).toBe(SUPPORT_CONVERSATION_LIMITS.messages);
  });

  it('is rate-limited per source address like the opening form', async () => {
    const { id, token } = await open();
    const address = newAddress();
    const body = { token, messages: [{ sender: 'visitor', content: 'again' }] };
    const path = `/api/support-requests/${id}/messages`;
    const call = () => appendSupportMessages({ ...fromAddress(address, 'POST', path, body), pathParameters: { id } });
    for (let i = 0; i < RATE_LIMITS.supportMessages.max; i++) {
      const res = await call();
      expect(res.statusCode, `request ${i + 1}`).not.toBe(429);
    }
    const over = await call();
    expect(over.statusCode).toBe(429);
    expect(parse(over).message).toBe(publicMessages.tooManyRequests);
  });
});

describe('a signed-in client’s support request carries their plan (priority support)', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await signIn('admin@demo.local')).IdToken;
  });
  // Friday 27 November 2026, 15:00 UTC: the next business day is Monday the 30th, the second Tuesday 1 December.
  const friday = new Date('2026-11-27T15:00:00.000Z');
  async function clientWith(tier: 'starter' | 'elite' | 'total' | null) {
    const id = randomUUID();
    if (tier) await deps.subscriptions.commit({ next: { ...emptyState(id), status: 'active', tier }, expectedVersion: 0 });
    return { id, email: `client-${id.slice(0, 8)}@support.test` };
  }
  async function ask(client: { id: string; email: string }, body: Record<string, unknown>, at = friday) {
    setDeps({ ...buildDeps(readConfig(stack.env)), now: () => at });
    const res = await createClientSupportRequest(httpEvent({ method: 'POST', path: '/api/account/support-requests', body, claims: idClaims({ sub: client.id, email: client.email, 'cognito:groups': ['client'] }) }));
    setDeps(undefined);
    return { status: res.statusCode, body: parse(res) };
  }
  async function desk(): Promise<Record<string, unknown>[]> {
    const rows: Record<string, unknown>[] = [];
    let cursor: string | null = null;
    do {
      const res = await api(`/api/admin/support-requests?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token: admin });
      rows.push(...(res.body!.items as Record<string, unknown>[]));
      cursor = res.body!.nextCursor as string | null;
    } while (cursor);
    return rows;
  }

  it('Elite and Total: the plan and its next-business-day target, listed ahead of newer requests; the client is told the target', async () => {
    const total = await clientWith('total');
    const asked = await ask(total, { name: 'Terry Total', email: 'someone-else@example.com', question: 'When will my letters go out?' });
    expect(asked.status).toBe(201);
    expect(asked.body.responseNote).toBe(
      'As a Total Credit Transformation client, your question goes to the front of our support queue, and a credit specialist answers you by email by the end of the next business day.',
    );
    // A visitor asks later the same day: the Total client's request is still listed first.
    const visitor = await createSupportRequest(fromAddress(newAddress(), 'POST', '/api/support-requests', { name: 'Visitor', email: uniqueEmail('visitor'), question: 'Do you help with loans?' }));
    const rows = await desk();
    const mine = rows.findIndex((r) => r.id === asked.body.id);
    const theirs = rows.findIndex((r) => r.id === parse(visitor).id);
    expect(mine).toBeGreaterThanOrEqual(0);
    expect(mine).toBeLessThan(theirs);
    // The plan is read on the server; the address is the account's (its export and deletion find the request).
    expect(rows[mine]).toMatchObject({ plan: 'total', priority: true, respondBy: '2026-11-30', email: total.email });
    expect(rows[theirs]).toMatchObject({ plan: null, priority: false, respondBy: null });
  });

  it('Starter: its plan and two-business-day target, not priority; no plan (or a lapsed one): no target, as a visitor', async () => {
    const starter = await ask(await clientWith('starter'), { name: 'Sam Starter', email: 'x@example.com', question: 'How do disputes work?' });
    expect(starter.body.responseNote).toBe('As a Starter Boost Plan client, a credit specialist answers you by email within 2 business days.');
    const none = await ask(await clientWith(null), { name: 'No Plan', email: 'x@example.com', question: 'Which plan?' });
    expect(none.body.responseNote).toBeNull();
    const rows = await desk();
    expect(rows.find((r) => r.id === starter.body.id)).toMatchObject({ plan: 'starter', priority: false, respondBy: '2026-12-01' });
    expect(rows.find((r) => r.id === none.body.id)).toMatchObject({ plan: null, priority: false, respondBy: null });
  });

  it('needs a signed-in caller, and checks the form as the public route does', async () => {
    expect((await api('/api/account/support-requests', json('POST', { name: 'A', email: uniqueEmail(), question: 'Q' }))).status).toBe(401);
    const blank = await ask(await clientWith('elite'), { name: ' ', email: 'a@b.co', question: 'Q' });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Please fill out all fields to start the chat.' } });
  });
});
