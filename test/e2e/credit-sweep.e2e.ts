import type { Browser } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { identityTheftMessages as m } from '../../lambdas/contract/identity-theft.js';
import { openPage, seriousViolations } from '../support/axe.js';
import { downloaded, launch } from '../support/browser.js';
import { afterCancellationWindow, completeStepsBeforeCreditPull, pullCreditViaApi } from '../support/credit.js';
import { employeeOnAdmin, logIn, newClient, payWithTestCard, reachCheckout } from '../support/journeys.js';

const base = () => inject('e2e').url;
const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << >> endobj\n%%EOF\n', 'latin1');

describe('The credit sweep in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a Total client affirms, uploads their FTC report and marks an item; staff approve; the client downloads the §605B block request', async () => {
    const account = await newClient();
    const { page, errors } = await openPage(browser, '/login');
    await logIn(page, account.email, account.password);
    await reachCheckout(page);
    await payWithTestCard(page);
    const token = await completeStepsBeforeCreditPull(account.email, account.password);
    await afterCancellationWindow(token);
    expect((await pullCreditViaApi(token)).status).toBe(201);

    await page.goto(`${base()}/credit-sweep`);
    await page.getByTestId('sweep-affirm').waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(m.affirmCheckbox).check();
    await page.getByRole('button', { name: m.affirmButton }).click();

    const items = page.getByTestId('sweep-items');
    await items.waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await items.getByRole('checkbox').first().check();
    await page.locator('input[type=file]').setInputFiles({ name: 'ftc-report.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Upload report' }).click();
    await page.getByText('Uploaded: ftc-report.pdf').waitFor({ timeout: 30_000 });
    const submit = page.getByRole('button', { name: m.submit });
    await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true);
    await submit.click();
    await page.getByText(m.inReview).waitFor({ timeout: 20_000 });

    const { page: staff, errors: staffErrors } = await employeeOnAdmin(browser);
    const desk = staff.getByTestId('identity-theft-reviews');
    await desk.waitFor({ timeout: 20_000 });
    await desk.getByRole('button', { name: /Approve the credit sweep of/ }).last().click();
    await desk.getByText('No identity-theft reports are waiting.').or(desk.getByRole('button', { name: /Approve the credit sweep of/ }).first()).first().waitFor();

    await page.reload();
    const letters = page.getByTestId('sweep-letters');
    await letters.waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await letters.getByLabel('Your signature').fill('Pat Buyer');
    const button = letters.getByRole('button', { name: /Download the block request to/ }).first();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), button.click()]);
    const pdf = await downloaded(download);
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('section 605B');
    expect(flat).toContain('Copy of my FTC Identity Theft Report (ftc-report.pdf)');
    expect(flat).not.toContain('Social Security number');
    expect([...errors, ...staffErrors]).toEqual([]);
  }, 300_000);
});
