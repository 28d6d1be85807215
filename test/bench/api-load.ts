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
import { RATE_LIMITS } from '../../lambdas/domain/rate-limit.js';
import { DEMO_PASSWORD } from '../../lib/local/seed.js';
import type { LocalStack } from '../../lib/local/stack.js';

export interface LoadFigures {
  reqPerSec: number;
  p50ms: number;
  p99ms: number;
  /** Connection errors, timeouts and answers other than the family's expected status (200, or 201 for a filing). */
  errors: number;
  /** Of which: no answer within autocannon's 10 s, answers other than 2xx, and answers other than the expected status. */
  timeouts: number;
  non2xx: number;
  unexpectedStatus?: number;
  /** The answers by status code (the routes under load). */
  statuses?: Record<string, number>;
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
  /** The status every answer of the route must have (200; 201 for a filing). */
  expectedStatus?: number;
  route: LoadFigures;
  /** The bare DynamoDB Local read it is compared with, and its name. */
  bare: LoadFigures & { name: string };
  /** Answers of the unmeasured warm-up that were errors (as `errors` counts them), by status code or `timeouts`/`errors`. */
  warmUpErrors?: Record<string, number>;
  /** The dispute filing: how many filings the measured phase made (a fixed number, not a duration), by how many seeded clients. */
  filings?: { amount: number; clients: number; seedSeconds: number };
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
async function warmUp(slice: () => Promise<number>, maxRounds = WARM_MAX_S / WARM_SLICE_S): Promise<number> {
  let best = Infinity;
  for (let rounds = 1; ; rounds++) {
    const cpu = mainThreadCpuUs();
    const calls = await slice();
    const perCall = cpuPerCall(cpu, calls);
    const settled = rounds >= 3 && (perCall === undefined || perCall >= best * 0.95);
    best = Math.min(best, perCall ?? best);
    if (settled || rounds >= maxRounds) return rounds;
  }
}

/** autocannon's answers other than `expected`: errors, timeouts, and each other status code with its count. */
function unexpectedAnswers(result: autocannon.Result, expected: number): { count: number; statuses: Record<string, number>; byKind: Record<string, number> } {
  const statuses: Record<string, number> = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0]));
  const byKind: Record<string, number> = Object.fromEntries(Object.entries(statuses).filter(([code]) => Number(code) !== expected));
  if (result.timeouts) byKind.timeouts = result.timeouts;
  if (result.errors) byKind.errors = result.errors;
  return { count: Object.values(byKind).reduce((a, b) => a + b, 0), statuses, byKind };
}

