import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { bankMessages as m } from '../../lambdas/contract/bank.js';
import { openPage, seriousViolations, TRANSITION_MS } from '../support/axe.js';
import { launch, toastShown } from '../support/browser.js';
import { completeStepsBeforeCreditPull, pullCreditViaApi } from '../support/credit.js';
import { acceptServiceAgreement, logIn, newClient, payWithTestCard, reachCheckout } from '../support/journeys.js';

const base = () => inject('e2e').url;
const shots = process.env.E2E_SCREENSHOTS;

describe('Financial Insights in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a client with a credit report connects the sandbox bank, reads the three tabs, and disconnects', async () => {
    const account = await newClient();
    const { page, errors } = await openPage(browser, '/login');
    await logIn(page, account.email, account.password);
    await reachCheckout(page);
    await payWithTestCard(page);
    const token = await completeStepsBeforeCreditPull(account.email, account.password);
    expect((await pullCreditViaApi(token)).status).toBe(201);
    await page.goto(`${base()}/profile`);
    await acceptServiceAgreement(page);

    const card = page.getByTestId('financial-insights');
    await card.getByRole('heading', { name: m.title }).waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: m.connect }).click();
    const dialog = page.getByRole('dialog', { name: m.connectDialogTitle });
    await dialog.getByText(m.sandboxNotice).waitFor();
    await page.waitForTimeout(TRANSITION_MS);
    expect(await seriousViolations(page), 'the Connect your bank dialog').toEqual([]);
    const connected = page.waitForResponse((r) => r.url().endsWith('/api/bank/connect'), { timeout: 30_000 });
    await dialog.getByRole('button', { name: m.connectButton }).click();
    expect((await connected).status()).toBe(201);
    await toastShown(page, m.connected);

    // Spending: the top five categories with a bar each and the footer.
    await card.getByRole('tab', { name: m.tabs.spending }).waitFor({ timeout: 20_000 });
    expect(await card.getByRole('progressbar').count()).toBe(5);
    await card.getByText(/more categories/).waitFor();
    await card.getByText(m.footer).waitFor();
    await card.getByRole('tab', { name: m.tabs.recurring }).click();
    await card.getByText('Maple Court Apartments').waitFor();
    await card.getByText('Rent and utilities › Rent').waitFor();
    await card.getByRole('tab', { name: m.tabs.subscriptions }).click();
    await card.getByText('StreamFlix').waitFor();
    expect(await card.getByText(m.monthly).count()).toBe(3);
    if (shots) await card.screenshot({ path: `${shots}/financial-insights.png` });

    await card.getByRole('button', { name: m.disconnect }).click();
    const confirm = page.getByRole('dialog', { name: m.disconnect });
    await confirm.getByText(m.disconnectConfirm).waitFor();
    await confirm.getByRole('button', { name: m.disconnect }).click();
    await toastShown(page, m.disconnected);
    await card.getByRole('button', { name: m.connect }).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
  }, 240_000);
});
