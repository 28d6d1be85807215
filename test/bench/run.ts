/**
 * `npm run bench`: measures, prints a table, writes bench-results.json, and exits non-zero above
 * the budgets. Not part of `npm test` (timings vary by machine; tests assert behaviour, not speed).
 *
 * 1. The landing page's first-load JS and CSS, gzipped: everything it loads without input (the entry, and the
 *    islands that hydrate at an idle moment with React DOM; budget 130 KB of JS; web/src/islands), and the same for
 *    every other prerendered page (same budget), each of which must paint from its HTML alone (no
 *    stylesheet link, no modulepreload); the dashboard's (/profile) first-load JS (budget 170 KB), which
 *    must hold no chart, PDF or admin code.
 * 2. Each Lambda bundle, built with the same esbuild options as the CDK stack (the AWS SDK bundled):
 *    minified size (budget: 600 KB each with the SDK inside), the same bundle
 *    without the AWS SDK's packages (budget: 400 KB each, measured as it was when
 *    the SDK came from the Lambda runtime; Stripe's calls included, docs/decisions.md), and cold
 *    import time in a fresh Node process (budget: a median of 100 ms over all functions; docs/decisions.md, "Lambda bundle size"), each beside
 *    the previous run's figures.
 * 3. The API under load on the local stack (test/bench/api-load.ts): GET /api/me, GET /api/dashboard and
 *    a dispute filing (POST /api/disputes) at 50 connections, the reads for 60 s each, the filing a fixed number of
 *    filings (100 a second of the phase's duration, at most 4,000) spread over a pool of paying clients seeded through
 *    the API, 20 each (the account's daily quota), each beside the bare DynamoDB Local read it makes (the same GetItem or Query, straight from this
 *    process at the same concurrency) in the same run, with the DynamoDB requests per call counted and the main
 *    thread's CPU time per call (the stack's per request, the SDK's per bare read; it moves far less with
 *    other work on the machine than throughput does). Budgets:
 *    no errors (every answer 200, a filing's 201, also during the warm-up); /api/me and /api/dashboard at least 0.8x their bare read's throughput with a p99 at most
 *    1.5x its p99. `--seconds=N` sets the duration, `--quick` 10 s. Every path is warmed first until its CPU per
 *    call stops falling (at most 20 s), so the JIT's warm-up is not what a short run measures.
 * 4. Lighthouse 12 on `/` of a local stack (mobile emulation, simulated Slow 4G and 4x CPU), three
 *    runs: accessibility, best practices and SEO must each reach 95 in every run, the performance
 *    median must reach 100 with a median LCP of at most 1.2 s and TBT of at most 100 ms, and the landing
 *    page must not load the heavy parts (auth library, chat, admin, dashboard, charts). Then three runs on
 *    /profile, signed in as a freshly seeded paying client (same settings, its session kept): median LCP
 *    at most 2 s.
 *
 * `npm run bench -- --only=landing,lighthouse` runs a subset (landing, lambdas, latency, lighthouse);
 * `npm run bench -- --only=latency --quick` is the API part in two to four minutes (the warm-up takes longer on a loaded machine).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { jobs, otherFunctions, routeList } from '../../lambdas/routes.js';
import { jobFunctions } from '../../lambdas/routes/types.js';
import { AWS_SDK_PACKAGES, esbuildOptions } from '../../lib/function.js';
import { startLocalStack, WEB_DIST } from '../../lib/local/stack.js';
import { ensureWebBuild } from '../../lib/local/web-build.js';
import { PAGES_REPORT } from '../../scripts/build-web.js';
import { ensureChromium } from '../../scripts/ensure-chromium.js';
import { chromium as chromiumDriver } from 'playwright-core';
import { apiLoad, BENCH_ORIGIN_SECRET, FILINGS_PER_CLIENT, seedPayingClient, type FamilyFigures } from './api-load.js';
import { CATEGORIES, runLighthouse, type Category, type LighthouseRun } from './lighthouse.js';

export const BUDGETS = {
  /** The landing page's first-load JS, and every other prerendered page's. */
  landingJsGzipKb: 130,
  /** /profile's first-load JS: the app, the page, its route guard and its default tab. */
  dashboardJsGzipKb: 170,
  lambdaBundleKb: 600,
  lambdaBundleWithoutSdkKb: 400,
  lambdaColdImportMedianMs: 100,
  lighthouseMin: 95,
  lighthouseRuns: 3,
  /** The landing page's Lighthouse performance median, and its median LCP and TBT. */
  landingPerformanceMin: 100,
  landingLcpMs: 1200,
  landingTbtMs: 100,
  /**
   * Each prerendered page's HTML as the server sends it (brotli, quality 9, as lib/local/static.ts), in bytes: with
   * its headers within TCP's first window (10 segments, 14,600 bytes), it arrives in one round trip.
   */
  pageHtmlBrotliBytes: 14_000,
  /** The dashboard's median LCP, signed in. */
  dashboardLcpMs: 2000,
  /** GET /api/me and GET /api/dashboard against their bare DynamoDB Local read, same run: throughput at least, p99 at most. */
  apiThroughputRatioMin: 0.8,
  apiP99RatioMax: 1.5,
};
/** The route families held to the API ratios (the dispute filing is measured and must not fail, no ratio). */
export const API_RATIO_FAMILIES = ['GET /api/me', 'GET /api/dashboard'];
/** Functions allowed above `BUDGETS.lambdaBundleKb`: none (dispute letters render in the browser, docs/letters.md). */
export const BUNDLE_BUDGET_EXCEPTIONS_KB: Record<string, number> = {};
const bundleBudgetKb = (id: string) => BUNDLE_BUDGET_EXCEPTIONS_KB[id] ?? BUDGETS.lambdaBundleKb;
/**
 * Chunks that must not load with the landing page (they load on demand). The auth library is found by
 * its content too: its chunks' names (`auth-`) are shared with the app's own small wrapper (lib/auth.ts).
 */
