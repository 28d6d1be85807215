import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminMessages } from '../../lambdas/contract/messages.js';
import { launch, openPage } from '../support/browser.js';
import { logIn } from '../support/journeys.js';

const base = () => inject('e2e').url;
const unique = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}`;

async function confirmFromOutbox(page: Page, email: string) {
  for (let i = 0; i < 50; i++) {
    const all = (await (await fetch(`${base()}/dev/outbox`)).json()) as { to: string; links: string[] }[];
    const link = all.filter((m) => m.to === email).at(-1)?.links[0];
    if (link) {
      await page.goto(link);
      await page.waitForURL((u) => u.pathname === '/login');
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no email reached ${email}`);
}


async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await page.waitForURL((u) => u.pathname === '/');
}

describe('admin and partners in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a partner applies, an admin approves, the partner sees the code, and a client signing up with it appears in the partner’s list', async () => {
    const business = unique('Acme Credit');
    const partnerEmail = `${unique('partner')}@example.com`;
    const { page, errors } = await openPage(browser, '/partners');
    await page.getByLabel('Full Name').fill('Pat Partner');
    await page.getByLabel('Business Name').fill(business);
    await page.getByLabel('Email').fill(partnerEmail);
    await page.getByLabel('Phone').fill('+1 555 010 2030');
    await page.locator('input[type="password"]').first().fill('partner1');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application received').waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('isPartnerLogin'), localStorage.getItem('companyName')])).toEqual(['true', business]);
    await confirmFromOutbox(page, partnerEmail);

    // The admin approves the application.
    await page.evaluate(() => localStorage.removeItem('isPartnerLogin'));
    await page.goto(`${base()}/login`);
    await logIn(page, 'admin@demo.local', 'Demo12345!');
    // Staff land in the admin area.
    await page.waitForURL((u) => u.pathname === '/admin', { timeout: 20_000 });
    await page.getByRole('tab', { name: 'Applications' }).click();
    const row = page.getByRole('row').filter({ hasText: business });
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('No partner applications are waiting for a decision.').or(page.getByRole('row').filter({ hasText: business }).getByText('Approve')).first().waitFor();
    await signOut(page);

    // The partner signs in through the partner variant and sees the referral code.
    await page.goto(`${base()}/partners`);
    await page.getByRole('button', { name: 'Partner Sign In' }).click();
    await page.getByRole('heading', { name: 'Partner Sign In' }).waitFor();
    await logIn(page, partnerEmail, 'partner1');
    await page.waitForURL((u) => u.pathname === '/partner-dashboard', { timeout: 20_000 });
    const code = (await page.getByText('Referral code').locator('xpath=following-sibling::*[1]').textContent())?.trim();
    expect(code).toMatch(/^[A-Z0-9]{4,}$/);
    await signOut(page);

    // A client signs up with it, confirms, and appears in the partner's list.
    const clientEmail = `${unique('referred')}@example.com`;
    await page.goto(`${base()}/signup?ref=${code}`);
    await page.getByLabel('Full Name').fill('Riley Referred');
    await page.getByLabel('Email').fill(clientEmail);
    await page.locator('input[type="password"]').first().fill('client12');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await confirmFromOutbox(page, clientEmail);
    await page.evaluate(() => localStorage.setItem('isPartnerLogin', 'true'));
    await page.goto(`${base()}/login`);
    await logIn(page, partnerEmail, 'partner1');
    await page.waitForURL((u) => u.pathname === '/partner-dashboard', { timeout: 20_000 });
    await page.getByRole('cell', { name: 'Riley Referred' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('the admin sorts and searches both tabs, views a partner’s clients and deletes a client', async () => {
    const { page, errors } = await openPage(browser, '/admin');
    await page.waitForURL((u) => u.pathname === '/login');
    await logIn(page, 'admin@demo.local', 'Demo12345!');
    await page.waitForURL((u) => u.pathname === '/admin', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    // Clients: sort by name (ascending first), then search.
    await page.getByRole('cell', { name: 'client@demo.local' }).waitFor();
    await page.getByRole('button', { name: /^Name/ }).click();
    await expect(page.getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort')).resolves.toBe('ascending');
    await page.getByRole('button', { name: /^Name/ }).click();
    await expect(page.getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort')).resolves.toBe('descending');
    await page.getByLabel('Search clients').fill('zzzz-nobody');
    await page.getByText(adminMessages.noClientsMatching).waitFor();
    await page.getByLabel('Search clients').fill('demo client');
    await page.getByRole('cell', { name: 'client@demo.local' }).waitFor();

    // Partners: sort by clients, search, view the demo partner's clients.
    await page.getByRole('tab', { name: 'Partners' }).click();
    await page.getByRole('button', { name: /^Clients/ }).click();
    await page.getByLabel('Search partners').fill('Demo Partners');
    const demo = page.getByRole('row').filter({ hasText: 'Demo Partners LLC' });
    await demo.getByRole('button', { name: 'View Clients' }).click();
    await page.getByRole('dialog', { name: 'Clients for Demo Partners LLC' }).getByText('client@demo.local').waitFor();
    await page.keyboard.press('Escape');

    // Delete a client made for the purpose.
    const email = `${unique('doomed')}@example.com`;
    const res = await fetch(`${base()}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Doomed Client', email, password: 'secret12', referralCode: 'DEMO2025' }),
    });
    expect(res.status).toBe(201);
    await page.getByRole('tab', { name: 'Clients' }).click();
    await page.getByLabel('Search clients').fill(email);
    const doomed = page.getByRole('row').filter({ hasText: email });
    await doomed.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Client' });
    await dialog.getByText(adminMessages.deleteWarning).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(adminMessages.clientDeleted).waitFor();
    await page.getByText(adminMessages.noClientsMatching).waitFor();
    expect(errors).toEqual([]);
  });
});
