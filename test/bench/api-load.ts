/**
 * The API under load on the local stack, beside DynamoDB Local's own floor measured in the same run:
 * each route family at `connections` concurrent clients (autocannon), then the bare read it makes
 * (the same GetItem or Query, straight to DynamoDB Local from this process, at the same concurrency).
 * DynamoDB requests per call are counted, not guessed: every HTTP request this process sends to
 * DynamoDB Local's port during a phase, divided by the calls answered in it. Beside them, the main
 * thread's CPU time per call (the stack's work per request against the SDK's per bare read).
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import type { ClientRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { emulatorCredentials } from '../../lambdas/adapters/config.js';
import { AGREEMENT_VERSION } from '../../lambdas/domain/agreement.js';
import { planByTier } from '../../lambdas/domain/plans.js';
import { DEMO_PASSWORD } from '../../lib/local/seed.js';
import type { LocalStack } from '../../lib/local/stack.js';

export interface LoadFigures {
  reqPerSec: number;
  p50ms: number;
  p99ms: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  /** Of which: no answer within autocannon's 10 s, and answers other than 2xx. */
  timeouts: number;
  non2xx: number;
  calls: number;
  /** HTTP requests to DynamoDB Local per answered call (the bare loops: 1 by construction, counted too). */
  dynamoPerCall: number;
  /**
   * CPU time of this process's main thread per answered call, in microseconds: the stack's thread under
   * the route's load, the SDK's under the bare loop (autocannon has its own thread). Unlike throughput it
   * barely moves with other work on the machine. Undefined where Linux's /proc is not there to read it.
   */
  cpuUsPerCall?: number;
}

export interface FamilyFigures {
  family: string;
  route: LoadFigures;
  /** The bare DynamoDB Local read it is compared with, and its name. */
  bare: LoadFigures & { name: string };
}

/** Counts the HTTP requests this process sends to one host (DynamoDB Local's), from Node's own HTTP client channel. */
function requestCounter(endpoint: string) {
  const host = new URL(endpoint).host;
  let count = 0;
  const onStart = (message: unknown) => {
    const request = (message as { request: ClientRequest }).request;
    if (request.getHeader('host') === host) count++;
  };
  subscribe('http.client.request.start', onStart);
  return {
    take: () => {
      const n = count;
      count = 0;
      return n;
    },
    stop: () => unsubscribe('http.client.request.start', onStart),
  };
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** CPU time (user + system) of this process's main thread so far, in microseconds, from /proc (Linux); undefined elsewhere. */
function mainThreadCpuUs(): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are the 14th and 15th fields of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

const cpuPerCall = (before: number | undefined, calls: number) => {
  const after = mainThreadCpuUs();
  return before === undefined || after === undefined ? undefined : Math.round((after - before) / Math.max(calls, 1));
};

/** One slice of a warm-up, in seconds, and the most a path is warmed before it is measured anyway. */
const WARM_SLICE_S = 2;
const WARM_MAX_S = 20;

/**
 * Runs `slice` (a load of WARM_SLICE_S seconds answering the number of calls it made) until the main thread's CPU per
 * call stops falling (a slice no more than 5% below the best before it), after three slices at least; at most WARM_MAX_S. A fixed second
 * or two was not enough on a loaded machine: the JIT's compiler threads share the cores with everything else, and the
 * first family measured ran at twice its CPU per call. Without /proc (not Linux), three slices. Answers the slices run.
 */
async function warmUp(slice: () => Promise<number>): Promise<number> {
  let best = Infinity;
  for (let rounds = 1; ; rounds++) {
    const cpu = mainThreadCpuUs();
    const calls = await slice();
    const perCall = cpuPerCall(cpu, calls);
    const settled = rounds >= 3 && (perCall === undefined || perCall >= best * 0.95);
    best = Math.min(best, perCall ?? best);
    if (settled || rounds * WARM_SLICE_S >= WARM_MAX_S) return rounds;
  }
}

async function loadRoute(options: autocannon.Options, counter: ReturnType<typeof requestCounter>): Promise<LoadFigures> {
  counter.take();
  const cpu = mainThreadCpuUs();
  const result = await autocannon(options);
  const dynamo = counter.take();
  const calls = result.requests.total;
  const cpuUsPerCall = cpuPerCall(cpu, calls);
  return {
    reqPerSec: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    calls,
    dynamoPerCall: round(dynamo / Math.max(calls, 1), 2),
    cpuUsPerCall,
  };
}

async function loadBare(read: () => Promise<unknown>, seconds: number, connections: number, counter: ReturnType<typeof requestCounter>): Promise<LoadFigures> {
  counter.take();
  const cpu = mainThreadCpuUs();
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        try {
          await read();
          latencies.push(performance.now() - started);
        } catch {
          errors++;
        }
      }
    }),
  );
  const dynamo = counter.take();
  const cpuUsPerCall = cpuPerCall(cpu, latencies.length + errors);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0);
  return { reqPerSec: Math.round(latencies.length / seconds), p50ms: pct(50), p99ms: pct(99), errors, timeouts: 0, non2xx: 0, calls: latencies.length, dynamoPerCall: round(dynamo / Math.max(latencies.length + errors, 1), 2), cpuUsPerCall };
}

