import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offersMessages as m } from '../../lambdas/contract/offers.js';
import { auditDialog, auditScreen, base, DEMO_PASSWORD, openPage } from '../support/axe.js';
import { launch } from '../support/browser.js';
import { completeStepsBeforeCreditPull, pullCreditViaApi } from '../support/credit.js';
import { acceptServiceAgreement, logIn, newClient, payWithTestCard, reachCheckout } from '../support/journeys.js';

describe('Offers in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an admin adds an offer; a client with a credit file fills the form and sees it matched, with its reasons', async () => {
    const title = `Golden State Starter Card ${crypto.randomUUID().slice(0, 6)}`;

    // The admin adds an offer for Californians with $50,000+ income and a 550+ score.
    const admin = await openPage(browser, '/login');
    await logIn(admin.page, 'admin@demo.local', DEMO_PASSWORD);
    await admin.page.waitForURL((u) => u.pathname === '/admin', { timeout: 20_000 });
    await admin.page.getByRole('tab', { name: 'Offers' }).click();
    await auditScreen(admin.page, '/admin Offers', () => admin.page.getByText('Harbor Secured Card').first().waitFor({ timeout: 20_000 }));
    const dialog = admin.page.getByRole('dialog', { name: m.adminAdd });
    await auditDialog(admin.page, m.adminAdd, () => admin.page.getByRole('button', { name: m.adminAdd }).click(), dialog);
    await admin.page.getByRole('button', { name: m.adminAdd }).click();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Provider').fill('Golden State Bank (fictional)');
    await dialog.getByLabel('Reward').fill('1.5% cash back');
    await dialog.getByLabel('Description').fill('A first unsecured card for California residents.');
    await dialog.getByLabel('Requirements (as shown to clients)').fill('550+ credit score, $50,000+ income, CA only');
    await dialog.getByLabel('Features').fill('No annual fee\nFree score updates');
    await dialog.getByLabel('Minimum score').fill('550');
    await dialog.getByLabel('Minimum annual income').fill('50000');
    await dialog.getByLabel('States').fill('Califor');
    await admin.page.getByRole('option', { name: 'California (CA)' }).click();
    await dialog.getByLabel('Link').fill('https://example.com/offers/golden-state');
    await dialog.getByLabel('Disclosure').fill('Variable APR 25.99%. Fictional issuer.');
    const saved = admin.page.waitForResponse((r) => r.url().endsWith('/api/admin/offers') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Save offer' }).click();
    expect((await saved).status()).toBe(201);
    await admin.page.getByRole('button', { name: `Edit ${title}` }).waitFor({ timeout: 20_000 });
    expect(admin.errors).toEqual([]);

    // A client with a credit file (profile: $55,000 income, California).
    const account = await newClient();
    const { page, errors } = await openPage(browser, '/login');
    await logIn(page, account.email, account.password);
    await reachCheckout(page);
    await payWithTestCard(page);
    const token = await completeStepsBeforeCreditPull(account.email, account.password);
    expect((await pullCreditViaApi(token)).status).toBe(201);
    await page.goto(`${base()}/profile`);
    await acceptServiceAgreement(page);
    await page.getByRole('tab', { name: 'Offers' }).click();
    const tab = page.getByTestId('offers-tab');
    await auditScreen(page, '/profile Offers', () => tab.getByTestId('default-offers').waitFor({ timeout: 20_000 }));
    expect(await tab.getByText(/pre-approved/i).count()).toBe(0);

    const form = page.getByRole('dialog', { name: m.formTitle });
    await auditDialog(page, m.formTitle, () => tab.getByRole('button', { name: m.seeMyOffers }).click(), form);
    await tab.getByRole('button', { name: m.seeMyOffers }).click();
    await form.getByRole('checkbox', { name: m.consentLabel }).check();
    const matched = page.waitForResponse((r) => r.url().endsWith('/api/offers/match'));
    await form.getByRole('button', { name: m.formSubmit }).click();
    expect((await matched).status()).toBe(200);
    const card = tab.getByTestId('matched-offers').getByRole('article', { name: title });
    await card.waitFor({ timeout: 20_000 });
    await card.getByText(/^Because your (Equifax|Experian|TransUnion) .+ is \d{3}$/).waitFor();
    await card.getByText('Your income of $55,000 meets the minimum').waitFor();
    await card.getByText('It is available in California').waitFor();
    await card.getByText(m.matchesBadge).waitFor();
    expect(await tab.getByText(/pre-approved/i).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 300_000);
});
