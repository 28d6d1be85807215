import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launch, openPage } from '../support/browser.js';

describe('smoke: the local stack in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the home page', async () => {
    const { page, errors } = await openPage(browser, '/');
    await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
    expect(await page.title()).not.toBe('');
    expect(errors).toEqual([]);
  });

  it('shows the 404 page for an unknown path, with a link home that works', async () => {
    const { page, errors } = await openPage(browser, '/no/such/page');
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(errors).toEqual([]);
  });

  it('answers /api/health with status ok (and nothing more: details go to the log)', async () => {
    const { page } = await openPage(browser, '/api/health');
    const body = JSON.parse((await page.locator('body').textContent()) ?? '{}') as { status: string };
    expect(body).toEqual({ status: 'ok' });
  });

  it('serves /config.json for the SPA', async () => {
    const res = await fetch(`${inject('e2e').url}/config.json`);
    expect(res.status).toBe(200);
  });
});