async function json(url: string, init: RequestInit & { token?: string } = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const { token, ...rest } = init;
  const res = await fetch(url, {
    ...rest,
    headers: { ...(rest.body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...rest.headers },
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function idToken(stack: LocalStack, email: string, password: string): Promise<string> {
  const res = await fetch(`${stack.url}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.config.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  });
  const { AuthenticationResult } = (await res.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!AuthenticationResult) throw new Error(`bench: ${email} could not sign in`);
  return AuthenticationResult.IdToken;
}

function expectStatus(step: string, res: { status: number; body: unknown }, ...statuses: number[]) {
  if (!statuses.includes(res.status)) throw new Error(`bench seeding: ${step} answered ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * A paying Total client, made as a person would through the API and the local-only routes: signup, the
 * emailed confirmation link (from /dev/outbox), the service agreement, checkout, and the Stripe
 * emulator's test payment; ready when /api/dashboard answers 200 (the webhook has landed).
 */
export async function seedPayingClient(stack: LocalStack, tag: string): Promise<{ id: string; token: string; email: string; password: string }> {
  const email = `bench-${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'bench-secret-1';
  expectStatus('signup', await json(`${stack.url}/api/auth/signup`, { method: 'POST', body: JSON.stringify({ name: 'Bench Client', email, password, referralCode: 'DEMO2025' }) }), 201);
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i++) {
    const outbox = (await (await fetch(`${stack.url}/dev/outbox`)).json()) as { to: string; links: string[] }[];
    link = outbox.filter((m) => m.to === email).at(-1)?.links[0];
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error(`bench seeding: no confirmation email reached ${email}`);
  const confirm = { token: new URL(link).searchParams.get('token') };
  expectStatus('confirm-email', await json(`${stack.url}/api/auth/confirm-email`, { method: 'POST', body: JSON.stringify(confirm) }), 200);
  const token = await idToken(stack, email, password);
  const plan = planByTier('total')!;
  const price = await json(`${stack.url}/api/billing/price`, { method: 'POST', token, body: JSON.stringify({ productId: plan.lookupKey, planType: plan.kind }) });
  expectStatus('price', price, 200);
  const signed = await json(`${stack.url}/api/billing/agreement`, { method: 'POST', token, body: JSON.stringify({ plan: 'total', version: AGREEMENT_VERSION, accepted: true }) });
  expectStatus('agreement', signed, 201);
  const checkout = await json(`${stack.url}/api/billing/checkout`, {
    method: 'POST',
    token,
    body: JSON.stringify({ priceId: price.body.priceId, planType: plan.kind, agreementId: signed.body.agreementId }),
  });
  expectStatus('checkout', checkout, 200);
  const session = String(checkout.body.url).split('/').at(-1)!;
  const paid = await fetch(`${stack.emulators.stripe}/_emulator/checkout/${session}/complete`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.env.STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card: '4242424242424242', deliver: 'true' }).toString(),
  });
  expectStatus('test payment', { status: paid.status, body: await paid.text() }, 200);
  for (let i = 0; i < 100; i++) {
    const dashboard = await json(`${stack.url}/api/dashboard`, { token });
    if (dashboard.status === 200) return { id: (await json(`${stack.url}/api/me`, { token })).body.id as string, token, email, password };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`bench seeding: ${email}'s payment never made the dashboard answer 200`);
}

/** autocannon's setupRequest giving each filing under load its own account (a module path: its worker thread loads it). */
const DISTINCT_DISPUTE = fileURLToPath(new URL('./distinct-dispute.cjs', import.meta.url));

/** A dispute as the 'File New Dispute' modal sends it. */
const DISPUTE = { accountName: 'Bench Card', reason: 'Incorrect balance reported', description: 'The balance reported is not the balance on my statement.', amountCents: 12_000, bureaus: ['equifax'] };

/**
 * GET /api/me (the demo client), GET /api/dashboard and POST /api/disputes (each a freshly seeded
 * paying client, so the filings do not grow the dashboard's collection) under load, each beside its bare read.
 */
export async function apiLoad(stack: LocalStack, opts: { seconds: number; connections: number; log?: (line: string) => void }): Promise<FamilyFigures[]> {
  const { seconds, connections } = opts;
  const log = opts.log ?? (() => {});
  const counter = requestCounter(stack.emulators.dynamodb);
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.emulators.dynamodb, region: 'us-east-1', credentials: emulatorCredentials }));
  const table = stack.env.TABLE_NAME!;
  try {
    const demoToken = await idToken(stack, 'client@demo.local', DEMO_PASSWORD);
    const demo = (await json(`${stack.url}/api/me`, { token: demoToken })).body as { id: string };
    const reader = await seedPayingClient(stack, 'dashboard');
    const filer = await seedPayingClient(stack, 'disputes');
    const route = (path: string, token: string, extra: Partial<autocannon.Options> = {}): autocannon.Options => ({
      url: `${stack.url}${path}`,
      connections,
      // The load generator in its own thread, as clients are in their own machines: the stack's event loop
      // does the server's work only, as this thread does only the SDK's work in the bare loop.
      workers: 1,
      duration: seconds,
      headers: { authorization: `Bearer ${token}`, ...(extra.body ? { 'content-type': 'application/json' } : {}) },
      ...extra,
    });
    const getItem: { name: string; read: () => Promise<unknown> } = { name: 'GetItem (the users item)', read: () => doc.send(new GetCommand({ TableName: table, Key: { PK: `USER#${demo.id}`, SK: 'PROFILE' } })) };
    // The dashboard adapter's one Query: the whole collection, strongly consistent, every page.
    const query = {
      name: "Query (the dashboard's collection)",
      read: async () => {
        let start: Record<string, unknown> | undefined;
        do {
          const out = await doc.send(
            new QueryCommand({ TableName: table, KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': 'PK' }, ExpressionAttributeValues: { ':pk': `USER#${reader.id}` }, ConsistentRead: true, ExclusiveStartKey: start }),
          );
          start = out.LastEvaluatedKey;
        } while (start);
      },
    };
    const families: { family: string; options: autocannon.Options; bare: typeof getItem }[] = [
      { family: 'GET /api/me', options: route('/api/me', demoToken), bare: getItem },
      { family: 'GET /api/dashboard', options: route('/api/dashboard', reader.token), bare: query },
      {
        family: 'POST /api/disputes',
        // Each filing on an account of its own (test/bench/distinct-dispute.cjs): the same dispute again within 120 s is a 409.
        options: route('/api/disputes', filer.token, { method: 'POST', body: JSON.stringify(DISPUTE), requests: [{ setupRequest: DISTINCT_DISPUTE }] }),
        bare: getItem,
      },
    ];
    // Unmeasured warm-up of every path first (module loading, the JIT, connection pools), so the first
    // family measured does not pay for it alone: each path runs until its CPU per call stops falling.
    for (const f of families) {
      const routeRounds = await warmUp(async () => (await autocannon({ ...f.options, duration: WARM_SLICE_S })).requests.total);
      const bareRounds = await warmUp(async () => (await loadBare(f.bare.read, WARM_SLICE_S, connections, counter)).calls);
      log(`  warm-up of ${f.family}: ${routeRounds} x ${WARM_SLICE_S} s, its bare read ${bareRounds} x ${WARM_SLICE_S} s`);
    }
    const out: FamilyFigures[] = [];
    for (const f of families) {
      log(`  ${f.family}: ${seconds} s at ${connections} connections, then ${f.bare.name} bare`);
      const routeFigures = await loadRoute(f.options, counter);
      const bareFigures = await loadBare(f.bare.read, seconds, connections, counter);
      out.push({ family: f.family, route: routeFigures, bare: { name: f.bare.name, ...bareFigures } });
    }
    return out;
  } finally {
    counter.stop();
    doc.destroy();
  }
}
