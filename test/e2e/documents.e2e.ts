import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { documentMessages } from '../../lambdas/contract/documents.js';
import { DEMO_ADMIN_TOTP_SECRET } from '../../lib/local/seed.js';
import { totpFor } from '../../lib/local/totp-store.js';
import { launch, openPage } from '../support/browser.js';
import { viewerHeaders } from '../support/client-address.js';
import { logIn, newClient, payWithTestCard, reachCheckout } from '../support/journeys.js';

const base = () => inject('e2e').url;

/** A PDF of a few MB, so the upload lasts long enough (throttled below) for its progress to be seen. */
const samplePdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.alloc(3 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);

/** The admin's id token, through the local Cognito endpoint (password, then the authenticator code). */
async function adminToken(): Promise<string> {
  const cognito = async (operation: string, input: unknown) =>
    (await (
      await fetch(`${base()}/cognito`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
        body: JSON.stringify(input),
      })
    ).json()) as Record<string, unknown>;
  const { userPoolClientId: ClientId } = (await (await fetch(`${base()}/config.json`)).json()) as { userPoolClientId: string };
  const first = await cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId, AuthParameters: { USERNAME: 'admin@demo.local', PASSWORD: 'Demo12345!' } });
  const done = await cognito('RespondToAuthChallenge', {
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    ClientId,
    Session: first.Session,
    ChallengeResponses: { USERNAME: 'admin@demo.local', SOFTWARE_TOKEN_MFA_CODE: totpFor(DEMO_ADMIN_TOTP_SECRET).generate() },
  });
  return (done.AuthenticationResult as { IdToken: string }).IdToken;
}

async function mailTo(email: string): Promise<{ body: string; links: string[] }> {
  for (let i = 0; i < 50; i++) {
    const all = (await (await fetch(`${base()}/dev/outbox`)).json()) as { to: string; body: string; links: string[] }[];
    const message = all.filter((m) => m.to === email).at(-1);
    if (message) return message;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no email reached ${email}`);
}

/** An employee, invited by the admin (the API the Team tab calls), who sets a password and enrols an authenticator at first sign-in. */
async function employeeOnAdmin(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const email = `employee-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const invited = await fetch(`${base()}/api/admin/team`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}`, ...viewerHeaders() },
    body: JSON.stringify({ name: 'Erin Employee', email, role: 'employee' }),
  });
  expect(invited.status).toBe(201);
  const invitation = await mailTo(email);
  const { page, errors } = await openPage(browser, '/');
  await page.goto(invitation.links[0]!);
  await page.getByLabel('Code').fill(/Your code is (\d{6})/.exec(invitation.body)![1]!);
  await page.getByLabel('New password').fill('employee1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.waitForURL((u) => u.pathname === '/login');
  await logIn(page, email, 'employee1');
  await page.getByRole('heading', { name: 'Set up your authenticator' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Authentication code').fill(totpFor(secret).generate());
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((u) => u.pathname === '/admin', { timeout: 20_000 });
  return { page, errors };
}

describe('documents in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a paying client uploads a PDF with progress, an employee opens and verifies it, and the client sees it verified', async () => {
    const account = await newClient();
    const { page: client, errors: clientErrors } = await openPage(browser, '/login');
    await logIn(client, account.email, account.password);
    await reachCheckout(client);
    await payWithTestCard(client);
    await client.goto(`${base()}/profile`);
    await client.getByRole('heading', { name: 'Government-issued ID' }).waitFor();

    // About 1 MB/s up, so the progress bar is on screen for a few seconds.
    const cdp = await client.context().newCDPSession(client);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    const chooser = client.waitForEvent('filechooser');
    await client.getByRole('button', { name: 'Upload Government-issued ID' }).click();
    await (await chooser).setFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    const bar = client.getByRole('progressbar', { name: 'Uploading passport.pdf' });
    await bar.waitFor();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await client.getByRole('button', { name: 'Clear List' }).isDisabled()).toBe(true);
    await client.getByText(documentMessages.uploaded('passport.pdf')).waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const row = client.getByRole('row', { name: /passport\.pdf/ });
    await row.getByText('Pending review').waitFor();

    const { page: staff, errors: staffErrors } = await employeeOnAdmin(browser);
    // An employee sees the Documents queue only.
    expect(await staff.getByRole('tab').allTextContents()).toEqual(['Documents']);
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
    const dialog = staff.getByRole('dialog', { name: 'Review document' });
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await staff.getByText(documentMessages.verifiedToast('passport.pdf')).waitFor();
    await queued.waitFor({ state: 'detached' });

    await client.reload();
    await client.getByRole('row', { name: /passport\.pdf/ }).getByText('Verified').waitFor();
    expect(clientErrors).toEqual([]);
    expect(staffErrors).toEqual([]);
  }, 180_000);
});
