import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { secureMessageMessages as m } from '../../lambdas/contract/secure-messages.js';
import { openPage, seriousViolations } from '../support/axe.js';
import { launch } from '../support/browser.js';
import { callApi, idToken, SAMPLE_PDF, uploadDocumentViaApi } from '../support/credit.js';
import { acceptServiceAgreement, adminToken, employeeOnAdmin, logIn, newClient, payWithTestCard, reachCheckout } from '../support/journeys.js';

const base = () => inject('e2e').url;
const shots = process.env.E2E_SCREENSHOTS;

describe('the dedicated advisor in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a Total client gets the available advisor at purchase, messages them, the advisor answers from /admin, and the client sees the answer without reloading', async () => {
    // An employee, marked available for new Total clients by an admin.
    const { page: staff, errors: staffErrors, email: employeeEmail } = await employeeOnAdmin(browser);
    const admin = await adminToken();
    const team = (await callApi(admin, 'GET', '/api/admin/team')).body as { items: { id: string; email: string }[] };
    const employeeId = team.items.find((member) => member.email === employeeEmail)!.id;
    for (const member of ((await callApi(admin, 'GET', '/api/admin/advisors')).body as { items: { userId: string; available: boolean }[] }).items) {
      if (member.available && member.userId !== employeeId) expect((await callApi(admin, 'PUT', `/api/admin/advisors/${member.userId}/availability`, { available: false })).status).toBe(200);
    }
    expect((await callApi(admin, 'PUT', `/api/admin/advisors/${employeeId}/availability`, { available: true })).status).toBe(200);

    // The client buys Total (reachCheckout picks it); the purchase's webhook assigns the advisor.
    const account = await newClient();
    const { page, errors } = await openPage(browser, '/login');
    await logIn(page, account.email, account.password);
    await reachCheckout(page);
    await payWithTestCard(page);
    const token = await idToken(account.email, account.password);
    await expect.poll(async () => ((await callApi(token, 'GET', '/api/messages')).body as { advisor: { userId: string } | null } | null)?.advisor?.userId, { timeout: 30_000 }).toBe(employeeId);

    await page.goto(`${base()}/profile`);
    await acceptServiceAgreement(page);
    const panel = page.getByRole('region', { name: m.panelTitle });
    await panel.getByTestId('advisor-name').waitFor({ timeout: 20_000 });
    await panel.getByLabel(m.placeholder).fill('Hello, when will my letters go out?');
    await panel.getByRole('button', { name: m.send }).click();
    await panel.getByText('Hello, when will my letters go out?').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/advisor-messages.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The advisor opens the Inbox, the client's thread beside their one page, and answers.
    await staff.getByRole('tab', { name: m.inboxTab }).click();
    await staff.getByRole('table', { name: m.inboxTitle }).getByRole('button', { name: 'Pat Buyer' }).click({ timeout: 30_000 });
    await staff.getByText('Hello, when will my letters go out?').waitFor();
    await staff.getByLabel(m.replyPlaceholder).fill('They go out on Monday.');
    await staff.getByRole('button', { name: m.reply }).click();
    await staff.getByText('They go out on Monday.').first().waitFor();
    if (shots) await staff.screenshot({ path: `${shots}/advisor-inbox.png`, fullPage: true });
    expect(staffErrors).toEqual([]);

    // No reload: the panel asks again while it is open.
    await panel.getByText('They go out on Monday.').waitFor({ timeout: 40_000 });

    // The client sends a document they uploaded, and opens it from the thread: a 5-minute link to their own file.
    const lease = await uploadDocumentViaApi(token, 'address', 'lease.pdf');
    expect((await callApi(token, 'POST', '/api/messages', { text: 'Here is my lease.', attachments: [lease.id] })).status).toBe(201);
    const attachment = panel.getByRole('button', { name: m.openAttachment('lease.pdf') });
    await attachment.waitFor({ timeout: 40_000 });
    if (shots) await panel.screenshot({ path: `${shots}/advisor-messages-attachment.png` });
    const linkAnswer = page.waitForResponse((r) => r.url().endsWith(`/api/documents/${lease.id}/link`) && r.request().method() === 'POST');
    const popup = page.waitForEvent('popup');
    await attachment.click();
    const answered = await linkAnswer;
    expect(answered.status()).toBe(200);
    const { url } = (await answered.json()) as { url: string };
    expect(url).toContain('X-Amz-Expires=300');
    expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(SAMPLE_PDF);
    await (await popup).close();
    expect(errors).toEqual([]);

    // axe on the Inbox with a thread open beside the client's page (an admin, who sees every thread).
    const { page: adminPage, errors: adminErrors } = await openPage(browser, '/login');
    await logIn(adminPage, 'admin@demo.local', 'Demo12345!');
    await adminPage.waitForURL((u) => u.pathname === '/admin', { timeout: 20_000 });
    await adminPage.getByRole('tab', { name: m.inboxTab }).click();
    await adminPage.getByRole('table', { name: m.inboxTitle }).getByRole('button', { name: 'Pat Buyer' }).first().click({ timeout: 30_000 });
    await adminPage.getByText('They go out on Monday.').first().waitFor();
    expect(await seriousViolations(adminPage)).toEqual([]);
    expect(adminErrors).toEqual([]);
  }, 300_000);
});
