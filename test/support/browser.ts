import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/ensure-chromium.js';
import { viewerHeaders } from './client-address.js';

export async function launch(): Promise<Browser> {
  const { chromium: executablePath } = inject('e2e');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
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
