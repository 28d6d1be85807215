import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditDialog, auditScreen, base, DEMO_PASSWORD, heading, JOURNEY_MS, openPage, seriousViolations, toastGone, TRANSITION_MS, WIDTHS } from '../support/axe.js';
import { launch } from '../support/browser.js';
import { bankMessages, sandboxPublicToken } from '../../lambdas/contract/bank.js';
import { analysisMessages } from '../../lambdas/contract/analysis.js';
import { disputeMessages } from '../../lambdas/contract/disputes.js';
import { identityMessages } from '../../lambdas/contract/identity.js';
import { goalMessages } from '../../lambdas/contract/goals.js';
import { documentMessages } from '../../lambdas/contract/documents.js';
import { afterCancellationWindow, callApi, completeStepsBeforeCreditPull, idToken, pullCreditViaApi } from '../support/credit.js';
import { logIn, newClient, payWithTestCard, reachCheckout } from '../support/journeys.js';

/** axe-core on the client's screens and dialogs (accessibility.e2e.ts has the others), at 1280 and 375 px. */
describe("accessibility of the client's screens (axe-core, 1280 and 375 px)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a client: payment required, the service agreement, payment success, the profile (its agreement, tabs and settings) and its dialogs', async () => {
    const account = await newClient();
    const { page, errors } = await openPage(browser, '/login');
    await logIn(page, account.email, account.password);
    await page.waitForURL((u) => u.pathname === '/payment-required', { timeout: 20_000 });
    await auditScreen(page, '/payment-required', () => page.getByTestId('plan-total').waitFor());
    await auditDialog(
      page,
      'Service Agreement',
      () => page.getByTestId('plan-total').getByRole('button', { name: 'Get Started' }).click(),
      page.getByRole('dialog', { name: 'Service Agreement' }),
    );

    await reachCheckout(page);
    await payWithTestCard(page);
    await auditScreen(page, '/payment-success', async () => (await page.getByRole('heading').first().waitFor(), await toastGone(page)));
    await page.goto(`${base()}/profile`, { waitUntil: 'networkidle' });
    // The dashboard's Service Agreement modal greets a new client (it cannot be closed without accepting).
    const agreement = page.getByRole('dialog', { name: 'Service Agreement' });
    await auditScreen(page, '/profile Service Agreement dialog', () => agreement.getByTestId('agreement-text').waitFor());
    await agreement.getByRole('checkbox').check();
    await agreement.getByRole('button', { name: 'I Agree & Continue' }).click();
    await agreement.waitFor({ state: 'hidden' });
    // Credit Tools opens the Phone Verification screen by itself for an unverified client.
    await auditScreen(page, '/profile', async () => (await heading(page, 'Account Settings')(), await heading(page, 'Phone Verification')()));
    for (const [tab, ready] of [
      ['Personal Info', () => page.getByRole('button', { name: 'Save Profile' }).waitFor()],
      ['Documents', () => page.getByRole('tabpanel').waitFor()],
      ['Offers', () => page.getByTestId('offers-tab').waitFor()],
      ['Disputes', () => page.getByTestId('disputes-tab').waitFor()],
      ['Application', () => page.getByTestId('application-status').waitFor()],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await auditScreen(page, `/profile ${tab}`, ready);
    }
    const token = await idToken(account.email, account.password);
    const filed = await callApi(token, 'POST', '/api/disputes', { accountName: 'CAPITAL ONE', reason: 'Other', description: 'Not mine.', amountCents: 1000, bureaus: ['experian'] });
    expect(filed.status).toBe(201);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: 'Disputes' }).click();
    await auditScreen(page, '/profile Disputes with a dispute', () => page.getByTestId('dispute-row').waitFor());
    await auditDialog(page, 'File New Dispute', () => page.getByRole('button', { name: 'File New Dispute' }).click(), page.getByRole('dialog', { name: 'File New Dispute' }));
    await auditDialog(page, 'Dispute details', () => page.getByTestId('dispute-row').getByRole('button', { name: /View/ }).click(), page.getByRole('dialog', { name: 'Dispute details' }));
    await auditDialog(
      page,
      'Settings',
      async () => (await page.getByRole('button', { name: 'Account menu' }).click(), await page.getByRole('menuitem', { name: 'Settings' }).click()),
      page.getByRole('dialog', { name: 'Settings' }),
    );
    for (const name of ['Change Password', 'Notification Preferences', 'Privacy Settings', 'Connected Accounts', 'Delete Account']) {
      await auditDialog(page, name, () => page.getByRole('button', { name, exact: true }).first().click(), page.getByRole('dialog', { name }));
    }
    await page.setViewportSize(WIDTHS[1]!);
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    await page.waitForTimeout(TRANSITION_MS);
    expect(await seriousViolations(page), 'signed-in mobile menu at 375 px').toEqual([]);
    expect(errors).toEqual([]);
    // The client's journey also audits the dashboard's agreement, tabs and Settings dialog: twice as many screens.
  }, 2 * JOURNEY_MS);

  it("a client with a credit report and a connected bank: the Credit Tools results (the projection's ranges), Financial Insights, a mailed dispute's clock, the identity change request, and their dialogs", async () => {
    const account = await newClient();
    const { page, errors } = await openPage(browser, '/login');
    await logIn(page, account.email, account.password);
    await reachCheckout(page);
    await payWithTestCard(page);
    const token = await completeStepsBeforeCreditPull(account.email, account.password);
    // Letters can be mailed at once (the right to cancel is over), so the dispute below has a running clock.
    await afterCancellationWindow(token);
    expect((await pullCreditViaApi(token)).status).toBe(201);
    const { linkToken } = (await callApi(token, 'POST', '/api/bank/link-token', {})).body as { linkToken: string };
    expect((await callApi(token, 'POST', '/api/bank/connect', { publicToken: sandboxPublicToken(linkToken) })).status).toBe(201);
    await page.goto(`${base()}/profile`, { waitUntil: 'networkidle' });
    const agreement = page.getByRole('dialog', { name: 'Service Agreement' });
    await agreement.getByRole('checkbox').check();
    await agreement.getByRole('button', { name: 'I Agree & Continue' }).click();
    await agreement.waitFor({ state: 'hidden' });
    // The bell with an unread count (the verified document's notification): its name says the count too.
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await auditScreen(page, '/profile Credit Tools results', () => page.getByTestId('score-history').locator('svg.recharts-surface').first().waitFor());
    // The recommendation panel (step 5 ran the first analysis by itself), with a plan item open: evidence, answers, dispute.
    const panel = page.getByTestId('recommendation');
    await panel.getByTestId('analysis-summary').waitFor({ timeout: 30_000 });
    await panel.getByTestId('action-plan').getByRole('button').first().click();
    await auditScreen(page, '/profile recommendations, a plan item open', async () => {
      await panel.getByRole('table', { name: new RegExp(analysisMessages.evidenceTitle) }).first().waitFor();
      // The projection box with a range per bureau the plan disputes with.
      await panel.getByTestId('projection').getByRole('listitem').first().waitFor();
    });
    // A goal chosen (the plan then carries its steps) and the old-debts explainer open.
    await panel.getByLabel(goalMessages.selectorLabel).selectOption('mortgage');
    await panel.getByText(goalMessages.steps.mortgage.rapidRescore.title).waitFor();
    await toastGone(page);
    await panel.getByRole('button', { name: goalMessages.explainer.title }).click();
    await auditScreen(page, '/profile recommendations, a goal chosen and the old-debts explainer open', () => panel.getByText(goalMessages.explainer.note).waitFor());
    await auditDialog(
      page,
      'File New Dispute from a finding',
      () => panel.getByRole('button', { name: analysisMessages.disputeThis }).first().click(),
      page.getByRole('dialog', { name: 'File New Dispute' }),
    );
    await auditDialog(
      page,
      'Authorize Credit Pull',
      () => page.getByRole('button', { name: 'Update Credit Report' }).click(),
      page.getByRole('dialog', { name: 'Authorize Credit Pull' }),
    );
    // The credit overview above the tabs, on a tab other than Credit Tools; and asking before a stored document is deleted.
    await page.getByRole('tab', { name: 'Documents' }).click();
    await auditScreen(page, '/profile credit overview on Documents', () => page.getByTestId('credit-overview').getByTestId('overview-score').first().waitFor());
    await auditDialog(
      page,
      documentMessages.deleteTitle,
      () => page.getByRole('row', { name: /Verified/ }).first().getByRole('button', { name: /^Delete / }).click(),
      page.getByRole('dialog', { name: documentMessages.deleteTitle }),
    );
    await page.getByRole('tab', { name: 'Credit Tools' }).click();
    const insights = page.getByTestId('financial-insights');
    for (const tab of [bankMessages.tabs.recurring, bankMessages.tabs.subscriptions]) {
      await insights.getByRole('tab', { name: tab }).click();
      await auditScreen(page, `/profile Financial Insights ${tab}`, () => insights.getByRole('tabpanel').waitFor());
    }
    await auditDialog(
      page,
      bankMessages.disconnect,
      () => insights.getByRole('button', { name: bankMessages.disconnect }).click(),
      page.getByRole('dialog', { name: bankMessages.disconnect }),
    );

    // A dispute staff mailed, its receipt recorded: the details show the bureau's clock (receipt, deadline, results due).
    const filed = await callApi(token, 'POST', '/api/disputes', { accountName: 'CAPITAL ONE', reason: 'Other', description: 'Not mine.', amountCents: null, bureaus: ['experian', 'transunion'] });
    expect(filed.status).toBe(201);
    const disputeId = (filed.body as { dispute: { id: string } }).dispute.id;
    const { sub: userId } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
    const admin = await idToken('admin@demo.local', DEMO_PASSWORD);
    const today = new Date().toISOString().slice(0, 10);
    expect((await callApi(admin, 'POST', `/api/admin/disputes/${userId}/${disputeId}/sent`, { bureaus: ['experian', 'transunion'], sentAt: today })).status).toBeLessThan(300);
    expect((await callApi(admin, 'POST', `/api/admin/disputes/${userId}/${disputeId}/receipt`, { bureau: 'experian', receivedAt: today, trackingNumber: '9400111899223344556677' })).status).toBeLessThan(300);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: 'Disputes' }).click();
    await auditDialog(
      page,
      'Dispute details with the clock dates',
      () => page.getByTestId('dispute-row').getByRole('button', { name: /View/ }).click(),
      page.getByTestId('dispute-details').getByText(new RegExp(`^${disputeMessages.received('')}`)).first(),
    );

    // The identity is locked after the pull: Personal Info offers a change request, sent to staff review.
    await page.getByRole('tab', { name: 'Personal Info' }).click();
    await auditDialog(
      page,
      'identity change request',
      () => page.getByTestId('identity-locked').getByRole('button', { name: 'Request a change' }).click(),
      page.getByRole('dialog', { name: identityMessages.changeTitle }),
    );
    expect(errors).toEqual([]);
  }, JOURNEY_MS);
});
