/**
 * Lighthouse 12 (programmatic API) on a page of a running local stack, with Debian's Chromium
 * started here with a DevTools port. Default config: mobile emulation (Moto G Power) with
 * simulated Slow 4G and a 4x CPU slowdown, which is what the 95 targets are measured against.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../scripts/ensure-chromium.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  scores: Record<Category, number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that lost points in the non-performance categories, for the report. */
  failing: string[];
  /** Paths of every request the page made while loading. */
  requests: string[];
}

async function startChromium(executable: string): Promise<{ port: number; process: ChildProcess; profile: string }> {
  const profile = await mkdtemp(join(tmpdir(), 'lh-chromium-'));
  const child = spawn(executable, [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port: ${seen}`)), 20_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${seen}`)));
  });
  return { port, process: child, profile };
}

export interface LighthouseOptions {
  /**
   * Runs in the same browser before Lighthouse loads the page (signing in, say), given its DevTools port;
   * the page's storage is then kept for the measured load.
   */
  before?: (devtoolsPort: number) => Promise<void>;
}

export async function runLighthouse(url: string, executable: string, options: LighthouseOptions = {}): Promise<LighthouseRun> {
  const chromium = await startChromium(executable);
  try {
    if (options.before) await options.before(chromium.port);
    // The same settings (mobile, simulated Slow 4G, 4x CPU); a signed-in page keeps its session.
    const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: Boolean(options.before) });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id]?.title ?? ''})`),
    );
    const network = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
    const requests = network.map((r) => new URL(r.url).pathname);
    return { requests, scores, lcpMs: audit('largest-contentful-paint'), fcpMs: audit('first-contentful-paint'), tbtMs: audit('total-blocking-time'), cls: audit('cumulative-layout-shift'), failing };
  } finally {
    chromium.process.kill('SIGTERM');
    await new Promise((r) => chromium.process.once('exit', r));
    await rm(chromium.profile, { recursive: true, force: true });
  }
}
