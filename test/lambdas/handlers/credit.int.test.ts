import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps, type Deps } from '../../../lambdas/composition/deps.js';
import { documentClient } from '../../../lambdas/adapters/dynamo/table-client.js';
import { billingMessages, publicMessages } from '../../../lambdas/contract/messages.js';
import { CREDIT_PULL_CONSENT, creditMessages, creditPullResponse } from '../../../lambdas/contract/credit.js';
import { dashboardResponse } from '../../../lambdas/contract/dashboard.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import { RATE_LIMITS } from '../../../lambdas/domain/rate-limit.js';
import type { HttpEvent, LambdaHandler } from '../../../lambdas/http/route.js';
import type { BureauProvider, PullSubject } from '../../../lambdas/ports/credit-reports.js';
import { indexPartition, itemsUnder, json, makeMember } from '../../support/admin.js';
import { viewerHeaders } from '../../support/client-address.js';
import { httpEvent, idClaims } from '../../support/http-event.js';
import { verifiedIdentity } from '../../support/identity.js';
import { api, signIn, useLocalStack } from '../../support/local.js';

/**
 * The credit pull, reset and storage, through the handlers in this process (so every log line the
 * Powertools loggers write is captured) against the emulators.
 */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));
/**
 * The configured provider (the sandbox, with its Frozen and Nohit personas), with every subject it is sent counted.
 * Its raw response echoes the full SSN, as some providers' do (in a MISMO 2.x attribute and a 3.x element), and
 * TransUnion's copy carries full account numbers: what is stored must have neither.
 */
const subjects: PullSubject[] = [];
const counted = (inner: BureauProvider): BureauProvider => ({
  name: inner.name,
  sandbox: inner.sandbox,
  pull: async (subject, asOf) => {
    subjects.push(subject);
    const report = await inner.pull(subject, asOf);
    const raw = report.raw
      .replace(/ _SSN="X+\d{4}"/g, ` _SSN="${subject.ssn}"`)
      .replace('</RESPONSE_GROUP>', `<PARTY><TAXPAYER_IDENTIFIER><TaxpayerIdentifierType>SocialSecurityNumber</TaxpayerIdentifierType><TaxpayerIdentifierValue>${subject.ssn}</TaxpayerIdentifierValue></TAXPAYER_IDENTIFIER></PARTY></RESPONSE_GROUP>`);
    return { ...report, raw };
  },
  refresh: (reference, asOf) => inner.refresh(reference, asOf),
  endMonitoring: (reference, at) => inner.endMonitoring(reference, at),
});
const withBureau: Deps = { ...base, bureau: counted(base.bureau) };
const doc = documentClient(base.config);
const table = base.config.tableName;

// The wrappers' loggers read the level when their module loads: at DEBUG, every line any of them could write is written.
let handlers: Record<'pull' | 'reset' | 'dashboard' | 'exportAccount', LambdaHandler>;
/** Every line written to stdout, stderr or the console while this file runs (kept, not printed). */
const lines: string[] = [];
const restores: (() => void)[] = [];
beforeAll(async () => {
  for (const stream of [process.stdout, process.stderr]) {
    const real = stream.write;
    stream.write = ((chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    }) as typeof stream.write;
    restores.push(() => (stream.write = real));
  }
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    const real = console[method];
    console[method] = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    restores.push(() => (console[method] = real));
  }
  process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
  handlers = {
    pull: (await import('../../../lambdas/handlers/credit-pull.js')).handler,
    reset: (await import('../../../lambdas/handlers/credit-reset.js')).handler,
    dashboard: (await import('../../../lambdas/handlers/dashboard.js')).handler,
    exportAccount: (await import('../../../lambdas/handlers/export-account.js')).handler,
  };
});
afterAll(() => {
  for (const restore of restores) restore();
});
afterEach(() => {
  setDeps(undefined);
  vi.restoreAllMocks();
});

interface Client {
  id: string;
  email: string;
  password: string;
}

