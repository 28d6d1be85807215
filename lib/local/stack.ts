import { watchFile, unwatchFile } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { buildDeps, setDeps } from '../../lambdas/composition/deps.js';
import { resetOriginSecret } from '../../lambdas/http/origin.js';
import { readConfig } from '../../lambdas/adapters/config.js';
import { readOutbox, type OutboxMessage } from '../../lambdas/adapters/outbox.js';
import type { RuntimeConfig } from '../../lambdas/contract/config.js';
import { jobs } from '../../lambdas/routes.js';
import { ensureTable, ensureUserPool } from './bootstrap.js';
import { backfillSearchIndex, searchIndexCurrent } from '../../lambdas/migrations/search-backfill.js';
import { documentClient } from '../../lambdas/adapters/dynamo/table-client.js';
import { DynamoJobRuns } from '../../lambdas/adapters/dynamo/job-runs.js';
import { useLocalJobQueues } from '../../lambdas/adapters/job-queue.js';
import { localJobs } from './job-queue.js';
import { createCognitoProxy, SERVER_OPERATIONS } from './cognito-proxy.js';
import { startCognito, startDynamoDb, startS3, type Emulator } from './emulators.js';
import { createGateway, isLocalHost, requestUrl } from './gateway.js';
import { assertPortFree, freePort } from './ports.js';
import { seedDemoAccounts, seedStaffTotp } from './seed.js';
import { seedOfferCatalogue } from './offer-catalogue.js';
import { startStripeEmulator } from './stripe-emulator.js';
import { PLANS } from '../../lambdas/domain/plans.js';
import { createStaticHandler, securityHeaders } from './static.js';
import { createS3Front } from './s3-front.js';
import { documentOfKey } from '../../lambdas/domain/documents.js';
import type { Deps } from '../../lambdas/composition/deps.js';
import { sha256Hex } from '../../lambdas/use-cases/documents/upload.js';
import { SignOutStore } from './sign-out-store.js';
import { TotpStore } from './totp-store.js';
import { ensureWebBuild } from './web-build.js';

export const TABLE_NAME = 'credit-local';
export const BUCKET_NAME = 'credit-documents-local';
export const POOL_NAME = 'credit-local';
const repoRoot = resolve(import.meta.dirname, '..', '..');
export const WEB_DIST = join(repoRoot, 'web', 'dist');

export interface LocalStackOptions {
  /** Where emulator data lives; `.data` for `npm start`, a temp folder in tests. */
  dataDir: string;
  /** The one public port; 0 picks a free one. */
  port: number;
  /** `fixed`: emulators on port+1..3 (stable token issuer across restarts); `free`: any free ports (tests). */
  emulatorPorts?: 'fixed' | 'free';
  /** Serve the SPA from web/dist, running `npm run build` first when web/dist is missing or stale. */
  web?: boolean;
  seed?: boolean;
  /** Print outbox messages as they arrive. */
  printOutbox?: boolean;
  log?: (line: string) => void;
  /**
   * `emulator` (default): the local Stripe emulator on port+4 (a free port with free emulator ports).
   * `environment`: real Stripe test keys from STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET (webhooks via `stripe listen`).
   */
  stripe?: 'emulator' | 'environment';
  /**
   * The tests' stand-in for CloudFront's secret origin header: with it, a request's `CloudFront-Viewer-Address`
   * is its client address (as in AWS), so tests can speak from many addresses. Unset (`npm start`): the socket's address.
   */
  originSecret?: string;
  /**
   * Keep DynamoDB Local's tables in memory instead of under `dataDir` (the same engine, without the disk):
   * for the tests' throwaway stacks, where nothing outlives the run.
   */
  inMemoryTable?: boolean;
}

export interface LocalStack {
  url: string;
  port: number;
  config: RuntimeConfig;
  /** The environment handlers read (also applied to this process). */
  env: Record<string, string>;
  emulators: { dynamodb: string; s3: string; cognito: string; stripe: string | null };
  stop(): Promise<void>;
}

export class PortInUse extends Error {}

/** Handlers read their configuration from the process environment: one local stack per process. */
let running = false;

async function claim(port: number, what: string) {
  try {
    await assertPortFree(port);
  } catch (error) {
    throw portError(error, port, what);
  }
}

