/**
 * `npm run bench`: measures, prints a table, writes bench-results.json, and exits non-zero above
 * the budgets. Not part of `npm test` (timings vary by machine; tests assert behaviour, not speed).
 *
 * 1. The landing page's first-load JS and CSS, gzipped (budget: 180 KB of JS); the dashboard's (/profile)
 *    first-load JS, printed (no budget).
 * 2. Each Lambda bundle, built with the same esbuild options as the CDK stack (the AWS SDK bundled):
 *    minified size (budget: 800 KB each, issue 17's figure with the SDK inside), the same bundle
 *    without the AWS SDK's packages (budget: 400 KB each, issue 10's figure, measured as it was when
 *    the SDK came from the Lambda runtime; Stripe's calls included, docs/decisions.md), and cold
 *    import time in a fresh Node process (budget: a median of 150 ms over all functions), each beside
 *    the previous run's figures.
 * 3. GET /api/me on the local stack under autocannon at 50 connections, beside a raw DynamoDB Local
 *    GetItem loop at the same concurrency, so the ratio shows what our layers cost.
 * 4. Lighthouse 12 on `/` of a local stack (mobile emulation, simulated Slow 4G and 4x CPU), three
 *    runs: accessibility, best practices and SEO must each reach 95 in every run, the performance
 *    median must reach 95, and the landing page must not load the heavy parts (auth library, chat,
 *    admin, dashboard, charts).
 *
 * `npm run bench -- --only=landing,lighthouse` runs a subset (landing, lambdas, latency, lighthouse).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { emulatorCredentials } from '../../lambdas/adapters/config.js';
import { jobs, otherFunctions, routeList } from '../../lambdas/routes.js';
import { jobFunctions } from '../../lambdas/routes/types.js';
import { AWS_SDK_PACKAGES, esbuildOptions } from '../../lib/function.js';
import { DEMO_PASSWORD } from '../../lib/local/seed.js';
import { startLocalStack, WEB_DIST } from '../../lib/local/stack.js';
import { ensureWebBuild } from '../../lib/local/web-build.js';
import { PAGES_REPORT } from '../../scripts/build-web.js';
import { ensureChromium } from '../../scripts/ensure-chromium.js';
import { CATEGORIES, runLighthouse, type Category, type LighthouseRun } from './lighthouse.js';

export const BUDGETS = { landingJsGzipKb: 180, lambdaBundleKb: 800, lambdaBundleWithoutSdkKb: 400, lambdaColdImportMedianMs: 150, lighthouseMin: 95, lighthouseRuns: 3 };
/** Functions allowed above `BUDGETS.lambdaBundleKb`: none (dispute letters render in the browser, docs/letters.md). */
export const BUNDLE_BUDGET_EXCEPTIONS_KB: Record<string, number> = {};
const bundleBudgetKb = (id: string) => BUNDLE_BUDGET_EXCEPTIONS_KB[id] ?? BUDGETS.lambdaBundleKb;
/** Chunks that must not load with the landing page (they load on demand). */
export const HEAVY_ON_LANDING = /\/assets\/(aws-amplify|auth-|Hub-|chat-widget|admin-page|analytics-tab|profile-page|partner-dashboard-page|recharts|charts|BarChart|LineChart|AreaChart)[\w-]*\.js$/i;
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const wanted = (part: string) => !only || only.includes(part);
const root = resolve(import.meta.dirname, '..', '..');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

async function landingPage() {
  // Measure what `npm run build` makes of the current sources, as npm start serves it: a missing,
  // plain-vite or stale web/dist is built again first (a leftover build once measured 239 KB for 176).
  if (!existsSync(PAGES_REPORT)) await rm(join(WEB_DIST, 'index.html'), { force: true });
  ensureWebBuild(root, WEB_DIST, (line) => console.log(line));
  // The prerendered landing page: the entry and its preloads, the page's own chunk and its imports
  // (loaded before hydration; from the build's report), its stylesheets and its inlined styles.
  const html = await readFile(join(WEB_DIST, 'index.html'), 'utf8');
  const page = (JSON.parse(await readFile(PAGES_REPORT, 'utf8')) as Record<string, { js: string[]; css: string[] }>)['/'] ?? { js: [], css: [] };
  const refs = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => m[1]!.replace(/^\//, '')))];
  const js = [...new Set([...refs(/<script[^>]+src="([^"]+)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g), ...page.js])];
  const css = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const inlineCss = [...html.matchAll(/<style data-from="[^"]+">([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');
  const gz = async (files: string[]) => {
    let total = 0;
    for (const file of new Set(files)) total += gzipSync(await readFile(join(WEB_DIST, file)), { level: 9 }).length;
    return total;
  };
  return { jsFiles: js.length, jsGzip: await gz(js), cssGzip: (await gz(css)) + gzipSync(inlineCss, { level: 9 }).length };
}