export const HEAVY_ON_LANDING = /\/assets\/(aws-amplify|Hub-|chat-widget|admin-page|analytics-tab|profile-page|partner-dashboard-page|recharts|charts|BarChart|LineChart|AreaChart)[\w-]*\.js$/i;
/** Chunks that must not load with the dashboard (charts, the PDF renderer, admin and partner screens load on demand). */
export const HEAVY_ON_DASHBOARD = /^assets\/(admin-page|analytics-tab|partner-dashboard-page|history-chart|pdf|BarChart|LineChart|AreaChart)-[\w-]+\.js$/;
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const wanted = (part: string) => !only || only.includes(part);
const root = resolve(import.meta.dirname, '..', '..');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const secondsFlag = process.argv.find((a) => a.startsWith('--seconds='))?.slice(10);
/** Each API load phase: 60 s, `--quick` 10 s, or `--seconds=N` (BENCH_SECONDS also works). */
const DURATION_S = Number(secondsFlag ?? (process.argv.includes('--quick') ? 10 : (process.env.BENCH_SECONDS ?? 60)));
if (!(DURATION_S > 0)) throw new Error(`--seconds must be a positive number of seconds, not ${secondsFlag}`);
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
  // Every other prerendered page: the same budget, and the same path to the first paint.
  const report = JSON.parse(await readFile(PAGES_REPORT, 'utf8')) as Record<string, { js: string[]; interactiveJs?: string[] }>;
  // Once every island of the page is live (the visitor has used each part): what a first load does not count.
  const pages: { path: string; jsGzip: number; allIslandsGzip?: number; blocking: string[]; htmlBrotli: number }[] = [];
  for (const [path, assets] of Object.entries(report)) {
    if (path === '/profile') continue;
    const file = join(WEB_DIST, path === '/' ? 'index.html' : join(path.slice(1), 'index.html'));
    const pageHtml = await readFile(file, 'utf8');
    const blocking = [...pageHtml.matchAll(/<link[^>]+rel="(?:stylesheet|modulepreload)"[^>]*>/g)].map((m) => m[0]);
    const entry = refs(/<script[^>]+src="([^"]+)"/g);
    const allIslandsGzip = assets.interactiveJs ? await gz([...entry, ...assets.interactiveJs]) : undefined;
    const htmlBrotli = brotliCompressSync(pageHtml, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }).length;
    pages.push({ path, jsGzip: await gz([...entry, ...assets.js]), allIslandsGzip, blocking, htmlBrotli });
  }
  return { jsFiles: js.length, jsGzip: await gz(js), cssGzip: (await gz(css)) + gzipSync(inlineCss, { level: 9 }).length, pages };
}

