import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { identityMessages } from '../../lambdas/contract/identity.js';
import { documentMessages } from '../../lambdas/contract/documents.js';
import { notificationMessages } from '../../lambdas/contract/notifications.js';
import { profileMessages } from '../../lambdas/contract/profile.js';
import { verificationMessages } from '../../lambdas/contract/verification.js';
import { launch, openPage, toastShown } from '../support/browser.js';
import { acceptServiceAgreement, employeeOnAdmin, logIn, newClient, payWithTestCard, reachCheckout } from '../support/journeys.js';

const base = () => inject('e2e').url;
const shots = process.env.E2E_SCREENSHOTS;

/** The newest text message to `e164` in the local outbox (SNS Publish's stand-in): its 6-digit code. */
async function smsCodeFor(e164: string, after: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const all = (await (await fetch(`${base()}/dev/outbox`)).json()) as { channel?: string; to: string; body: string }[];
    const sms = all.slice(after).filter((m) => m.to === e164).at(-1);
    const code = sms?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS to ${e164}`);
}
/** A PDF of a few MB, so the upload lasts long enough (throttled below) for its progress to be seen. */
const samplePdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.alloc(3 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);

const outboxLength = async () => ((await (await fetch(`${base()}/dev/outbox`)).json()) as unknown[]).length;


/** Picks `option` in the Mantine Select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByTestId('personal-info').getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the dashboard in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a paying client verifies by SMS, saves the profile after fixing it, uploads a document an employee verifies, and sees 3 of 5 steps and the bell\'s notification', async () => {
    const account = await newClient();
    const { page, errors } = await openPage(browser, '/login');
    await logIn(page, account.email, account.password);
    await reachCheckout(page);
    await payWithTestCard(page);
    await page.goto(`${base()}/profile`);
    await acceptServiceAgreement(page);
    await page.getByRole('heading', { name: 'Welcome back, Pat Buyer!' }).waitFor();
    expect(await page.getByTestId('avatar-initial').textContent()).toBe('P');
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // Step 1: the Phone Verification screen opens by itself; the code comes from the outbox.
    const sms = page.getByTestId('sms-verification');
    await sms.getByRole('heading', { name: 'Phone Verification' }).waitFor();
    await sms.getByRole('button', { name: 'Send Code' }).click();
    await toastShown(page, verificationMessages.missingInformation);
    const line = String(1000 + Math.floor(Math.random() * 8999));
    await sms.getByLabel('Phone number').fill(`(415) 555-${line}`);
    await sms.getByLabel('Date of birth').fill('1990-05-01');
    const before = await outboxLength();
    await sms.getByRole('button', { name: 'Send Code' }).click();
    const codeInput = sms.getByLabel('Verification code');
    await codeInput.waitFor();
    const code = await smsCodeFor(`+1415555${line}`, before);
    const verify = sms.getByRole('button', { name: 'Verify' });
    // A wrong code first: refused, and the box is emptied.
    await codeInput.fill(code === '000000' ? '111111' : '000000');
    await verify.click();
    await toastShown(page, verificationMessages.verifyFailedTitle);
    await expect.poll(() => codeInput.inputValue()).toBe('');
    expect(await verify.isDisabled()).toBe(true);
    await codeInput.fill(code);
    await verify.click();
    await toastShown(page, verificationMessages.verified);
    const onboarding = page.getByTestId('onboarding');
    await onboarding.getByText('1 of 5 steps').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/dashboard-1-verified.png`, fullPage: true });

    // Step 2: the personal information, wrong then right.
    await page.getByTestId('step-2').getByRole('button', { name: 'Complete Profile' }).click();
    const form = page.getByTestId('personal-info');
    await form.getByLabel('Full name').fill('P');
    await form.getByLabel('ZIP code').fill('123');
    await form.getByRole('button', { name: profileMessages.save }).click();
    await form.getByText(profileMessages.nameRequired, { exact: true }).waitFor();
    await form.getByText(profileMessages.zipRequired, { exact: true }).waitFor();
    await form.getByText(profileMessages.identityIqPasswordRequired, { exact: true }).waitFor();
    await form.getByLabel('Full name').fill('Pat Buyer');
    await form.getByLabel('Phone number').fill(`415555${line}`);
    await choose(page, 'Month', '05');
    await choose(page, 'Day', '01');
    await choose(page, 'Year', '1990');
    await form.getByLabel('Street address').fill('1 Market St');
    await form.getByLabel('City').fill('San Francisco');
    await form.getByLabel('State').fill('CA');
    await form.getByLabel('ZIP code').fill('94105');
    await form.getByLabel('IdentityIQ username').fill('pat.iq');
    await form.getByLabel('IdentityIQ password').fill('iq-secret-1');
    await form.getByLabel('Annual income (USD)').fill('55,000');
    await choose(page, 'Employment status', 'Employed full-time');
    await form.getByRole('button', { name: profileMessages.save }).click();
    await form.getByRole('button', { name: profileMessages.update }).waitFor({ timeout: 20_000 });
    // The saved password is never sent back: the field is blank and says one is saved.
    expect(await form.getByLabel('IdentityIQ password').inputValue()).toBe('');

    await page.getByRole('tab', { name: 'Credit Tools' }).click();
    await onboarding.getByText('2 of 5 steps').waitFor();
    expect(await onboarding.getByTestId('step-3').getByText('Current', { exact: true }).count()).toBe(1);
    await page.getByRole('tab', { name: 'Application' }).click();
    await page.getByTestId('application-status').waitFor();

    // The bell: no notifications yet, and its menu says so.
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await page.getByText('No notifications yet').waitFor();
    await page.keyboard.press('Escape');

    // Step 3: a document, uploaded straight to storage with real progress (about 1 MB/s up, so the bar is seen).
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByRole('heading', { name: 'Government-issued ID' }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Government-issued ID' }).click();
    await (await chooser).setFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    const bar = page.getByRole('progressbar', { name: 'Uploading passport.pdf' });
    await bar.waitFor();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Clear List' }).isDisabled()).toBe(true);
    await page.getByText(documentMessages.uploaded('passport.pdf')).waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.getByRole('row', { name: /passport\.pdf/ }).getByText('Pending review').waitFor();

    // An employee (invited, enrolled at first sign-in) sees only the Documents queue and the Disputes desk, opens the file and verifies it.
    const { page: staff, errors: staffErrors } = await employeeOnAdmin(browser);
    await staff.getByRole('tab', { name: 'Documents' }).waitFor();
    expect(await staff.getByRole('tab').allTextContents()).toEqual(['Documents', 'Disputes', 'Inbox']);
    const queued = staff.getByRole('row', { name: /passport\.pdf/ });
    await queued.waitFor();
    const linkAnswer = staff.waitForResponse((r) => r.url().endsWith('/link') && r.request().method() === 'POST');
    const popup = staff.waitForEvent('popup');
    await queued.getByRole('button', { name: 'Open passport.pdf' }).click();
    const { url } = (await (await linkAnswer).json()) as { url: string };
    // The link the new tab was sent to: presigned for 5 minutes, and it serves the file the client sent.
    expect(url).toContain('X-Amz-Expires=300');
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBe(samplePdf().length);
    await (await popup).close();
    await queued.getByRole('button', { name: 'Review passport.pdf' }).click();
    const review = staff.getByRole('dialog', { name: 'Review document' });
    // An ID is verified with the reviewer's confirmation that its name and date of birth are the profile's.
    await review.getByLabel(identityMessages.reviewIdentityConfirmLabel).check();
    await review.getByRole('button', { name: 'Verify' }).click();
    await staff.getByText(documentMessages.verifiedToast('passport.pdf')).waitFor();
    await queued.waitFor({ state: 'detached' });
    expect(staffErrors).toEqual([]);
    await staff.context().close();

    // The client: the document is verified, 3 of 5 steps, and the bell has the news (read once opened).
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByRole('tab', { name: 'Documents' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('row', { name: /passport\.pdf/ }).getByText('Verified').waitFor();
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    await page.getByText(notificationMessages.documentVerifiedTitle).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('tab', { name: 'Credit Tools' }).click();
      await onboarding.getByText('3 of 5 steps').waitFor();
      if (shots) await page.screenshot({ path: `${shots}/dashboard-${width}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
  }, 300_000);
});
