import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientViewMessages } from '../../lambdas/contract/client-view.js';
import { auditDialog, auditScreen, base, DEMO_PASSWORD, JOURNEY_MS, openPage, seriousViolations, toastGone, TRANSITION_MS, WIDTHS } from '../support/axe.js';
import { launch } from '../support/browser.js';
import { logIn } from '../support/journeys.js';
/**
 * axe-core on every screen that is not a prerendered public page (public-site.e2e.ts audits those),
 * signed out and signed in as each role, with the dialogs open, at 1280 and 375 px: no serious or
 * critical finding. One sign-in per role; the viewport changes on the same page. The client's screens
 * are in accessibility-client.e2e.ts (a file of their own, so the two run side by side).
 */
describe('accessibility of every screen (axe-core, 1280 and 375 px)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signed out: log in, sign up, forgot password, partners, payment canceled, not found, the chat and the mobile menu', async () => {
    const { page, errors } = await openPage(browser, '/login');
    await auditScreen(page, '/login', () => page.getByRole('button', { name: 'Sign In' }).waitFor());
    for (const [path, ready] of [
      ['/signup', () => page.getByRole('button', { name: /sign up|create account/i }).first().waitFor()],
      ['/forgot-password', () => page.getByLabel('Email').waitFor()],
      ['/partners', () => page.getByRole('button', { name: 'Submit Application' }).waitFor()],
      ['/payment-canceled', async () => (await page.getByRole('heading').first().waitFor(), await toastGone(page))],
      ['/no-such-page', () => page.getByText('Oops! Page not found').waitFor()],
    ] as const) {
      await page.goto(`${base()}${path}`, { waitUntil: 'networkidle' });
      await auditScreen(page, path, ready);
    }
    await auditDialog(page, 'chat', () => page.getByRole('button', { name: 'Chat with us' }).click(), page.getByRole('dialog', { name: 'Chat with us' }));
    await page.setViewportSize(WIDTHS[1]!);
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    await page.waitForTimeout(TRANSITION_MS);
    expect(await seriousViolations(page), 'mobile menu at 375 px').toEqual([]);
    expect(errors).toEqual([]);
  }, JOURNEY_MS);

  it('the admin: every tab of /admin (the Documents queue too), and its dialogs', async () => {
    const { page, errors } = await openPage(browser, '/login');
    await logIn(page, 'admin@demo.local', DEMO_PASSWORD);
    await page.waitForURL((u) => u.pathname !== '/login', { timeout: 20_000 });
    await page.goto(`${base()}/admin`, { waitUntil: 'networkidle' });
    for (const tab of ['Clients', 'Partners', 'Applications', 'Analytics', 'Team', 'Audit log', 'Support', 'Documents']) {
      await page.getByRole('tab', { name: tab }).click();
      await auditScreen(page, `/admin ${tab}`, () => page.getByRole('tabpanel', { name: tab }).waitFor());
      if (tab === 'Clients') {
        // "Work performed" shows only on after-service purchases awaiting their charge, which the seeded
        // demo data has none of (the plans are charged upfront here); its dialog is a plain confirmation.
        // The seeded demo client's row: other browser files create and delete clients at the same time.
        await page.getByLabel('Search clients').fill('client@demo.local');
        const client = page.getByRole('row').filter({ hasText: 'client@demo.local' });
        await auditDialog(page, 'delete client', () => client.getByRole('button', { name: 'Delete' }).click(), page.getByRole('dialog'));
        // The one-page client view, once its data is in.
        await auditDialog(page, 'client view', () => client.getByRole('button', { name: /^View / }).click(), page.getByRole('dialog').getByRole('region', { name: clientViewMessages.onboarding }));
      }
      if (tab === 'Partners') {
        const partner = page.getByRole('row').filter({ hasText: 'partner@demo.local' });
        await auditDialog(page, 'partner clients', () => partner.getByRole('button', { name: 'View Clients' }).click(), page.getByRole('dialog'));
      }
    }
    expect(errors).toEqual([]);
  }, JOURNEY_MS);

  it('a partner: the partner dashboard', async () => {
    const { page, errors } = await openPage(browser, '/partners');
    await page.getByRole('button', { name: 'Partner Sign In' }).click();
    await page.getByRole('heading', { name: 'Partner Sign In' }).waitFor();
    await logIn(page, 'partner@demo.local', DEMO_PASSWORD);
    await page.waitForURL((u) => u.pathname === '/partner-dashboard', { timeout: 20_000 });
    await auditScreen(page, '/partner-dashboard', () => page.getByText('Referral code').first().waitFor());
    expect(errors).toEqual([]);
  }, JOURNEY_MS);
});