/** The dashboard's first-load JS, gzipped: spa.html's entry and preloads, then /profile's page, its route guard and its default tab (Credit Tools) with their imports. */
async function dashboardPage() {
  const html = await readFile(join(WEB_DIST, 'spa.html'), 'utf8');
  const page = (JSON.parse(await readFile(PAGES_REPORT, 'utf8')) as Record<string, { js: string[] }>)['/profile'];
  if (!page) throw new Error('the web build has no /profile entry in its pages report: rebuild it');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!.replace(/^\//, ''));
  const js = [...new Set([...refs(/<script[^>]+src="([^"]+)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g), ...page.js])];
  let jsGzip = 0;
  const heavy: string[] = [];
  for (const file of js) {
    const code = await readFile(join(WEB_DIST, file));
    jsGzip += gzipSync(code, { level: 9 }).length;
    if (HEAVY_ON_DASHBOARD.test(file) || code.includes('recharts-wrapper')) heavy.push(file);
  }
  return { jsFiles: js.length, jsGzip, heavy };
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
      // The same bundle with the AWS SDK left out: what we ship beside it (the 400 KB budget's measure).
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

async function apiLatency(): Promise<FamilyFigures[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-stack-'));
  // The tables in memory, as the tests' throwaway stacks keep them: on disk, DynamoDB Local commits each
  // write to SQLite one at a time, which held 50 concurrent dispute filings to about 12 a second.
  // Playing CloudFront (an origin secret), so each seeded client signs up from an address of its own (api-load.ts).
  const stack = await startLocalStack({ dataDir, port: 0, emulatorPorts: 'free', web: false, seed: true, inMemoryTable: true, originSecret: BENCH_ORIGIN_SECRET, log: () => {} });
  try {
    return await apiLoad(stack, { seconds: DURATION_S, connections: CONNECTIONS, log: (line) => console.log(line) });
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The previous run's web figures (bench-results.json), to print beside this run's. */
async function previousWeb(): Promise<{
  landing?: { jsGzip: number; cssGzip: number };
  dashboard?: { jsGzip: number };
  lighthouseMedian?: Record<string, number>;
  dashboardLighthouseMedian?: Record<string, number>;
}> {
  try {
    return JSON.parse(await readFile(join(root, 'bench-results.json'), 'utf8')) as Awaited<ReturnType<typeof previousWeb>>;
  } catch {
    return {};
  }
}

/** The previous run's API figures (bench-results.json), to print beside this run's. */
async function previousApi(): Promise<Map<string, FamilyFigures>> {
  try {
    const before = JSON.parse(await readFile(join(root, 'bench-results.json'), 'utf8')) as { api?: FamilyFigures[] };
    return new Map((before.api ?? []).map((f) => [f.family, f]));
  } catch {
    return new Map();
  }
}

/**
 * Signs the client in through the login page, in the browser Lighthouse is about to drive, and lands on the
 * dashboard as a returning client would (the once-shown service agreement notice already seen).
 */
const signedIn = (url: string, client: { email: string; password: string }) => async (devtoolsPort: number) => {
  const browser = await chromiumDriver.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').fill(client.email);
    await page.locator('input[type="password"]').first().fill(client.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((u) => u.pathname === '/profile', { timeout: 30_000 });
    await page.evaluate(() => localStorage.setItem('legal-agreement-accepted', 'true'));
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor({ timeout: 30_000 });
    await page.goto('about:blank');
  } finally {
    // Leaves the browser running (and signed in) for Lighthouse.
    await browser.close();
  }
};

async function lighthouseRuns(): Promise<{ landing: LighthouseRun[]; dashboard: LighthouseRun[] }> {
  const chromium = ensureChromium();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-lh-'));
  const stack = await startLocalStack({ dataDir, port: 0, emulatorPorts: 'free', web: true, seed: true, log: () => {} });
  try {
    const landing: LighthouseRun[] = [];
    // One warm-up load, so the local server's compressed-file cache is not what gets measured.
    await fetch(`${stack.url}/`, { headers: { 'accept-encoding': 'br' } });
    for (let i = 0; i < BUDGETS.lighthouseRuns; i++) landing.push(await runLighthouse(`${stack.url}/`, chromium));
    // The dashboard of a paying client with a fresh account, signed in before each run.
    const client = await seedPayingClient(stack, 'lighthouse');
    await fetch(`${stack.url}/spa.html`, { headers: { 'accept-encoding': 'br' } });
    const dashboard: LighthouseRun[] = [];
    for (let i = 0; i < BUDGETS.lighthouseRuns; i++) dashboard.push(await runLighthouse(`${stack.url}/profile`, chromium, { before: signedIn(stack.url, client) }));
    return { landing, dashboard };
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const landing = wanted('landing') ? await landingPage() : undefined;
const before = await previousLambdas();
const apiBefore = await previousApi();
const dashboard = wanted('landing') ? await dashboardPage() : undefined;
const lambdas = wanted('lambdas') ? await lambdaBundles() : [];
const loadBefore = loadavg()[0]!;
const api = wanted('latency') ? await apiLatency() : [];
/** The machine is shared: its 1-minute load average before and after the API phases says how much else ran. */
const machine = { cpus: availableParallelism(), loadAverage: [Math.round(loadBefore * 10) / 10, Math.round(loadavg()[0]! * 10) / 10] };
const lighthouseAll = wanted('lighthouse') ? await lighthouseRuns() : { landing: [], dashboard: [] };
const lighthouse = lighthouseAll.landing;
const dashboardLighthouse = lighthouseAll.dashboard;

const failures: string[] = [];
if (landing && kb(landing.jsGzip) > BUDGETS.landingJsGzipKb) failures.push(`landing JS ${kb(landing.jsGzip)} KB gzipped > ${BUDGETS.landingJsGzipKb} KB`);
for (const page of landing?.pages ?? []) {
  if (page.path !== '/' && kb(page.jsGzip) > BUDGETS.landingJsGzipKb) failures.push(`${page.path} first-load JS ${kb(page.jsGzip)} KB gzipped > ${BUDGETS.landingJsGzipKb} KB`);
  if (page.blocking.length) failures.push(`${page.path} does not paint from its HTML alone: ${page.blocking.join(' ')}`);
  if (page.htmlBrotli > BUDGETS.pageHtmlBrotliBytes) failures.push(`${page.path} HTML ${page.htmlBrotli} bytes (brotli) > ${BUDGETS.pageHtmlBrotliBytes}: more than one round trip`);
}
if (dashboard && kb(dashboard.jsGzip) > BUDGETS.dashboardJsGzipKb) failures.push(`/profile first-load JS ${kb(dashboard.jsGzip)} KB gzipped > ${BUDGETS.dashboardJsGzipKb} KB`);
if (dashboard?.heavy.length) failures.push(`/profile loads ${dashboard.heavy.join(', ')} on its first load (charts, PDF and admin code load on demand)`);
for (const l of lambdas) if (kb(l.bytes) > bundleBudgetKb(l.id)) failures.push(`${l.id} bundle ${kb(l.bytes)} KB > ${bundleBudgetKb(l.id)} KB`);
for (const l of lambdas) {
  if (kb(l.withoutSdkBytes) > BUDGETS.lambdaBundleWithoutSdkKb) failures.push(`${l.id} bundle without the AWS SDK ${kb(l.withoutSdkBytes)} KB > ${BUDGETS.lambdaBundleWithoutSdkKb} KB`);
}
const coldImportMedian = lambdas.length ? median(lambdas.map((l) => l.coldImportMs)) : undefined;
if (coldImportMedian !== undefined && coldImportMedian > BUDGETS.lambdaColdImportMedianMs) {
  failures.push(`median Lambda cold import ${coldImportMedian} ms > ${BUDGETS.lambdaColdImportMedianMs} ms`);
}
const ratio = (a: number, b: number, digits = 2) => Math.round((a / Math.max(b, 0.1)) * 10 ** digits) / 10 ** digits;
for (const f of api) {
  const expected = f.expectedStatus ?? 200;
  if (f.route.errors) {
    failures.push(
      `${f.family} had ${f.route.errors} errors under load of ${f.route.calls} answers (${f.route.timeouts} timeouts, ${f.route.unexpectedStatus ?? f.route.non2xx} answers other than ${expected}; by status: ${JSON.stringify(f.route.statuses ?? {})})`,
    );
  }
  if (f.warmUpErrors) failures.push(`${f.family} had errors during its warm-up (answers other than ${expected}): ${JSON.stringify(f.warmUpErrors)}`);
  if (f.bare.errors) failures.push(`the bare ${f.bare.name} beside ${f.family} had ${f.bare.errors} errors`);
  if (!API_RATIO_FAMILIES.includes(f.family)) continue;
  const throughput = ratio(f.route.reqPerSec, f.bare.reqPerSec);
  const p99 = ratio(f.route.p99ms, f.bare.p99ms);
  if (throughput < BUDGETS.apiThroughputRatioMin) failures.push(`${f.family} throughput ${throughput}x its bare read's < ${BUDGETS.apiThroughputRatioMin}x`);
  if (p99 > BUDGETS.apiP99RatioMax) failures.push(`${f.family} p99 ${p99}x its bare read's > ${BUDGETS.apiP99RatioMax}x`);
}
const medianOf = (runs: LighthouseRun[]) =>
  runs.length
    ? {
        ...(Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<Category, number>),
        lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
        fcpMs: Math.round(median(runs.map((r) => r.fcpMs))),
        tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
        cls: median(runs.map((r) => r.cls)),
      }
    : undefined;
const lighthouseMedian = medianOf(lighthouse);
const dashboardLighthouseMedian = medianOf(dashboardLighthouse);
for (const [i, run] of lighthouse.entries()) {
  for (const c of ['accessibility', 'best-practices', 'seo'] as const) {
    if (run.scores[c] < BUDGETS.lighthouseMin) failures.push(`Lighthouse ${c} ${run.scores[c]} < ${BUDGETS.lighthouseMin} (run ${i + 1}): ${run.failing.join('; ')}`);
  }
  const heavy = run.requests.filter(
    (r) => HEAVY_ON_LANDING.test(r) || (r.startsWith('/assets/') && r.endsWith('.js') && existsSync(join(WEB_DIST, r)) && readFileSync(join(WEB_DIST, r)).includes('aws-amplify')),
  );
  if (heavy.length) failures.push(`the landing page loaded ${heavy.join(', ')} (run ${i + 1})`);
}
if (lighthouseMedian && lighthouseMedian.performance < BUDGETS.landingPerformanceMin) {
  failures.push(`Lighthouse performance median ${lighthouseMedian.performance} < ${BUDGETS.landingPerformanceMin} (runs: ${lighthouse.map((r) => r.scores.performance).join(', ')})`);
}
if (lighthouseMedian && lighthouseMedian.lcpMs > BUDGETS.landingLcpMs) failures.push(`landing LCP median ${lighthouseMedian.lcpMs} ms > ${BUDGETS.landingLcpMs} ms`);
if (lighthouseMedian && lighthouseMedian.tbtMs > BUDGETS.landingTbtMs) failures.push(`landing TBT median ${lighthouseMedian.tbtMs} ms > ${BUDGETS.landingTbtMs} ms`);
if (dashboardLighthouseMedian && dashboardLighthouseMedian.lcpMs > BUDGETS.dashboardLcpMs) {
  failures.push(`dashboard LCP median ${dashboardLighthouseMedian.lcpMs} ms > ${BUDGETS.dashboardLcpMs} ms (runs: ${dashboardLighthouse.map((r) => Math.round(r.lcpMs)).join(', ')})`);
}

const webBefore = await previousWeb();
if (landing) {
  const allIslands = (path: string) => {
    const bytes = landing.pages.find((p) => p.path === path)?.allIslandsGzip;
    return bytes === undefined ? '-' : kb(bytes);
  };
  console.log('\nFirst-load JS (everything a page loads to run without input) and CSS, gzipped; allIslandsKB: once every island of the page is live');
  console.table({
    'landing JS': { KB: kb(landing.jsGzip), beforeKB: webBefore.landing ? kb(webBefore.landing.jsGzip) : '-', files: landing.jsFiles, budgetKB: BUDGETS.landingJsGzipKb, allIslandsKB: allIslands('/') },
    'landing CSS': { KB: kb(landing.cssGzip), beforeKB: webBefore.landing ? kb(webBefore.landing.cssGzip) : '-' },
    ...Object.fromEntries(landing.pages.filter((p) => p.path !== '/').map((p) => [`${p.path} JS`, { KB: kb(p.jsGzip), budgetKB: BUDGETS.landingJsGzipKb, allIslandsKB: allIslands(p.path) }])),
    ...(dashboard ? { '/profile JS': { KB: kb(dashboard.jsGzip), beforeKB: webBefore.dashboard ? kb(webBefore.dashboard.jsGzip) : '-', files: dashboard.jsFiles, budgetKB: BUDGETS.dashboardJsGzipKb } } : {}),
  });
  console.log(`Prerendered HTML as served (brotli; budget ${BUDGETS.pageHtmlBrotliBytes} bytes each, one round trip): ${landing.pages.map((p) => `${p.path} ${p.htmlBrotli}`).join(', ')}`);
}
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
  const largest = lambdas.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const largestBefore = before.size ? Math.max(...[...before.values()].map((l) => l.bytes)) : undefined;
  const over = lambdas.filter((l) => kb(l.bytes) > bundleBudgetKb(l.id)).length;
  console.log(`largest bundle ${largest.id} ${kb(largest.bytes)} KB (before: ${largestBefore ? kb(largestBefore) : '-'} KB; budget ${BUDGETS.lambdaBundleKb} KB); ${over} of ${lambdas.length} above the budget`);
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
      ['median, previous run', webBefore.lighthouseMedian ?? '-'],
    ]),
  );
  console.log(`budgets: performance median ${BUDGETS.landingPerformanceMin}, LCP <= ${BUDGETS.landingLcpMs} ms, TBT <= ${BUDGETS.landingTbtMs} ms`);
}
if (dashboardLighthouse.length) {
  console.log(`Lighthouse on /profile signed in (same settings), ${dashboardLighthouse.length} runs; budget: LCP median <= ${BUDGETS.dashboardLcpMs} ms`);
  console.table(
    Object.fromEntries([
      ...dashboardLighthouse.map((r, i) => [`run ${i + 1}`, { ...r.scores, lcpMs: Math.round(r.lcpMs), fcpMs: Math.round(r.fcpMs), tbtMs: Math.round(r.tbtMs), cls: r.cls }]),
      ['median', dashboardLighthouseMedian],
      ['median, previous run', webBefore.dashboardLighthouseMedian ?? '-'],
    ]),
  );
}
if (api.length) {
  console.log(`API on the local stack, ${CONNECTIONS} connections, ${DURATION_S} s each, beside its bare DynamoDB Local read in the same run (budget for /api/me and /api/dashboard: throughput >= ${BUDGETS.apiThroughputRatioMin}x, p99 <= ${BUDGETS.apiP99RatioMax}x)`);
  console.log(`${machine.cpus} CPUs; 1-minute load average ${machine.loadAverage[0]} before, ${machine.loadAverage[1]} after (other work on the machine)`);
  const row = (f: { reqPerSec: number; p50ms: number; p99ms: number; errors: number; dynamoPerCall: number; cpuUsPerCall?: number }) => ({
    reqPerSec: f.reqPerSec,
    p50ms: f.p50ms,
    p99ms: f.p99ms,
    errors: f.errors,
    dynamoReqPerCall: f.dynamoPerCall,
    cpuUsPerCall: f.cpuUsPerCall ?? '-',
  });
  console.table(
    Object.fromEntries(
      api.flatMap((f) => {
        const was = apiBefore.get(f.family);
        return [
          [f.family, row(f.route)],
          ...(was ? [[`  previous run: ${f.family}`, row(was.route)]] : []),
          [`  bare ${f.bare.name} (${f.family})`, row(f.bare)],
          ...(was ? [[`  previous run: bare ${f.bare.name} (${f.family})`, row(was.bare)]] : []),
          [
            `  ratio (previous run's): ${f.family}`,
            {
              reqPerSec: `${ratio(f.route.reqPerSec, f.bare.reqPerSec)} (${was ? ratio(was.route.reqPerSec, was.bare.reqPerSec) : '-'})`,
              p50ms: `${ratio(f.route.p50ms, f.bare.p50ms, 1)} (${was ? ratio(was.route.p50ms, was.bare.p50ms, 1) : '-'})`,
              p99ms: `${ratio(f.route.p99ms, f.bare.p99ms, 1)} (${was ? ratio(was.route.p99ms, was.bare.p99ms, 1) : '-'})`,
              cpuUsPerCall:
                f.route.cpuUsPerCall && f.bare.cpuUsPerCall
                  ? `${ratio(f.route.cpuUsPerCall, f.bare.cpuUsPerCall)} (${was?.route.cpuUsPerCall && was.bare.cpuUsPerCall ? ratio(was.route.cpuUsPerCall, was.bare.cpuUsPerCall) : '-'})`
                  : '-',
            },
          ],
        ];
      }),
    ),
  );
  for (const f of api) {
    if (!f.filings) continue;
    const was = apiBefore.get(f.family)?.filings;
    console.log(
      `${f.family}: ${f.route.calls} of ${f.filings.amount} filings answered (${JSON.stringify(f.route.statuses ?? {})}), by ${f.filings.clients} seeded clients, ${FILINGS_PER_CLIENT} each (the daily quota); the pool seeded in ${f.filings.seedSeconds} s` +
        (was ? ` (previous run: ${was.amount} filings, seeded in ${was.seedSeconds} s)` : ''),
    );
  }
}