function portError(error: unknown, port: number, what: string) {
  return (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
    ? new PortInUse(`Port ${port} (${what}) is already in use: is another \`npm start\` running? Stop it, or choose another port with PORT=<n> npm start.`)
    : error;
}

function listenOn(server: Server, port: number, what: string): Promise<void> {
  return new Promise<void>((resolveListen, reject) => {
    server.once('error', (error) => reject(portError(error, port, what)));
    server.listen(port, '127.0.0.1', () => resolveListen());
  });
}

/** Starts an emulator on a free port, on another one if it could not start on the first (taken meanwhile), three tries in all. */
async function onFreePort<T>(start: (port: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? console.log;
  const dataDir = resolve(options.dataDir);
  if (running) throw new Error('A local stack is already running in this process; handlers read their configuration from the process environment, so start the other one in its own process.');
  const fixed = options.emulatorPorts === 'fixed';
  const useStripeEmulator = (options.stripe ?? 'emulator') === 'emulator';
  // The public port is bound first and held: a port only looked up here and bound once the emulators are up could be
  // taken meanwhile (a busy machine's outgoing connections use the same range). Requests before the stack is ready get 503.
  let route: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  let server: Server | undefined = createServer((req, res) => {
    if (!route) return sendJson(res, 503, { message: 'The local stack is starting' });
    route(req, res).catch((error: unknown) => {
      console.error('[local] request failed:', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
      else res.end();
    });
  });
  try {
    await listenOn(server, options.port, 'web and API');
  } catch (error) {
    server = undefined;
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  const started: Emulator[] = [];
  let deps: Deps | undefined;
  let timers: NodeJS.Timeout[] = [];
  const outboxFile = join(dataDir, 'outbox.jsonl');
  running = true;
  const stop = async () => {
    running = false;
    useLocalJobQueues(undefined);
    forgetHandlersEnvironment();
    timers.forEach(clearInterval);
    timers = [];
    unwatchFile(outboxFile);
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((r) => server!.close(() => r()));
      server = undefined;
    }
    await Promise.allSettled(started.splice(0).reverse().map((e) => e.stop()));
  };

  try {
    await mkdir(join(dataDir, 'logs'), { recursive: true });
    // The same build as `npm run build` (prerendered pages, sitemap, robots), redone when a web source is newer.
    if (options.web) ensureWebBuild(repoRoot, WEB_DIST, log);
    if (fixed) {
      await claim(port + 1, 'DynamoDB Local');
      await claim(port + 2, 's3rver');
      await claim(port + 3, 'cognito-local');
      if (useStripeEmulator) await claim(port + 4, 'the Stripe emulator');
    }
    // Fixed: port+1..4, the same across restarts (a stable token issuer). Free: a new port for each try, so an
    // emulator whose port was taken between the look-up and its start is started again on another one.
    const onPort = <T>(offset: number, start: (port: number) => Promise<T>): Promise<T> => (fixed ? start(port + offset) : onFreePort(start));
    const onCrash = (message: string) => log(`!! ${message}; the service is degraded (see ${join(dataDir, 'logs')})`);
    const [dynamodb, s3, cognito] = await Promise.all([
      onPort(1, (p) => startDynamoDb({ dataDir, port: p, onCrash, inMemory: options.inMemoryTable })).then((e) => (started.push(e), e)),
      onPort(2, (p) => startS3({ dataDir, port: p, bucket: BUCKET_NAME, corsOrigins: [url, `http://127.0.0.1:${port}`] })).then((e) => (started.push(e), e)),
      onPort(3, (p) => startCognito({ dataDir, port: p, onCrash })).then((e) => (started.push(e), e)),
    ]);
    const stripe = useStripeEmulator
      ? await startStripeEmulator({
          stateFile: join(dataDir, 'stripe.json'),
          // Free: the emulator binds port 0 itself and reports the port it got.
          port: fixed ? port + 4 : 0,
          webhookUrl: () => `http://127.0.0.1:${port}/api/billing/webhook`,
          prices: PLANS.map((p) => ({ lookupKey: p.lookupKey, productName: p.name, unitAmount: p.priceCents, recurring: p.kind === 'subscription' })),
          log,
        }).then((e) => (started.push({ name: 'stripe', endpoint: e.url, stop: e.stop }), e))
      : undefined;
    await ensureTable(dynamodb.endpoint, TABLE_NAME);
    const pool = await ensureUserPool(cognito.endpoint, POOL_NAME);

    // Browsers reach the bucket through the S3 front: the POST policy, written-once keys, and only pinned, clean documents served.
    const s3Front = await startInternalServer(
      createS3Front({ s3Endpoint: s3.endpoint, bucket: BUCKET_NAME, corsOrigins: [url, `http://127.0.0.1:${port}`], mayServe: (key, content) => pinnedAndClean(deps, key, content) }),
    );
    started.push({ name: 's3 front', endpoint: s3Front.endpoint, stop: s3Front.stop });

    // What cognito-local lacks (TOTP, global sign-out) is kept here and served by the two proxies below.
    const totp = new TotpStore(join(dataDir, 'cognito-totp.json'));
    const signOuts = new SignOutStore(join(dataDir, 'cognito-sign-outs.json'));
    // The handlers' own Cognito endpoint (COGNITO_ENDPOINT): the same proxy, with the admin operations
    // the directory adapter uses, on an internal port the browser is never told about.
    const serverCognito = await startInternalServer(createCognitoProxy(cognito.endpoint, { totp, signOuts, operations: SERVER_OPERATIONS, userPoolId: pool.userPoolId }));
    started.push({ name: 'cognito (handlers)', endpoint: serverCognito.endpoint, stop: serverCognito.stop });

    const env: Record<string, string> = {
      STAGE: 'local',
      AWS_REGION: 'us-east-1',
      TABLE_NAME,
      BUCKET_NAME,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      S3_ENDPOINT: s3.endpoint,
      S3_PUBLIC_ENDPOINT: s3Front.endpoint,
      COGNITO_ENDPOINT: serverCognito.endpoint,
      OUTBOX_FILE: outboxFile,
      LOCAL_KEY_FILE: join(dataDir, 'local-kek.key'),
      PUBLIC_URL: url,
      // The SDK must never reach for real credentials or AWS endpoints locally.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
      ...(options.originSecret ? { ORIGIN_SECRET: options.originSecret } : {}),
      ...(stripe
        ? { STRIPE_API_BASE: stripe.url, STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret }
        : { STRIPE_SECRET_KEY: requiredEnv('STRIPE_SECRET_KEY'), STRIPE_WEBHOOK_SECRET: requiredEnv('STRIPE_WEBHOOK_SECRET') }),
    };
    if (!stripe) delete process.env.STRIPE_API_BASE;
    Object.assign(process.env, env);
    // The handlers' own deps and origin secret are built once per process from its environment (as in a warm
    // Lambda): a stack started after another one stopped in this process must not reach the stopped one's emulators.
    forgetHandlersEnvironment();
    deps = buildDeps(readConfig(env));

    // Users written before the search index's current scheme get it now (once per table; a fresh table just gets the marker).
    const doc = documentClient(deps.config);
    if (!(await searchIndexCurrent(doc, TABLE_NAME))) {
      const report = await backfillSearchIndex(doc, TABLE_NAME);
      if (report.users) log(`Rebuilt the search index of ${report.users} users`);
    }

    if (options.seed) {
      const { created } = await seedDemoAccounts(deps);
      if (created.length) log(`Seeded demo accounts: ${created.join(', ')}`);
      await seedStaffTotp(deps, totp);
      const offers = await seedOfferCatalogue(deps);
      if (offers) log(`Seeded ${offers} sandbox offers (fictional issuers)`);
    }

    const config: RuntimeConfig = {
      stage: 'local',
      apiBaseUrl: '/api',
      region: 'us-east-1',
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      cognitoEndpoint: `${url}/cognito`,
      authFlowType: 'USER_PASSWORD_AUTH',
    };
    const gateway = await createGateway({
      issuer: `${cognito.endpoint}/${pool.userPoolId}`,
      audience: pool.userPoolClientId,
      jwksUri: `${cognito.endpoint}/${pool.userPoolId}/.well-known/jwks.json`,
    });
    const cognitoProxy = createCognitoProxy(cognito.endpoint, { totp, signOuts, userPoolId: pool.userPoolId });
    const serveStatic = options.web ? createStaticHandler(WEB_DIST) : undefined;

    // Fan-out jobs' queues, in process; handlers of this process (the scheduler, routes that enqueue) send to them.
    const local = localJobs(jobs, new DynamoJobRuns(doc, TABLE_NAME), (m) => log(`[job] ${m.jobId}: item ${m.item} dead-lettered after its retries`));
    useLocalJobQueues(local.queueFor);
    const runJob = (id: string) => local.run(id);

    route = async (req: IncomingMessage, res: ServerResponse) => {
      if (!isLocalHost(req.headers.host)) return sendJson(res, 421, { message: 'Misdirected Request' });
      const url = requestUrl(req);
      if (!url) return sendJson(res, 400, { message: 'Bad Request' });
      const path = url.pathname;
      if (path.startsWith('/api/')) return gateway.handle(req, res, url);
      if (path === '/config.json') return sendJson(res, 200, config);
      if (path === '/cognito' || path === '/cognito/') return cognitoProxy(req, res);
      // Local-only developer routes: never part of the deployed stack.
      if (path === '/dev/outbox' && req.method === 'GET') return sendJson(res, 200, await readOutbox(outboxFile));
      const job = /^\/dev\/jobs\/([\w-]+)$/.exec(path);
      if (job && req.method === 'POST') {
        const result = await runJob(job[1]!);
        return result === undefined ? sendJson(res, 404, { message: 'No such job' }) : sendJson(res, 200, result);
      }
      if (serveStatic && (req.method === 'GET' || req.method === 'HEAD')) return serveStatic(req, res);
      return sendJson(res, 404, { message: 'Not Found' });
    };

    if (options.printOutbox) {
      let seen = (await readOutbox(outboxFile)).length;
      watchFile(outboxFile, { interval: 300 }, () => {
        void readOutbox(outboxFile).then((all) => {
          for (const message of all.slice(seen)) log(formatOutbox(message));
          seen = all.length;
        });
      });
    }
    for (const job of jobs) {
      if (!job.schedule) continue;
      const timer = setInterval(() => {
        runJob(job.id)
          .then((result) => log(`[job] ${job.id}: ${JSON.stringify(result)}`))
          .catch((error: unknown) => log(`[job] ${job.id} failed: ${String(error)}`));
      }, scheduleMs(job.schedule));
      timer.unref();
      timers.push(timer);
    }

    return {
      url,
      port,
      config,
      env,
      emulators: { dynamodb: dynamodb.endpoint, s3: s3.endpoint, cognito: cognito.endpoint, stripe: stripe?.url ?? null },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Drops what the handlers built from the process environment, so the next call builds it from the current one. */
function forgetHandlersEnvironment() {
  setDeps(undefined);
  resetOriginSecret();
}

/**
 * The local stand-in for S3 serving only a document's pinned version, and only once scanned clean (the
 * bucket's policy in AWS): s3rver keeps no versions, so the bytes must still hash to what the upload pinned.
 */
async function pinnedAndClean(deps: Deps | undefined, key: string, content: Uint8Array): Promise<boolean> {
  const owner = documentOfKey(key);
  if (!owner || !deps) return false;
  const document = await deps.documents.get(owner.userId, owner.documentId);
  return Boolean(document && document.scanResult === 'clean' && document.sha256 && sha256Hex(content) === document.sha256);
}

/** An HTTP server on a free port of 127.0.0.1, for endpoints only this process's handlers call (and, for the S3 front, browsers). */
async function startInternalServer(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const internal = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[local] internal request failed:', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
      else res.end();
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    internal.once('error', reject);
    internal.listen(0, '127.0.0.1', () => resolveListen());
  });
  const { port } = internal.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((r) => {
        internal.closeAllConnections();
        internal.close(() => r());
      }),
  };
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required to use real Stripe test keys (or leave both Stripe keys unset to use the emulator).`);
  return value;
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...securityHeaders });
  res.end(JSON.stringify(body, null, 2));
}

export function formatOutbox(m: OutboxMessage): string {
  return [`\n[outbox] ${m.channel.toUpperCase()} to ${m.to}${m.subject ? ` — ${m.subject}` : ''}`, `  ${m.body.replace(/\n/g, '\n  ')}`].join('\n');
}

/** `rate(1 hour)` / `rate(5 minutes)` in milliseconds; cron expressions run hourly locally. */
export function scheduleMs(expression: string): number {
  const m = /^rate\((\d+)\s+(minute|minutes|hour|hours|day|days)\)$/.exec(expression);
  if (!m) return 3_600_000;
  const unit = m[2]!.startsWith('minute') ? 60_000 : m[2]!.startsWith('hour') ? 3_600_000 : 86_400_000;
  return Number(m[1]) * unit;
}
