import { analysisMessages } from '../../lambdas/contract/analysis.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { bureauNames, creditMessages as m } from '../../lambdas/contract/credit.js';
import { launch, openPage, toastShown } from '../support/browser.js';
import { completeStepsBeforeCreditPull, idToken, moveToStarter } from '../support/credit.js';
import { acceptServiceAgreement, logIn, newClient, payWithTestCard, reachCheckout } from '../support/journeys.js';

const base = () => inject('e2e').url;
const shots = process.env.E2E_SCREENSHOTS;


/** Fills the modal's SSN (the only field: the subject is the verified identity), authorises, and waits for the answer. */
async function authorize(page: Page) {
  const form = page.getByTestId('credit-pull-form');
  await form.getByLabel('Social Security number').fill('123-45-6789');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/credit/pull'), { timeout: 30_000 });
  await form.getByRole('button', { name: m.authorize }).click();
  return (await answered).status();
}

describe('Credit Tools in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a verified client sees who will be pulled, authorises the pull with the SSN only, sees three bureaus, factors, accounts and the history, and resets', async () => {
    const account = await newClient();
    const { page, errors } = await openPage(browser, '/login');
    await logIn(page, account.email, account.password);
    await reachCheckout(page);
    await payWithTestCard(page);
    await completeStepsBeforeCreditPull(account.email, account.password);
    await page.goto(`${base()}/profile`);
    await acceptServiceAgreement(page);
    const step4 = page.getByTestId('step-4');
    await step4.getByText('Current', { exact: true }).waitFor({ timeout: 20_000 });
    await step4.getByRole('button', { name: 'Authorize Credit Pull' }).click();
    const form = page.getByTestId('credit-pull-form');
    await form.getByText(m.softPull).waitFor();
    await form.getByTestId('credit-sandbox-notice').waitFor();
    // The verified identity, read-only; the SSN is the only input (the Frozen and Nohit personas are tried in credit.int.test.ts).
    await form.getByTestId('credit-pull-subject').getByText('Pat Buyer').waitFor();
    expect(await form.getByLabel('First name').count()).toBe(0);
    expect(await form.getByLabel('Social Security number').inputValue()).toBe('');
    expect(await form.getByLabel('Social Security number').getAttribute('type')).toBe('password');

    // A typical file: the onboarding toast and the results.
    expect(await authorize(page)).toBe(201);
    await toastShown(page, m.successOnboarding);
    // Step 5 with its bar, while the first analysis runs (when it has not ended already).
    if (shots) await page.getByTestId('step-5').screenshot({ path: `${shots}/credit-step-5.png` }).catch(() => undefined);
    // Step 5 runs the first analysis by itself (its bar is the server's progress), then the results show.
    await toastShown(page, analysisMessages.generated);
    const carousel = page.getByTestId('score-carousel');
    await carousel.waitFor({ timeout: 20_000 });
    for (const bureau of ['equifax', 'experian', 'transunion'] as const) {
      const slide = carousel.getByTestId(`bureau-${bureau}`);
      await slide.getByRole('heading', { name: bureauNames[bureau] }).waitFor();
      expect(await slide.getByTestId('bureau-model').textContent()).toMatch(/VantageScore|FICO/);
      expect(Number(await slide.getByTestId('bureau-score').textContent())).toBeGreaterThanOrEqual(300);
      await carousel.getByRole('button', { name: 'Next bureau' }).click();
    }
    expect(await page.getByTestId('credit-factor').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('credit-account').count()).toBeGreaterThan(0);
    await page.getByTestId('score-history').locator('svg.recharts-surface').first().waitFor();
    await page.getByTestId('journey-current').waitFor();
    expect(await page.getByTestId('builder-tool').count()).toBe(4);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('score-history').locator('svg.recharts-surface').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (shots) await page.screenshot({ path: `${shots}/credit-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Reset: confirmed, then back to onboarding with step 4 current.
    await page.getByTestId('score-summary').getByRole('button', { name: m.resetButton }).click();
    const dialog = page.getByRole('dialog', { name: m.resetButton });
    await dialog.getByText(m.resetConfirm).waitFor();
    await dialog.getByRole('button', { name: m.resetButton }).click();
    await toastShown(page, m.resetDone);
    await step4.getByText('Current', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('credit-results').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 300_000);

  it('a Starter client sees the Credit Builder Tools locked', async () => {
    const account = await newClient();
    const { page, errors } = await openPage(browser, '/login');
    await logIn(page, account.email, account.password);
    await reachCheckout(page);
    await payWithTestCard(page);
    await moveToStarter(await idToken(account.email, account.password));
    await page.goto(`${base()}/profile`);
    await acceptServiceAgreement(page);
    // Unverified: the SMS screen opens first; the steps, and the tools under them, are one click away.
    await page.getByRole('button', { name: 'Show all steps' }).click();
    const locked = page.getByTestId('credit-builder-locked');
    await locked.waitFor({ timeout: 20_000 });
    expect(await locked.getByRole('button', { name: 'Coming Soon' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  }, 180_000);
});