/** A paying client whose phone and ID are verified (the pull's prerequisites); the sandbox persona is the last name. */
async function newClient(tier: 'starter' | 'elite' | null = 'elite', lastName = 'Typical'): Promise<Client> {
  const member = await makeMember(base, 'client');
  const createdAt = base.now().toISOString();
  await base.users.createUser({ id: member.id, role: 'client', fullName: `Pat ${lastName}`, email: member.email, createdAt }, { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } });
  if (tier) {
    await base.subscriptions.commit({ next: { ...emptyState(member.id), tier, status: 'active', kind: 'subscription', startedAt: createdAt }, expectedVersion: 0 });
  }
  await verifiedIdentity(base, member.id, { ...IDENTITY, fullName: `Pat ${lastName}` });
  return { id: member.id, email: member.email, password: member.password };
}
const IDENTITY = { fullName: 'Pat Typical', dateOfBirth: '1985-04-12', street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };

/** Onboarding step 3's document (the identity is verified already by `newClient`): the pull is step 4. */
async function throughStepThree(c: Client) {
  await base.documents.create({
    id: crypto.randomUUID(),
    userId: c.id,
    documentType: 'id',
    fileName: 'id.png',
    contentType: 'image/png',
    sizeBytes: 10,
    status: 'verified',
    reason: null,
    objectKey: `users/${c.id}/documents/x`,
    uploadedAt: '2026-11-20T10:00:00.000Z',
    reviewedAt: '2026-11-20T11:00:00.000Z',
    reviewedBy: 'staff',
    lastUsedAt: '2026-11-20T11:00:00.000Z',
  });
}

/** A sentinel SSN (900-xx-xxxx is never issued). */
const SSN = '900123456';
const pullBody = (over: Record<string, unknown> = {}) => ({
  ssn: SSN,
  consent: true,
  consentVersion: CREDIT_PULL_CONSENT.version,
  ...over,
});