/** The dashboard's first-load JS, gzipped: spa.html's entry and preloads, then /profile's page, its route guard and its default tab (Credit Tools) with their imports. No budget yet. */
async function dashboardPage() {
  const html = await readFile(join(WEB_DIST, 'spa.html'), 'utf8');
  const page = (JSON.parse(await readFile(PAGES_REPORT, 'utf8')) as Record<string, { js: string[] }>)['/profile'];
  if (!page) throw new Error('the web build has no /profile entry in its pages report: rebuild it');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!.replace(/^\//, ''));
  const js = [...new Set([...refs(/<script[^>]+src="([^"]+)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g), ...page.js])];
  let jsGzip = 0;
  for (const file of js) jsGzip += gzipSync(await readFile(join(WEB_DIST, file)), { level: 9 }).length;
  return { jsFiles: js.length, jsGzip };
}

async function lambdaBundles() {
  // Inside the repo, as the function's folder in Lambda: the bundle and its .map file side by side.
  const out = join(root, '.bench');
  await rm(out, { recursive: true, force: true });
  const entries = [...new Map([...routeList, ...jobFunctions(jobs), ...otherFunctions].map((r) => [r.handler, r.id])).entries()];
  const results: { id: string; handler: string; bytes: number; withoutSdkBytes: number; coldImportMs: number }[] = [];
  try {
    for (const [handler, id] of entries) {
      const outfile = join(out, `${handler}.mjs`);
      await build({ ...esbuildOptions(handler, outfile), write: true, logLevel: 'silent' });
      const bytes = (await stat(outfile)).size;
      // The same bundle with the AWS SDK left out: what we ship beside it (issue 10's measure).
      const options = esbuildOptions(handler, join(out, 'without-sdk', `${handler}.mjs`));
      const withoutSdk = await build({ ...options, external: [...(options.external ?? []), ...AWS_SDK_PACKAGES], write: false, logLevel: 'silent' });
      const withoutSdkBytes = withoutSdk.outputFiles.find((f) => f.path.endsWith('.mjs'))!.contents.byteLength;
      // Median of three fresh processes: what a cold start pays to load the module, with the
      // functions' NODE_OPTIONS (none: lambdas/http/stack.ts maps a logged error's stack on demand).
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const run = spawnSync(process.execPath, ['--input-type=module', '-e', `const t=performance.now();await import(${JSON.stringify(outfile)});console.log(performance.now()-t)`], {
          encoding: 'utf8',
          env: { ...process.env, AWS_REGION: 'us-east-1' },
        });
        if (run.status !== 0) throw new Error(`importing the ${handler} bundle failed: ${run.stderr}`);
        times.push(Number(run.stdout.trim()));
      }
      times.sort((a, b) => a - b);
      results.push({ id, handler, bytes, withoutSdkBytes, coldImportMs: Math.round(times[1]! * 10) / 10 });
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
  return results;
}

/** The previous run's Lambda figures (bench-results.json), to print beside this run's. */
async function previousLambdas(): Promise<Map<string, { bytes: number; withoutSdkBytes?: number; coldImportMs: number }>> {
  try {
    const before = JSON.parse(await readFile(join(root, 'bench-results.json'), 'utf8')) as { lambdas?: { id: string; bytes: number; withoutSdkBytes?: number; coldImportMs: number }[] };
    return new Map((before.lambdas ?? []).map((l) => [l.id, l]));
  } catch {
    return new Map();
  }
}

async function apiLatency() {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-stack-'));
  const stack = await startLocalStack({ dataDir, port: 0, emulatorPorts: 'free', web: false, seed: true, log: () => {} });
  try {
    const signIn = await fetch(`${stack.url}/cognito`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.config.userPoolClientId, AuthParameters: { USERNAME: 'client@demo.local', PASSWORD: DEMO_PASSWORD } }),
    });
    const { AuthenticationResult } = (await signIn.json()) as { AuthenticationResult: { IdToken: string } };
    const me = (await (await fetch(`${stack.url}/api/me`, { headers: { authorization: `Bearer ${AuthenticationResult.IdToken}` } })).json()) as { id: string };

    const api = await autocannon({
      url: `${stack.url}/api/me`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { authorization: `Bearer ${AuthenticationResult.IdToken}` },
    });

    // The floor: the same GetItem /api/me makes, straight to DynamoDB Local, at the same concurrency.
    const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.emulators.dynamodb, region: 'us-east-1', credentials: emulatorCredentials }));
    const latencies: number[] = [];
    const deadline = Date.now() + DURATION_S * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < deadline) {
          const t = performance.now();
          await doc.send(new GetCommand({ TableName: stack.env.TABLE_NAME, Key: { PK: `USER#${me.id}`, SK: 'PROFILE' } }));
          latencies.push(performance.now() - t);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]! * 10) / 10;
    return {
      api: { p50: api.latency.p50, p99: api.latency.p99, rps: Math.round(api.requests.average), non2xx: api.non2xx, errors: api.errors },
      dynamo: { p50: pct(50), p99: pct(99), rps: Math.round(latencies.length / DURATION_S) },
    };
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function lighthouseRuns(): Promise<LighthouseRun[]> {
  const chromium = ensureChromium();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-lh-'));
  const stack = await startLocalStack({ dataDir, port: 0, emulatorPorts: 'free', web: true, seed: true, log: () => {} });
  try {
    const runs: LighthouseRun[] = [];
    // One warm-up load, so the local server's compressed-file cache is not what gets measured.
    await fetch(`${stack.url}/`, { headers: { 'accept-encoding': 'br' } });
    for (let i = 0; i < BUDGETS.lighthouseRuns; i++) runs.push(await runLighthouse(`${stack.url}/`, chromium));
    return runs;
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const landing = wanted('landing') ? await landingPage() : undefined;
const before = await previousLambdas();
const dashboard = wanted('landing') ? await dashboardPage() : undefined;
const lambdas = wanted('lambdas') ? await lambdaBundles() : [];
const latency = wanted('latency') ? await apiLatency() : undefined;
const lighthouse = wanted('lighthouse') ? await lighthouseRuns() : [];

const failures: string[] = [];
if (landing && kb(landing.jsGzip) > BUDGETS.landingJsGzipKb) failures.push(`landing JS ${kb(landing.jsGzip)} KB gzipped > ${BUDGETS.landingJsGzipKb} KB`);
for (const l of lambdas) if (kb(l.bytes) > bundleBudgetKb(l.id)) failures.push(`${l.id} bundle ${kb(l.bytes)} KB > ${bundleBudgetKb(l.id)} KB`);
for (const l of lambdas) {
  if (kb(l.withoutSdkBytes) > BUDGETS.lambdaBundleWithoutSdkKb) failures.push(`${l.id} bundle without the AWS SDK ${kb(l.withoutSdkBytes)} KB > ${BUDGETS.lambdaBundleWithoutSdkKb} KB`);
}
const coldImportMedian = lambdas.length ? median(lambdas.map((l) => l.coldImportMs)) : undefined;
if (coldImportMedian !== undefined && coldImportMedian > BUDGETS.lambdaColdImportMedianMs) {
  failures.push(`median Lambda cold import ${coldImportMedian} ms > ${BUDGETS.lambdaColdImportMedianMs} ms`);
}
if (latency && (latency.api.non2xx || latency.api.errors)) failures.push(`GET /api/me had ${latency.api.non2xx} non-2xx and ${latency.api.errors} errors under load`);
const lighthouseMedian = lighthouse.length
  ? {
      ...(Object.fromEntries(CATEGORIES.map((c) => [c, median(lighthouse.map((r) => r.scores[c]))])) as Record<Category, number>),
      lcpMs: Math.round(median(lighthouse.map((r) => r.lcpMs))),
      fcpMs: Math.round(median(lighthouse.map((r) => r.fcpMs))),
      tbtMs: Math.round(median(lighthouse.map((r) => r.tbtMs))),
      cls: median(lighthouse.map((r) => r.cls)),
    }
  : undefined;
for (const [i, run] of lighthouse.entries()) {
  for (const c of ['accessibility', 'best-practices', 'seo'] as const) {
    if (run.scores[c] < BUDGETS.lighthouseMin) failures.push(`Lighthouse ${c} ${run.scores[c]} < ${BUDGETS.lighthouseMin} (run ${i + 1}): ${run.failing.join('; ')}`);
  }
  const heavy = run.requests.filter((r) => HEAVY_ON_LANDING.test(r));
  if (heavy.length) failures.push(`the landing page loaded ${heavy.join(', ')} (run ${i + 1})`);
}
if (lighthouseMedian && lighthouseMedian.performance < BUDGETS.lighthouseMin) {
  failures.push(`Lighthouse performance median ${lighthouseMedian.performance} < ${BUDGETS.lighthouseMin} (runs: ${lighthouse.map((r) => r.scores.performance).join(', ')})`);
}

if (landing) {
  console.log('\nLanding page (first load, gzipped)');
  console.table({ JS: { KB: kb(landing.jsGzip), files: landing.jsFiles, budgetKB: BUDGETS.landingJsGzipKb }, CSS: { KB: kb(landing.cssGzip) } });
}
if (dashboard) console.log(`Dashboard (/profile) first-load JS, gzipped: ${kb(dashboard.jsGzip)} KB in ${dashboard.jsFiles} files (no budget)`);
if (lambdas.length) {
  console.log(`Lambda bundles (minified, esbuild options of lib/function.ts): whole (budget ${BUDGETS.lambdaBundleKb} KB) and without the AWS SDK (budget ${BUDGETS.lambdaBundleWithoutSdkKb} KB)`);
  console.table(
    Object.fromEntries(
      lambdas.map((l) => {
        const was = before.get(l.id);
        return [
          l.id,
          {
            KB: kb(l.bytes),
            beforeKB: was ? kb(was.bytes) : '-',
            budgetKB: bundleBudgetKb(l.id),
            withoutSdkKB: kb(l.withoutSdkBytes),
            beforeWithoutSdkKB: was?.withoutSdkBytes ? kb(was.withoutSdkBytes) : '-',
            coldImportMs: l.coldImportMs,
            beforeMs: was?.coldImportMs ?? '-',
          },
        ];
      }),
    ),
  );
  const beforeMedian = before.size ? median([...before.values()].map((l) => l.coldImportMs)) : undefined;
  console.log(`median cold import ${coldImportMedian} ms (before: ${beforeMedian ?? '-'} ms; budget ${BUDGETS.lambdaColdImportMedianMs} ms)`);
}
/** Everything `/` requested while Lighthouse loaded it (after hydration too: the config schema, the full stylesheet), gzipped from web/dist. */
async function loadedByLanding(run: LighthouseRun) {
  const sum = async (ext: string) => {
    let total = 0;
    for (const path of new Set(run.requests.filter((r) => r.startsWith('/assets/') && r.endsWith(ext)))) {
      total += gzipSync(await readFile(join(WEB_DIST, path.slice(1))), { level: 9 }).length;
    }
    return total;
  };
  return { jsKb: kb(await sum('.js')), cssKb: kb(await sum('.css')) };
}
const landingTotal = lighthouse[0] ? await loadedByLanding(lighthouse[0]) : undefined;

if (lighthouse.length) {
  console.log(`Everything / loads, including after hydration (gzipped): JS ${landingTotal!.jsKb} KB, CSS ${landingTotal!.cssKb} KB`);
  console.log(`Lighthouse on / (mobile, simulated Slow 4G, 4x CPU), ${lighthouse.length} runs`);
  console.table(
    Object.fromEntries([
      ...lighthouse.map((r, i) => [`run ${i + 1}`, { ...r.scores, lcpMs: Math.round(r.lcpMs), fcpMs: Math.round(r.fcpMs), tbtMs: Math.round(r.tbtMs), cls: r.cls }]),
      ['median', lighthouseMedian],
    ]),
  );
}
if (latency) {
  console.log(`Latency, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.table({
    'GET /api/me (local stack)': { p50ms: latency.api.p50, p99ms: latency.api.p99, reqPerSec: latency.api.rps },
    'DynamoDB Local GetItem': { p50ms: latency.dynamo.p50, p99ms: latency.dynamo.p99, reqPerSec: latency.dynamo.rps },
    ratio: {
      p50ms: Math.round((latency.api.p50 / Math.max(latency.dynamo.p50, 0.1)) * 10) / 10,
      p99ms: Math.round((latency.api.p99 / Math.max(latency.dynamo.p99, 0.1)) * 10) / 10,
      reqPerSec: Math.round((latency.api.rps / Math.max(latency.dynamo.rps, 1)) * 100) / 100,
    },
  });
}

const results = {
  at: new Date().toISOString(),
  budgets: BUDGETS,
  landing,
  dashboard,
  lambdas,
  latency,
  lighthouse: lighthouse.map(({ requests: _requests, ...r }) => r),
  lighthouseMedian,
  landingTotal,
  failures,
};
await writeFile(join(root, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('Figures written to bench-results.json');
if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('All within budget.');
process.exit(0);