/** The previous run's figures of the parts this run did not measure (`--only`) are kept, so the next run prints them beside its own. */
const previous = await (async (): Promise<Record<string, unknown>> => {
  try {
    return JSON.parse(await readFile(join(root, 'bench-results.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
})();
const results = {
  at: new Date().toISOString(),
  budgets: BUDGETS,
  landing: landing ?? previous.landing,
  dashboard: dashboard ?? previous.dashboard,
  lambdas: lambdas.length ? lambdas : [...before.values()],
  api: api.length ? api : [...apiBefore.values()],
  machine: api.length ? machine : previous.machine,
  lighthouse: lighthouse.length ? lighthouse.map(({ requests: _requests, ...r }) => r) : previous.lighthouse,
  lighthouseMedian: lighthouseMedian ?? previous.lighthouseMedian,
  dashboardLighthouse: dashboardLighthouse.length ? dashboardLighthouse.map(({ requests: _requests, ...r }) => r) : previous.dashboardLighthouse,
  dashboardLighthouseMedian: dashboardLighthouseMedian ?? previous.dashboardLighthouseMedian,
  landingTotal: landingTotal ?? previous.landingTotal,
  /** What this run measured (the other parts' figures are the previous run's), and its failures. */
  measured: ['landing', 'lambdas', 'latency', 'lighthouse'].filter(wanted),
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