const responses: string[] = [];
async function call(handler: LambdaHandler, c: Client, init: { method?: string; path: string; body?: unknown; address?: string }, deps: Deps = withBureau) {
  setDeps(deps);
  const event: HttpEvent = httpEvent({
    method: init.method ?? 'POST',
    path: init.path,
    ...(init.body === undefined ? {} : { body: init.body }),
    headers: { ...viewerHeaders(init.address), 'user-agent': 'CreditTest/1.0' },
    claims: idClaims({ sub: c.id, email: c.email }),
  });
  event.requestContext.http.userAgent = 'CreditTest/1.0';
  const res = await handler(event);
  responses.push(String(res.body ?? ''));
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body as string) as Record<string, unknown>) : undefined };
}
const pull = (c: Client, body: unknown = pullBody(), address?: string) => call(handlers.pull, c, { path: '/api/credit/pull', body, ...(address ? { address } : {}) });
const reset = (c: Client) => call(handlers.reset, c, { path: '/api/credit/reset' });
const dashboard = async (c: Client) => {
  const res = await call(handlers.dashboard, c, { method: 'GET', path: '/api/dashboard' });
  expect(res.status).toBe(200);
  return dashboardResponse.strict().parse(res.body);
};
const kinds = async (c: Client) => (await itemsUnder(base, `USER#${c.id}`)).map((i) => String(i.SK).replace(/#.*/, '#'));
const creditObjects = (c: Client) => base.files.listKeys(`users/${c.id}/credit/`);

describe('POST /api/credit/pull', () => {
  it('answers 201 with the three bureaus, after recording the written instruction with the client’s address and browser', async () => {
    const c = await newClient();
    const res = await pull(c, pullBody(), '198.51.100.23');
    expect(res.status).toBe(201);
    const { report } = creditPullResponse.strict().parse(res.body);
    expect(report.bureaus.map((b) => b.bureau)).toEqual(['equifax', 'experian', 'transunion']);
    expect(report.bureaus.every((b) => b.outcome === 'ok' && b.score?.model === 'VantageScore 3.0')).toBe(true);
    expect(report.factors.length).toBeGreaterThan(0);
    expect(report.accounts.length).toBeGreaterThan(0);
    expect(report.sandbox).toBe(true);
    expect((await dashboard(c)).credit).toMatchObject({ latest: { id: report.id }, sandbox: true });

    const items = await itemsUnder(base, `USER#${c.id}`);
    const consent = items.find((i) => String(i.SK).startsWith('CREDIT_CONSENT#'))!;
    expect(consent).toMatchObject({ consentVersion: CREDIT_PULL_CONSENT.version, consentText: CREDIT_PULL_CONSENT.text, ipAddress: '198.51.100.23', userAgent: 'CreditTest/1.0', ssnLast4: '3456' });
    const stored = items.find((i) => String(i.SK).startsWith('CREDIT#'))!;
    expect(stored).toMatchObject({ id: report.id, consentId: consent.id, source: 'pull' });
    // The instruction is older than (or as old as) the pull it authorised.
    expect(String(consent.givenAt) <= String(stored.pulledAt)).toBe(true);
    expect(items.find((i) => i.SK === 'CREDIT_MONITOR')).toMatchObject({ consentId: consent.id, GSI2PK: 'CREDIT_MONITOR', GSI2SK: c.id });
    expect((await creditObjects(c)).sort()).toEqual([`users/${c.id}/credit/${report.id}/file.json`, `users/${c.id}/credit/${report.id}/response.xml`]);
    expect((await base.creditReports.listMonitored(1000)).items).toContain(c.id);
  });

  it('pulls nothing and records nothing without the instruction, or with an outdated one (400)', async () => {
    const c = await newClient();
    const pulls = subjects.length;
    const without = await pull(c, pullBody({ consent: false }));
    expect(without).toMatchObject({ status: 400, body: { message: creditMessages.consentRequired, fields: { consent: creditMessages.consentRequired } } });
    const outdated = await pull(c, pullBody({ consentVersion: '2020-01-01' }));
    expect(outdated).toMatchObject({ status: 400, body: { message: creditMessages.consentOutdated } });
    expect(subjects.length).toBe(pulls);
    expect((await kinds(c)).filter((k) => k.startsWith('CREDIT'))).toEqual([]);
  });

  it('answers 400 with the SSN’s message verbatim, and refuses a body that names a subject', async () => {
    const c = await newClient();
    const pulls = subjects.length;
    expect(await pull(c, pullBody({ ssn: '123-45-678' }))).toMatchObject({ status: 400, body: { fields: { ssn: 'Full SSN (9 digits) is required' } } });
    expect(await pull(c, pullBody({ firstName: 'Other', lastName: 'Person' }))).toMatchObject({ status: 400, body: { message: creditMessages.subjectNotAccepted } });
    expect(subjects.length).toBe(pulls);
    expect((await kinds(c)).filter((k) => k.startsWith('CREDIT'))).toEqual([]);
  });

  it('answers 409 for a frozen file and 400 for no hit with the contract’s messages, keeping only the instruction', async () => {
    const frozen = await newClient('elite', 'Frozen');
    expect(await pull(frozen)).toMatchObject({ status: 409, body: { message: creditMessages.frozen('Equifax, Experian, TransUnion') } });
    const nohit = await newClient('elite', 'nohit');
    expect(await pull(nohit)).toMatchObject({ status: 400, body: { message: creditMessages.noHit } });
    for (const c of [frozen, nohit]) {
      expect((await kinds(c)).filter((k) => k.startsWith('CREDIT'))).toEqual(['CREDIT_CONSENT#']);
      expect(await creditObjects(c)).toEqual([]);
      expect((await dashboard(c)).credit.latest).toBeNull();
    }
  });

  it('allows an account 10 pulls a day (each is a paid provider call), then answers 429 without pulling', async () => {
    const c = await newClient('elite', 'Nohit');
    // The test's own clock, mid-day: the day's window cannot end between the tenth pull and the eleventh.
    const midday = { ...withBureau, now: () => new Date('2031-06-15T12:00:00.000Z') };
    const pullAtMidday = () => call(handlers.pull, c, { path: '/api/credit/pull', body: pullBody() }, midday);
    for (let i = 0; i < RATE_LIMITS.creditPullAccount.max; i++) expect((await pullAtMidday()).status).toBe(400);
    const before = subjects.length;
    expect(await pullAtMidday()).toMatchObject({ status: 429, body: { message: publicMessages.tooManyRequests } });
    expect(subjects.length).toBe(before);
  });

  it('needs an active plan (402); a Starter plan may pull', async () => {
    const none = await newClient(null);
    expect(await pull(none)).toMatchObject({ status: 402, body: { message: billingMessages.subscriptionRequired } });
    expect(await reset(none)).toMatchObject({ status: 402 });
    expect((await kinds(none)).filter((k) => k.startsWith('CREDIT'))).toEqual([]);
    const starter = await newClient('starter');
    expect((await pull(starter)).status).toBe(201);
  });
});

describe('the dashboard and POST /api/credit/reset', () => {
  it('shows the latest report and the history oldest first; reset (204) empties it, returns onboarding to step 4 and keeps the instructions', async () => {
    const c = await newClient();
    await throughStepThree(c);
    expect((await dashboard(c)).onboarding.currentStep).toBe(4);
    const first = (await pull(c)).body as { report: { id: string } };
    const second = (await pull(c)).body as { report: { id: string } };
    const before = await dashboard(c);
    expect(before.credit.latest?.id).toBe(second.report.id);
    expect(before.credit.history.map((p) => p.reportId)).toEqual([first.report.id, second.report.id]);
    expect(before.credit.consent).toEqual({ version: CREDIT_PULL_CONSENT.version, text: CREDIT_PULL_CONSENT.text });
    expect(before.onboarding.currentStep).toBe(5);
    await doc.send(new PutCommand({ TableName: table, Item: { PK: `USER#${c.id}`, SK: `ANALYSIS#2026-11-23T12:00:00.000Z#a1`, id: 'a1', userId: c.id, reportId: second.report.id, createdAt: '2026-11-23T12:00:00.000Z' } }));

    const other = await newClient();
    await pull(other);

    expect(await reset(c)).toMatchObject({ status: 204 });
    const after = await dashboard(c);
    expect(after.credit).toMatchObject({ latest: null, history: [] });
    expect(after.onboarding.currentStep).toBe(4);
    expect((await kinds(c)).filter((k) => /^(CREDIT|ANALYSIS)/.test(k))).toEqual(['CREDIT_CONSENT#', 'CREDIT_CONSENT#']);
    expect(await creditObjects(c)).toEqual([]);
    expect((await base.creditReports.listMonitored(1000)).items).not.toContain(c.id);
    // Another client's reports are out of the caller's reach: untouched by the reset, absent from the caller's dashboard.
    expect((await dashboard(other)).credit.latest).not.toBeNull();
    expect(await creditObjects(other)).toHaveLength(2);
    expect(JSON.stringify(after)).not.toContain(other.id);
    expect(await reset(c)).toMatchObject({ status: 204 });
  });
});

describe('the SSN', () => {
  it('appears in no table item or index, no stored object, no log line and no response after a pull', async () => {
    const c = await newClient();
    await throughStepThree(c);
    expect((await pull(c)).status).toBe(201);
    expect((await pull(c, pullBody({ ssn: '98765432' }))).status).toBe(400);
    expect((await pull(c, pullBody({ consentVersion: 'old' }))).status).toBe(400);
    await dashboard(c);
    responses.push(JSON.stringify((await call(handlers.exportAccount, c, { method: 'GET', path: '/api/account/export' })).body));

    const items = await itemsUnder(base, `USER#${c.id}`);
    expect(items.some((i) => String(i.SK).startsWith('CREDIT#'))).toBe(true);
    const indexed: unknown[] = [];
    for (const item of items) {
      for (const index of ['GSI1', 'GSI2', 'GSI3', 'GSI4'] as const) {
        const pk = item[`${index}PK`];
        if (typeof pk === 'string') indexed.push(await indexPartition(base, index, pk));
      }
    }
    expect(indexed.length).toBeGreaterThan(0);
    const objects: string[] = [];
    for (const key of await base.files.listKeys(`users/${c.id}/`)) objects.push(Buffer.from(await base.files.read(key)).toString('utf8'));
    expect(objects.length).toBeGreaterThanOrEqual(2);

    // The capture works: the wrappers' request lines (of every test of this file) are in it.
    expect(lines.some((l) => l.includes('"message":"request"'))).toBe(true);
    // The raw response was kept, masked: the provider's echo of the SSN (both styles) shows only its last four.
    const raw = objects.find((o) => o.includes('RESPONSE_GROUP'))!;
    expect(raw).toContain('_SSN="XXXXX3456"');
    expect(raw).toContain('<TaxpayerIdentifierValue>XXXXX3456</TaxpayerIdentifierValue>');
    expect(raw).not.toMatch(/_AccountIdentifier="\d{5,}/);
    const haystacks = { items: JSON.stringify(items), indexes: JSON.stringify(indexed), objects: objects.join('\n'), logs: lines.join('\n'), responses: responses.join('\n') };
    for (const [where, text] of Object.entries(haystacks)) {
      expect(text, where).not.toContain(SSN);
      expect(text, where).not.toContain('900-12-3456');
      expect(text, where).not.toContain('98765432');
    }
  });
});

describe('account export and deletion', () => {
  it('export the report, the instruction, the enrolment and both objects; deletion removes them all', async () => {
    const c = await newClient();
    const { report } = (await pull(c)).body as { report: { id: string } };
    const { IdToken } = await signIn(c.email, c.password);
    const exported = await call(handlers.exportAccount, c, { method: 'GET', path: '/api/account/export' });
    expect(exported.status).toBe(200);
    const body = exported.body as { items: { kind: string }[]; files: string[] };
    const exportedKinds = body.items.map((i) => i.kind.replace(/#.*/, '#'));
    expect(exportedKinds).toEqual(expect.arrayContaining(['CREDIT#', 'CREDIT_CONSENT#', 'CREDIT_MONITOR', 'IDENTITY']));
    expect(body.items.find((i) => i.kind.startsWith('CREDIT#'))).toMatchObject({ id: report.id, view: expect.any(Object) });
    expect(body.files).toEqual(expect.arrayContaining([`users/${c.id}/credit/${report.id}/response.xml`, `users/${c.id}/credit/${report.id}/file.json`]));

    expect((await api('/api/account', { ...json('DELETE', { confirm: 'DELETE' }), token: IdToken })).status).toBe(200);
    expect(await itemsUnder(base, `USER#${c.id}`)).toEqual([]);
    expect(await base.files.listKeys(`users/${c.id}/`)).toEqual([]);
    expect((await base.creditReports.listMonitored(1000)).items).not.toContain(c.id);
  });
});

describe('the credit repository', () => {
  it('lists enrolled clients page by page on GSI2 for the monitoring job, and forgets an ended enrolment', async () => {
    const a = await newClient();
    const b = await newClient();
    expect((await pull(a)).status).toBe(201);
    expect((await pull(b)).status).toBe(201);
    const seen: string[] = [];
    let after: Record<string, unknown> | undefined;
    let pages = 0;
    do {
      const page = await base.creditReports.listMonitored(1, after);
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.items);
      after = page.next;
      pages++;
    } while (after && pages < 10_000);
    expect(seen).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(new Set(seen).size).toBe(seen.length);
    await base.creditReports.markRefreshed(b.id, '2026-12-01T00:00:00.000Z');
    expect(await base.creditReports.getMonitor(b.id)).toMatchObject({ lastRefreshAt: '2026-12-01T00:00:00.000Z' });
    await base.creditReports.deleteMonitor(a.id);
    // A refresh that finishes after a reset ended the enrolment does not bring it back.
    await base.creditReports.markRefreshed(a.id, '2026-12-01T00:00:00.000Z');
    expect(await base.creditReports.getMonitor(a.id)).toBeUndefined();
    expect((await base.creditReports.listMonitored(1000)).items).not.toContain(a.id);
    expect(await base.creditReports.getMonitor(b.id)).toMatchObject({ userId: b.id, provider: 'sandbox' });
    expect((await base.creditReports.latest(b.id))?.userId).toBe(b.id);
    expect(await base.creditReports.latest(a.id)).toMatchObject({ userId: a.id, source: 'pull' });
  });
});
