import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
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
  const page = await browser.newPage({ viewport, extraHTTPHeaders: viewerHeaders() });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  return { page, errors };
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
