import { randomInt } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorCredentials, readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../../lambdas/composition/deps.js';
import { documentClient } from '../../../../lambdas/adapters/dynamo/table-client.js';
import { analysisRunResponse, type AnalysisRun } from '../../../../lambdas/contract/analysis.js';
import { linkTokenResponse, sandboxPublicToken } from '../../../../lambdas/contract/bank.js';
import { CREDIT_PULL_CONSENT } from '../../../../lambdas/contract/credit.js';
import { addressHash } from '../../../../lambdas/adapters/dynamo/public-forms.js';
import { RATE_LIMITS } from '../../../../lambdas/domain/rate-limit.js';
import { AGREEMENT_VERSION } from '../../../../lambdas/domain/agreement.js';
import { emptyState } from '../../../../lambdas/domain/subscription.js';
import { ensureCustomer } from '../../../../lambdas/use-cases/billing/checkout.js';
import { json } from '../../../support/admin.js';
import { emulator } from '../../../support/billing.js';
import { adminDeleteAndWait, api, lastMessageTo, signIn, uniqueEmail, useLocalStack } from '../../../support/local.js';
import { decodeJwt } from '../../../support/tokens.js';

/**
 * The deletion sweep: a client with one of every kind of data the dashboard stores, made
 * through the real routes on the emulators (profile, SMS verification, a document and its review, a credit
 * pull with its consent and monitoring enrolment, an analysis run by the AnalysisRun worker, a dispute, a
 * connected sandbox bank, notifications, an advisor and secure messages with them, a support conversation, the waitlist,
 * billing), is in
 * the export, kind by kind; after the deletion (the client's own, and an admin's through the AdminDeletion
 * worker) the whole table and the whole bucket are searched for the id, the email, the name and the phone:
 * only the records docs/compliance.md says are kept remain, and those name the id alone.
 * (Offers are not in this tree yet: no offer click is made.)
 */
const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));
const PASSWORD = 'Sweep-secret1';

