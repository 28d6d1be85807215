import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { billingMessages } from '../../lambdas/contract/billing.js';
import { launch, openPage } from '../support/browser.js';
import { acceptServiceAgreement, logIn, newClient, reachCheckout } from '../support/journeys.js';

const base = () => inject('e2e').url;
const shots = process.env.E2E_SCREENSHOTS;

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
    await reachCheckout(page, (name) => (shots ? page.screenshot({ path: `${shots}/${name}.png` }) : Promise.resolve()));
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
    await acceptServiceAgreement(page);
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