async function loadRoute(options: autocannon.Options, expected: number, counter: ReturnType<typeof requestCounter>): Promise<LoadFigures> {
  counter.take();
  const cpu = mainThreadCpuUs();
  const result = await autocannon(options);
  const dynamo = counter.take();
  const calls = result.requests.total;
  const cpuUsPerCall = cpuPerCall(cpu, calls);
  const unexpected = unexpectedAnswers(result, expected);
  const unexpectedStatus = unexpected.count - result.timeouts - result.errors;
  return {
    reqPerSec: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: unexpected.count,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    unexpectedStatus,
    statuses: unexpected.statuses,
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

async function json(url: string, init: RequestInit & { token?: string; viewer?: Record<string, string> } = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const { token, viewer, ...rest } = init;
  const res = await fetch(url, {
    ...rest,
    headers: { ...(rest.body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...viewer, ...rest.headers },
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/**
 * The origin secret the bench's API stack is started with: it plays CloudFront as the test stacks do, so a seeding request
 * carrying it speaks from the client address it names (signup allows 10 an hour per address, confirming an email 20, and
 * a pool of clients comes from one machine). The measured requests carry no secret: locally it only decides whether the
 * viewer address is believed, so they cost what they cost without it.
 */
export const BENCH_ORIGIN_SECRET = 'bench-origin-secret';
let seeded = 0;
/** The next seeded client's address, in 198.18.0.0/15 (the range reserved for benchmarks), and the headers that make a request come from it. */
function nextViewer(stack: LocalStack): Record<string, string> {
  if (!stack.env.ORIGIN_SECRET) return {};
  const n = ++seeded;
  return { 'x-origin-verify': stack.env.ORIGIN_SECRET, 'cloudfront-viewer-address': `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}:443` };
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
 * Seeded signups start at least this far apart. Each one moves the referring partner's client count on the condition that
 * it has not moved since it was read (the adapter retries a lost race eight times), and every seeded client signs up with
 * the one demo referral code: eight started at once lost every retry of that race and answered 500. A signup takes 1.5 s
 * whatever it does (use-cases/accounts/even-timing.ts), of which that race is the first few hundred milliseconds.
 */
const SIGNUP_SPACING_MS = 250;
let nextSignupAt = 0;
async function signupTurn(): Promise<void> {
  const now = Date.now();
  const at = Math.max(now, nextSignupAt);
  nextSignupAt = at + SIGNUP_SPACING_MS;
  if (at > now) await new Promise((r) => setTimeout(r, at - now));
}

/**
 * A paying Total client, made as a person would through the API and the local-only routes: signup, the
 * emailed confirmation link (from /dev/outbox), the service agreement, checkout, and the Stripe
 * emulator's test payment; ready when /api/dashboard answers 200 (the webhook has landed).
 */
export async function seedPayingClient(stack: LocalStack, tag: string): Promise<{ id: string; token: string; email: string; password: string }> {
  const email = `bench-${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'bench-secret-1';
  // Each client from an address of its own where the stack believes one (a pool is seeded from one machine).
  const viewer = nextViewer(stack);
  await signupTurn();
  expectStatus('signup', await json(`${stack.url}/api/auth/signup`, { method: 'POST', viewer, body: JSON.stringify({ name: 'Bench Client', email, password, referralCode: 'DEMO2025' }) }), 201);
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i++) {
    const outbox = (await (await fetch(`${stack.url}/dev/outbox`)).json()) as { to: string; links: string[] }[];
    link = outbox.filter((m) => m.to === email).at(-1)?.links[0];
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error(`bench seeding: no confirmation email reached ${email}`);
  const confirm = { token: new URL(link).searchParams.get('token') };
  expectStatus('confirm-email', await json(`${stack.url}/api/auth/confirm-email`, { method: 'POST', viewer, body: JSON.stringify(confirm) }), 200);
  const token = await idToken(stack, email, password);
  const plan = planByTier('total')!;
  const price = await json(`${stack.url}/api/billing/price`, { method: 'POST', token, viewer, body: JSON.stringify({ productId: plan.lookupKey, planType: plan.kind }) });
  expectStatus('price', price, 200);
  const signed = await json(`${stack.url}/api/billing/agreement`, { method: 'POST', token, viewer, body: JSON.stringify({ plan: 'total', version: AGREEMENT_VERSION, accepted: true }) });
  expectStatus('agreement', signed, 201);
  const checkout = await json(`${stack.url}/api/billing/checkout`, {
    method: 'POST',
    token,
    viewer,
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
    const dashboard = await json(`${stack.url}/api/dashboard`, { token, viewer });
    if (dashboard.status === 200) return { id: (await json(`${stack.url}/api/me`, { token, viewer })).body.id as string, token, email, password };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`bench seeding: ${email}'s payment never made the dashboard answer 200`);
}

/** Seeds `size` paying clients (`seedPayingClient`), `concurrency` at a time; answers them in the order they were asked for. */
export async function seedPayingClients(stack: LocalStack, tag: string, size: number, concurrency = 8): Promise<Awaited<ReturnType<typeof seedPayingClient>>[]> {
  const clients: Awaited<ReturnType<typeof seedPayingClient>>[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < size; i = next++) clients[i] = await seedPayingClient(stack, `${tag}-${i}`);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, size) }, worker));
  return clients;
}

/** autocannon's setupRequest giving each filing under load its own account and its client from the run's pool (a module path: its worker thread loads it). */
const DISTINCT_DISPUTE = fileURLToPath(new URL('./distinct-dispute.cjs', import.meta.url));

/** A dispute as the 'File New Dispute' modal sends it. */
const DISPUTE = { accountName: 'Bench Card', reason: 'Incorrect balance reported', description: 'The balance reported is not the balance on my statement.', amountCents: 12_000, bureaus: ['equifax'] };

/** Filings a client may make in a day (the account's daily quota, which the bench keeps to: a 21st answers 429). */
export const FILINGS_PER_CLIENT = RATE_LIMITS.disputeFileAccount.max;
/**
 * The measured filing phase makes a fixed number of filings, not a duration: the phase's seconds at this rate (this 2-core
 * machine filed 70-250 a second), at most MAX_FILINGS, each client of the pool filing FILINGS_PER_CLIENT of them. So it
 * takes about the configured seconds, shorter or longer with the machine's load, and at most 4,000 filings (200 clients)
 * however long the other phases run: seeding a client takes half a second to a second (a signup takes 1.5 s by design).
 */
export const FILING_RATE_PER_S = 100;
export const MAX_FILINGS = 4000;
/** A warm-up slice of the filing: this many clients' filings (160), at least three slices and at most WARM_FILING_MAX_ROUNDS. */
const WARM_FILING_CLIENTS = 8;
const WARM_FILING_MAX_ROUNDS = 5;
/** Clients seeded at once. */
const SEED_CONCURRENCY = 8;

/** The filings (and the pool's clients) of a measured phase of `seconds`: whole clients, at least enough for every connection. */
export function filingPlan(seconds: number, connections: number): { amount: number; clients: number } {
  const wanted = Math.min(Math.ceil(seconds * FILING_RATE_PER_S), MAX_FILINGS);
  const clients = Math.max(Math.ceil(wanted / FILINGS_PER_CLIENT), Math.ceil(connections / FILINGS_PER_CLIENT));
  return { amount: clients * FILINGS_PER_CLIENT, clients };
}

type SeededClient = Awaited<ReturnType<typeof seedPayingClient>>;

/** Seeded paying clients, each handed out once (its filings use up its daily quota); more are seeded when the stock runs out. */
class FilerPool {
  private stock: SeededClient[] = [];
  seedMs = 0;
  seeded = 0;
  constructor(private readonly stack: LocalStack) {}

  async seed(size: number): Promise<void> {
    const started = performance.now();
    this.stock.push(...(await seedPayingClients(this.stack, 'filer', size, SEED_CONCURRENCY)));
    this.seedMs += performance.now() - started;
    this.seeded += size;
  }

  async take(size: number): Promise<SeededClient[]> {
    if (this.stock.length < size) await this.seed(size - this.stock.length);
    return this.stock.splice(0, size);
  }
}

/**
 * GET /api/me (the demo client), GET /api/dashboard (a freshly seeded paying client, so the filings do not grow its
 * collection) and POST /api/disputes under load, each beside its bare read. The filings are spread over a pool of
 * freshly seeded paying clients, FILINGS_PER_CLIENT each at most (the account's daily quota), and every answer must
 * be its route's status (200, a filing's 201): anything else counts as an error.
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
    // The filers: the measured phase's and three warm-up slices' worth, seeded before anything is measured.
    const plan = filingPlan(seconds, connections);
    const filers = new FilerPool(stack);
    await filers.seed(plan.clients + 3 * WARM_FILING_CLIENTS);
    log(`  seeded ${filers.seeded} paying clients for the filings in ${round(filers.seedMs / 1000)} s (${SEED_CONCURRENCY} at a time)`);
    const route = (path: string, token: string, extra: Partial<autocannon.Options> = {}): autocannon.Options => ({
      url: `${stack.url}${path}`,
      connections,
      // The load generator in its own thread, as clients are in their own machines: the stack's event loop
      // does the server's work only, as this thread does only the SDK's work in the bare loop. One thread: the
      // filings' setupRequest hands out the run's clients from one counter (distinct-dispute.cjs).
      workers: 1,
      duration: seconds,
      headers: { authorization: `Bearer ${token}`, ...(extra.body ? { 'content-type': 'application/json' } : {}) },
      ...extra,
    });
    /**
     * `clients.length` x FILINGS_PER_CLIENT filings (`amount`, instead of a duration), each as the next of `clients` in
     * turn, on an account name of its own (test/bench/distinct-dispute.cjs: the same dispute again within 120 s is a 409).
     */
    const filings = (clients: SeededClient[]): autocannon.Options =>
      route('/api/disputes', clients[0]!.token, {
        method: 'POST',
        body: JSON.stringify(DISPUTE),
        amount: clients.length * FILINGS_PER_CLIENT,
        // autocannon hands the request's own fields to setupRequest as they are (the tokens are not copied per request).
        requests: [{ setupRequest: DISTINCT_DISPUTE, tokens: clients.map((c) => c.token) } as autocannon.Request],
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
    interface Family {
      family: string;
      /** The status every answer must have. */
      expected: number;
      /** The load of one warm-up slice, and of the measured phase. */
      warm: () => Promise<autocannon.Options>;
      measure: () => Promise<autocannon.Options>;
      warmRounds?: number;
      bare: typeof getItem;
      describe: string;
    }
    const families: Family[] = [
      { family: 'GET /api/me', expected: 200, warm: async () => ({ ...route('/api/me', demoToken), duration: WARM_SLICE_S }), measure: async () => route('/api/me', demoToken), bare: getItem, describe: `${seconds} s` },
      {
        family: 'GET /api/dashboard',
        expected: 200,
        warm: async () => ({ ...route('/api/dashboard', reader.token), duration: WARM_SLICE_S }),
        measure: async () => route('/api/dashboard', reader.token),
        bare: query,
        describe: `${seconds} s`,
      },
      {
        family: 'POST /api/disputes',
        expected: 201,
        warm: async () => filings(await filers.take(WARM_FILING_CLIENTS)),
        measure: async () => filings(await filers.take(plan.clients)),
        warmRounds: WARM_FILING_MAX_ROUNDS,
        bare: getItem,
        describe: `${plan.amount} filings by ${plan.clients} clients (${FILINGS_PER_CLIENT} each)`,
      },
    ];
    // Unmeasured warm-up of every path first (module loading, the JIT, connection pools), so the first
    // family measured does not pay for it alone: each path runs until its CPU per call stops falling.
    const warmUpErrors = new Map<string, Record<string, number>>();
    for (const f of families) {
      const errors: Record<string, number> = {};
      const routeRounds = await warmUp(async () => {
        const result = await autocannon(await f.warm());
        for (const [kind, count] of Object.entries(unexpectedAnswers(result, f.expected).byKind)) errors[kind] = (errors[kind] ?? 0) + count;
        return result.requests.total;
      }, f.warmRounds);
      const bareRounds = await warmUp(async () => (await loadBare(f.bare.read, WARM_SLICE_S, connections, counter)).calls);
      if (Object.keys(errors).length) warmUpErrors.set(f.family, errors);
      const slice = f.warmRounds ? `${WARM_FILING_CLIENTS * FILINGS_PER_CLIENT} filings` : `${WARM_SLICE_S} s`;
      log(`  warm-up of ${f.family}: ${routeRounds} x ${slice}, its bare read ${bareRounds} x ${WARM_SLICE_S} s${Object.keys(errors).length ? `; answers other than ${f.expected}: ${JSON.stringify(errors)}` : ''}`);
    }
    const out: FamilyFigures[] = [];
    for (const f of families) {
      const options = await f.measure();
      log(`  ${f.family}: ${f.describe} at ${connections} connections, then ${f.bare.name} bare for ${seconds} s`);
      const routeFigures = await loadRoute(options, f.expected, counter);
      const bareFigures = await loadBare(f.bare.read, seconds, connections, counter);
      out.push({
        family: f.family,
        expectedStatus: f.expected,
        route: routeFigures,
        bare: { name: f.bare.name, ...bareFigures },
        ...(warmUpErrors.has(f.family) ? { warmUpErrors: warmUpErrors.get(f.family) } : {}),
        ...(f.warmRounds ? { filings: { amount: plan.amount, clients: plan.clients, seedSeconds: round(filers.seedMs / 1000) } } : {}),
      });
    }
    return out;
  } finally {
    counter.stop();
    doc.destroy();
  }
}
