import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { billingMessages } from '../../lambdas/contract/billing.js';
import { launch, openPage } from '../support/browser.js';

const base = () => inject('e2e').url;
const shots = process.env.E2E_SCREENSHOTS;

/** A new, confirmed client (signup with DEMO2025 and the emailed link), so each journey starts unsubscribed. */
async function newClient(): Promise<{ email: string; password: string }> {
  const email = `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'secret12';
  const signup = await fetch(`${base()}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Pat Buyer', email, password, referralCode: 'DEMO2025' }),
  });
  expect(signup.status).toBe(201);
  for (let i = 0; i < 50; i++) {
    const all = (await (await fetch(`${base()}/dev/outbox`)).json()) as { to: string; links: string[] }[];
    const link = all.filter((m) => m.to === email).at(-1)?.links[0];
    if (link) {
      const token = new URL(link).searchParams.get('token');
      const confirmed = await fetch(`${base()}/api/auth/confirm-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
      expect(confirmed.status).toBe(200);
      return { email, password };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation email for ${email}`);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.locator('input[type="password"]').first().fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signed in → /payment-required → Total's button → the agreement, signed → the emulator's checkout page. */
async function reachCheckout(page: Page) {
  await page.waitForURL((u) => u.pathname === '/payment-required', { timeout: 20_000 });
  const total = page.getByTestId('plan-total');
  await total.getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Service Agreement' });
  await dialog.getByText('Consumer Credit File Rights Under State and Federal Law').waitFor();
  const agree = dialog.getByRole('button', { name: 'I Agree & Continue' });
  expect(await agree.isDisabled()).toBe(true);
  if (shots) await page.screenshot({ path: `${shots}/1-agreement.png` });
  await dialog.getByRole('checkbox').check();
  await agree.click();
  await page.waitForURL((u) => u.pathname.startsWith('/checkout/cs_test_'), { timeout: 20_000 });
  await page.getByText('Total Credit Transformation').waitFor();
}

describe('billing in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a client chooses Total, signs the agreement, pays at checkout and reaches the profile with an active plan', async () => {
    const { email, password } = await newClient();
    const { page, errors } = await openPage(browser, '/login');
    await logIn(page, email, password);
    await reachCheckout(page);
    if (shots) await page.screenshot({ path: `${shots}/2-checkout.png` });

    // The declining test card first: a clear error, still on the checkout page.
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay \$649\.00/ }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/3-declined.png` });

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$649\.00/ }).click();
    await page.waitForURL((u) => u.pathname === '/payment-success', { timeout: 20_000 });
    await page.getByText(billingMessages.paymentSuccessMessage).first().waitFor();
    await page.getByText(billingMessages.paymentSuccessTitle).first().waitFor();
    if (shots) await page.screenshot({ path: `${shots}/4-success.png` });

    await page.getByRole('link', { name: 'Go to My Profile' }).click();
    await page.waitForURL((u) => u.pathname === '/profile', { timeout: 20_000 });
    const card = page.getByTestId('subscription-card');
    await card.getByText('Total Credit Transformation').waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText('Dedicated Credit Advisor').waitFor();
    await card.getByRole('button', { name: 'Cancel and refund' }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/5-profile.png`, fullPage: true });

    // Paid: /payment-required now sends the client on to the profile.
    await page.goto(`${base()}/payment-required`);
    await page.waitForURL((u) => u.pathname === '/profile', { timeout: 20_000 });

    // Manage Subscription opens the (emulated) Stripe Billing Portal.
    await page.getByTestId('subscription-card').getByRole('button', { name: 'Manage Subscription' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/portal/bps_'), { timeout: 20_000 });
    await page.getByText('Manage your billing').waitFor();
    await page.getByText('$649.00').first().waitFor();
    if (shots) await page.screenshot({ path: `${shots}/6-portal.png` });
    await page.getByRole('link', { name: /^Return to/ }).click();
    await page.waitForURL((u) => u.pathname === '/profile', { timeout: 20_000 });

    // CROA: cancel within 3 business days, refunded in full, in one confirmed click.
    await page.getByTestId('subscription-card').getByRole('button', { name: 'Cancel and refund' }).click();
    await page.getByRole('dialog', { name: 'Cancel your plan' }).getByRole('button', { name: 'Cancel and refund' }).click();
    await page.getByText(billingMessages.canceledRefunded('$649.00')).waitFor();
    // No plan, no profile: the guard sends the client back to the plans.
    await page.waitForURL((u) => u.pathname === '/payment-required', { timeout: 20_000 });
    if (shots) await page.screenshot({ path: `${shots}/7-refunded.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  it('cancelling at checkout returns to /payment-canceled with its warning and the ways back', async () => {
    const { email, password } = await newClient();
    const { page, errors } = await openPage(browser, '/login');
    await logIn(page, email, password);
    await reachCheckout(page);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL((u) => u.pathname === '/payment-canceled', { timeout: 20_000 });
    await page.getByText(billingMessages.paymentCanceledMessage).first().waitFor();
    await page.getByRole('region', { name: 'Notifications (F8)' }).getByText(billingMessages.paymentCanceledTitle).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/8-canceled.png` });
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    await page.getByRole('link', { name: 'Choose a Plan' }).click();
    await page.waitForURL((u) => u.pathname === '/payment-required');
    await page.getByTestId('plan-total').waitFor();
    expect(errors).toEqual([]);
  });
});