interface Client {
  id: string;
  email: string;
  name: string;
  phone: string;
  token: string;
  customerId: string;
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const call = async (c: { token: string }, method: string, path: string, body?: unknown) => {
  const res = await api(path, body === undefined ? { method, token: c.token } : json(method, body, c.token));
  return res;
};
const expectOk = (res: { status: number; body?: unknown }, what: string) => expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(300);

/** A signed-up, confirmed client of the demo partner, with a Stripe customer and an Elite plan, and one of everything. */
async function clientWithEverything(admin: { token: string; id: string }): Promise<Client> {
  const tag = crypto.randomUUID().slice(0, 8);
  const email = uniqueEmail(`sweep-${tag}`);
  // Letters only (a name's rule), and unique, so the sweep can search for it.
  const name = `Sweep Kowalczyk${tag.replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;
  expectOk(await api('/api/auth/signup', json('POST', { name, email, password: PASSWORD, referralCode: 'DEMO2025' })), 'signup');
  const link = await eventually(() => lastMessageTo(email), Boolean, 'the confirmation email');
  expectOk(await api('/api/auth/confirm-email', json('POST', { token: new URL(link!.links[0]!).searchParams.get('token') })), 'confirm');
  const token = (await signIn(email, PASSWORD)).IdToken;
  const id = decodeJwt(token).sub as string;
  const c = { id, email, name, token, phone: '', customerId: '' };
  expectOk(await call(c, 'POST', '/api/account/folders', {}), 'folders');
  expectOk(await call(c, 'PUT', '/api/account/preferences', { email: true, sms: false }), 'preferences');

  // Billing: a Stripe customer at the emulator, a signed agreement (kept after deletion, CROA) and an Elite plan.
  c.customerId = await ensureCustomer(deps, { id, email, name });
  expectOk(await call(c, 'POST', '/api/billing/agreement', { plan: 'total', version: AGREEMENT_VERSION, accepted: true }), 'agreement');
  await deps.subscriptions.commit({ next: { ...emptyState(id), tier: 'total', status: 'active', kind: 'subscription', startedAt: deps.now().toISOString() }, expectedVersion: 0 });

  // Onboarding step 1: the SMS verification record.
  const digits = `555${randomInt(200, 999)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
  c.phone = `+1${digits}`;
  expectOk(await call(c, 'POST', '/api/verification/sms', { action: 'request', phoneNumber: digits, dateOfBirth: '1985-04-12' }), 'sms request');
  const sms = await eventually(() => lastMessageTo(c.phone), Boolean, 'the SMS code');
  expectOk(await call(c, 'POST', '/api/verification/sms', { action: 'verify', code: /\b(\d{6})\b/.exec(sms!.body)![1] }), 'sms verify');

  // Step 2: the profile, with the credit-monitoring credentials (sealed).
  expectOk(
    await call(c, 'PUT', '/api/profile', {
      fullName: name,
      email,
      phoneNumber: digits,
      birthMonth: '04',
      birthDay: '12',
      birthYear: '1985',
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      identityIqUsername: `iq-${tag}`,
      identityIqPassword: 'iq-secret-1',
      annualIncome: '55000',
      employmentStatus: 'Employed full-time',
    }),
    'profile',
  );

  // Step 3: a document (S3 object + item), opened and verified by staff (audit entries, a notification).
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
  const started = await call(c, 'POST', '/api/documents', { documentType: 'id', fileName: 'passport.pdf', contentType: 'application/pdf', sizeBytes: pdf.length });
  expectOk(started, 'document start');
  const { document, upload } = started.body as { document: { id: string }; upload: { url: string; fields: Record<string, string> } };
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'passport.pdf');
  expect((await fetch(upload.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  expectOk(await call(c, 'POST', `/api/documents/${document.id}/complete`), 'document complete');
  expectOk(await call(admin, 'POST', `/api/admin/documents/${id}/${document.id}/link`), 'document link');
  expectOk(await call(admin, 'POST', `/api/admin/documents/${id}/${document.id}/review`, { decision: 'verified', identityConfirmed: true }), 'document review');

  // Step 4: a credit pull (consent, S3 raw + normalised file, the report, monitoring enrolment).
  expectOk(
    await call(c, 'POST', '/api/credit/pull', {
      ssn: '987654329',
      consent: true,
      consentVersion: CREDIT_PULL_CONSENT.version,
    }),
    'credit pull',
  );

  // Step 5: an analysis, run by the stack's AnalysisRun worker.
  const queued = await call(c, 'POST', '/api/credit/analysis');
  expect(queued.status, JSON.stringify(queued.body)).toBe(202);
  const runId = analysisRunResponse.parse(queued.body).run.id;
  const run: AnalysisRun = await eventually(
    async () => analysisRunResponse.parse((await call(c, 'GET', `/api/credit/analysis/runs/${runId}`)).body).run,
    (r) => r.stage === 'done' || r.stage === 'failed',
    'the analysis run',
  );
  expect(run.stage).toBe('done');
  // The client's answer about an item only they can recognise.
  const asked = run.analysis!.findings.find((f) => f.needsConfirmation)!;
  expect((await call(c, 'POST', '/api/credit/analysis/confirmations', { findingId: asked.id, accurate: true })).status).toBe(204);

  // A dispute, and an advisor for the client (the advisor's listing is outside the client's partition's keys).
  expectOk(
    await call(c, 'POST', '/api/disputes', {
      accountName: 'CAPITAL ONE ····4821',
      reason: 'Incorrect balance reported',
      description: 'The balance is $1,240, not $1,610.',
      amountCents: 124_000,
      accountKey: null,
      findingId: null,
      bureaus: ['experian', 'equifax'],
      autoGenerated: false,
    }),
    'dispute',
  );
  expectOk(await call(admin, 'PUT', `/api/admin/clients/${id}/advisor`, { advisorId: admin.id }), 'advisor');
  // Secure messages with the advisor (the thread in the collection, the messages in their own partition).
  expectOk(await call(c, 'POST', '/api/messages', { text: 'When do my letters go out?' }), 'message');
  expectOk(await call(admin, 'POST', `/api/admin/messages/${id}`, { text: 'On Monday.' }), 'answer');

  // A connected sandbox bank: the sealed token, the insights and the transactions under BANKTXN#.
  const linked = linkTokenResponse.parse((await call(c, 'POST', '/api/bank/link-token')).body);
  expectOk(await call(c, 'POST', '/api/bank/connect', { publicToken: sandboxPublicToken(linked.linkToken) }), 'bank');

  // Offers: the matches shown (the client's latest file qualifies for some) and a click on one.
  const shown = (await call(c, 'GET', '/api/offers')).body as { offers: { id: string }[] };
  expect(shown.offers.length, 'offers matched to the file').toBeGreaterThan(0);
  expectOk(await call(c, 'POST', `/api/offers/${shown.offers[0]!.id}/click`, { button: 'apply' }), 'offer click');

  // The public forms under the account's address: a support conversation and the waitlist.
  const support = await api('/api/support-requests', json('POST', { name, email, question: 'Where is my dispute letter?' }));
  expectOk(support, 'support request');
  const { id: requestId, appendToken } = support.body as { id: string; appendToken: string };
  expectOk(await api(`/api/support-requests/${requestId}/messages`, json('POST', { token: appendToken, messages: [{ sender: 'visitor', content: 'It was due last week.' }] })), 'support messages');
  expectOk(await api('/api/waitlist', json('POST', { email })), 'waitlist');

  // A notification read (the bell's state).
  expectOk(await call(c, 'POST', '/api/notifications/read', {}), 'notifications read');
  return c;
}

/**
 * Every item of the table (a test may Scan; the product never does), in parallel segments: the shared test stack may
 * hold thousands of other files' clients (the admin listings seed 2,000), and one sequential Scan of them all is slow.
 */
async function wholeTable(): Promise<Record<string, unknown>[]> {
  const doc = documentClient(deps.config);
  const TotalSegments = 4;
  const segments = await Promise.all(
    Array.from({ length: TotalSegments }, async (_, Segment) => {
      const items: Record<string, unknown>[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await doc.send(new ScanCommand({ TableName: deps.config.tableName, ExclusiveStartKey, ConsistentRead: true, Segment, TotalSegments }));
        items.push(...(page.Items ?? []));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return items;
    }),
  );
  return segments.flat();
}

/** Every object in the bucket (s3rver keeps no versions; AWS's versions are deleted by `deletePrefix`, test/lambdas/adapters). */
async function wholeBucket(): Promise<string[]> {
  const s3 = new S3Client({ endpoint: stack.env.S3_ENDPOINT, region: deps.config.region, forcePathStyle: true, credentials: emulatorCredentials });
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: deps.config.bucketName, ContinuationToken }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  s3.destroy();
  return keys;
}

const mentions = (item: unknown, c: Client) => {
  const text = JSON.stringify(item).toLowerCase();
  return [c.id, c.email, c.name, c.phone, c.phone.slice(2), c.customerId].some((needle) => text.includes(needle.toLowerCase()));
};

/**
 * What docs/compliance.md keeps after a deletion ("What stays"), each naming the id only: the tombstone,
 * the signed agreement (CROA evidence, 2 years), the audit entries of staff actions about the account, and
 * (admin path) the deletion's own record for the admin's dialog (30 days).
 */
function kept(item: Record<string, unknown>, c: Client): string | undefined {
  const pk = String(item.PK);
  if (pk === `DELETED#USER#${c.id}`) return 'tombstone';
  if (pk === `RETAINED#USER#${c.id}`) return 'retained agreement';
  // An entry about the client, or a staff list read that showed the client's row (by id, in `details.shown`).
  const shown = String((item.details as Record<string, unknown> | undefined)?.shown ?? '').split(' ');
  if (pk.startsWith('AUDIT#') && (item.targetUserId === c.id || shown.includes(c.id))) return 'audit entry';
  if (pk.startsWith('DELETION#') && item.userId === c.id) return 'deletion record';
  return undefined;
}

/** The partitions (the PK up to its first id) of the items naming the user. */
const partitionsNaming = async (c: Client) =>
  [...new Set((await wholeTable()).filter((item) => mentions(item, c)).map((item) => String(item.PK).replace(c.id, '<id>').replace(/^(UNIQUE#EMAIL|AUDIT|SUPPORT|DELETION)#.*/, '$1#')))].sort();

/** Rate-limit counters are keyed by a hash of what they count (an address, an account, a phone number, an email). */
const hashesOf = (c: Client) => [c.id, c.email, c.phone, c.phone.slice(2)].map(addressHash);

async function expectNothingLeft(c: Client, expectedKept: string[]) {
  const table = await wholeTable();
  const left = table.filter((item) => mentions(item, c));
  const unexpected = left.filter((item) => !kept(item, c));
  expect(unexpected, 'items naming the deleted user').toEqual([]);
  expect([...new Set(left.map((item) => kept(item, c)))].sort()).toEqual([...expectedKept].sort());
  // What is kept names the id alone: no email, name, phone or Stripe customer.
  for (const item of left) expect(mentions(item, { ...c, id: '\u0000' }), JSON.stringify(item)).toBe(false);
  // Counters keyed by a hash of the id, email or phone stay only until their window ends (a day at most).
  const longest = Math.max(...Object.values(RATE_LIMITS).map((l) => l.windowSeconds));
  const hashes = hashesOf(c);
  for (const item of table.filter((i) => hashes.some((h) => JSON.stringify(i).includes(h)))) {
    expect(String(item.PK), JSON.stringify(item)).toMatch(/^RATE#/);
    expect(Number(item.expiresAt), JSON.stringify(item)).toBeLessThanOrEqual(Date.now() / 1000 + longest + 60);
  }
  expect((await wholeBucket()).filter((key) => key.includes(c.id))).toEqual([]);
  expect(await deps.directory.getUser(c.id)).toBeUndefined();
  const customer = await emulator(`/v1/customers/${c.customerId}`, {}, 'GET');
  expect(customer.status === 404 || customer.body.deleted === true, JSON.stringify(customer.body)).toBe(true);
}

let admin: { token: string; id: string };
beforeAll(async () => {
  const token = (await signIn('admin@demo.local')).IdToken;
  admin = { token, id: decodeJwt(token).sub as string };
});

// Each test reads the whole table and bucket twice or more: on a stack other files have filled, that takes its time.
describe('the deletion sweep', { timeout: 180_000 }, () => {
  it('exports every kind of data the dashboard stores, and the client’s own deletion leaves nothing naming them', async () => {
    const c = await clientWithEverything(admin);
    // The sweep sees the data outside the user's collection too (so finding nothing after the deletion means something).
    expect(await partitionsNaming(c)).toEqual(
      expect.arrayContaining(['USER#<id>', 'USER#<id>#INDEX', 'BANKTXN#<id>', 'MESSAGES#USER#<id>', 'UNIQUE#EMAIL#', 'SUPPORT#', 'WAITLIST#business-credit', 'AUDIT#']),
    );
    expect((await wholeBucket()).filter((key) => key.includes(c.id)).length).toBeGreaterThan(3);

    const exported = await call(c, 'GET', '/api/account/export');
    expect(exported.status).toBe(200);
    const body = exported.body as { items: { kind: string }[]; files: string[]; bankTransactions: unknown[]; secureMessages: unknown[]; supportRequests: { messages: unknown[] }[]; waitlist: unknown[] };
    const kinds = body.items.map((i) => i.kind.replace(/#.*/, '#'));
    for (const kind of [
      'PROFILE',
      'CLIENT',
      'SUBSCRIPTION',
      'BILLING_CUSTOMER',
      'AGREEMENT#',
      'VERIFICATION',
      'DOC#',
      'NOTE#',
      'CREDIT#',
      'CREDIT_CONSENT#',
      'CREDIT_MONITOR',
      'ANALYSIS#',
      'ANALYSISRUN#',
      'ANALYSISANSWERS',
      'DISPUTE#',
      'ADVISOR',
      'MESSAGE_THREAD',
      'BANK_ITEM',
      'BANK_INSIGHTS',
      'OFFERS_SHOWN',
      'OFFERCLICK#',
    ]) {
      expect(kinds, `${kind} in ${kinds.join(' ')}`).toContain(kind);
    }
    expect(body.files.some((f) => f.includes('/documents/'))).toBe(true);
    expect(body.files.some((f) => f.endsWith('/response.xml'))).toBe(true);
    expect(body.files.some((f) => f.endsWith('/file.json'))).toBe(true);
    expect(body.bankTransactions.length).toBeGreaterThan(0);
    expect(body.secureMessages).toHaveLength(2);
    expect(body.supportRequests).toHaveLength(1);
    expect(body.supportRequests[0]!.messages.length).toBeGreaterThan(0);
    expect(body.waitlist).toHaveLength(1);
    // Sealed secrets and one-time secrets stay out.
    expect(JSON.stringify(body)).not.toMatch(/wrappedKey|ciphertext|codeHash|tokenHash|iq-secret-1|access-sandbox-/);

    expect((await call(c, 'DELETE', '/api/account', { confirm: 'DELETE' })).status).toBe(200);
    await expectNothingLeft(c, ['tombstone', 'retained agreement', 'audit entry']);
  });

  it('an admin’s deletion, run by the AdminDeletion worker, leaves nothing naming the client either', async () => {
    const c = await clientWithEverything(admin);
    const res = await adminDeleteAndWait(c.id, admin.token);
    expect(res, JSON.stringify(res.body)).toMatchObject({ status: 200 });
    await expectNothingLeft(c, ['tombstone', 'retained agreement', 'audit entry', 'deletion record']);
  });
});
