import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Download, type Page, type Response } from 'playwright-core';
import { inject, onTestFailed } from 'vitest';
import { viewerHeaders } from './client-address.js';

/**
 * The browser of a test file: a connection to the one Chromium the browser tests share (test/support/stack.global.ts),
 * which saves each file a browser start. Contexts and pages opened through it are the file's own, and `close()`
 * ends them with the connection, leaving the browser to the other files.
 */
export async function launch(): Promise<Browser> {
  return chromium.connect(inject('e2e').browser);
}

/**
 * A page that fails the test on any uncaught page error. Each page is a visitor of its own (its own
 * client address, through the test stack's "CloudFront"), so the per-address abuse limits of one
 * journey do not spill into the next, as they would not for real visitors.
 */
export async function openPage(browser: Browser, path: string, viewport = { width: 1280, height: 800 }): Promise<{ page: Page; errors: string[] }> {
  const { url } = inject('e2e');
  // A context of its own (not `browser.newPage`): axe-core's Playwright integration needs one (test/support/axe.ts).
  const context = await browser.newContext({ viewport, extraHTTPHeaders: viewerHeaders() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await watchPage(page, errors);
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

/**
 * What every test page gets before its first navigation (`openPage` does it; a file that opens pages its own way calls
 * it): the record of the toasts it shows (`toastShown`), and the report of what it showed when the running test fails.
 */
export async function watchPage(page: Page, errors: readonly string[] = []): Promise<void> {
  await page.addInitScript(recordToasts);
  explainFailures(page, errors);
}

declare global {
  interface Window {
    /** Every toast the page showed (test/support/browser.ts `recordToasts`); `counted` once a test has awaited it. */
    __toasts?: { id: string; text: string; counted: boolean }[];
  }
}

/** In the page: keeps every toast as it appears, its title and message (components/notifications.tsx marks each with data-notification-id). */
function recordToasts() {
  const seen: NonNullable<Window['__toasts']> = [];
  window.__toasts = seen;
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('[data-notification-id]')) {
      const id = toast.getAttribute('data-notification-id') ?? '';
      if (!seen.some((t) => t.id === id)) seen.push({ id, text: (toast.closest('.mantine-Notification-root') ?? toast).textContent ?? '', counted: false });
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Waits until a toast with this text has shown on the page, one not counted by an earlier wait (so a second
 * "Saved" needs a second toast). A toast stays 5 s, and one waits behind another (one at a time): a machine
 * busy enough can let one come and go between two looks, so what is awaited is the page's own record of the
 * toasts it showed, not the toast still being on screen.
 */
export async function toastShown(page: Page, text: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const toast = window.__toasts?.find((t) => !t.counted && t.text.includes(wanted));
      if (toast) toast.counted = true;
      return Boolean(toast);
    },
    text,
    { timeout, polling: 100 },
  );
}

/** The API calls a page made, the last ones, for a failed test's report. */
const KEPT_CALLS = 30;

/**
 * When the running test fails, prints what the page was showing: its address, the alerts on screen, the toasts
 * it showed, its last API calls with their status (and the body of the failed ones) and the page errors, and
 * keeps a screenshot. A browser journey that fails on a loaded CI machine can then be read from the report.
 */
function explainFailures(page: Page, errors: readonly string[]) {
  const calls: Response[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    calls.push(response);
    if (calls.length > KEPT_CALLS) calls.shift();
  });
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      const dir = join(tmpdir(), 'e2e-failures');
      mkdirSync(dir, { recursive: true });
      const shot = join(dir, `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${Date.now()}.png`);
      const lines = await Promise.all(
        calls.map(async (r) => {
          const body = r.status() >= 400 ? ` ${(await r.text().catch(() => '')).slice(0, 300)}` : '';
          return `  ${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}${body}`;
        }),
      );
      const alerts = await page.getByRole('alert').allTextContents().catch(() => []);
      const toasts = await page.evaluate(() => (window.__toasts ?? []).map((t) => t.text)).catch(() => []);
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      console.log(
        [
          `The page when "${task.name}" failed: ${page.url()}`,
          `alerts: ${JSON.stringify(alerts)}`,
          `toasts shown: ${JSON.stringify(toasts)}`,
          `page errors: ${JSON.stringify(errors)}`,
          `its last API calls:`,
          ...lines,
          `screenshot: ${shot}`,
        ].join('\n'),
      );
    });
  } catch {
    // Opened outside a test (a beforeAll): nothing to report on.
  }
}

/**
 * The bytes of a finished download. The browser is reached through `connect`, so a download has no local path
 * (`download.path()` throws for a remote browser): its content is streamed here instead.
 */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
