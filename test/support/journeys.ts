import type { Browser, Page } from 'playwright-core';
import { openPage } from './browser.js';
import { expect, inject } from 'vitest';
import { DEMO_ADMIN_TOTP_SECRET } from '../../lib/local/seed.js';
import { totpFor } from '../../lib/local/totp-store.js';
import { viewerHeaders } from './client-address.js';

const base = () => inject('e2e').url;

/** A new, confirmed client (signup with DEMO2025 and the emailed link), so each journey starts unsubscribed. */
export async function newClient(password = 'secret12'): Promise<{ email: string; password: string }> {
  const email = `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const signup = await fetch(`${base()}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...viewerHeaders() },
    body: JSON.stringify({ name: 'Pat Buyer', email, password, referralCode: 'DEMO2025' }),
  });
  expect(signup.status).toBe(201);
  for (let i = 0; i < 50; i++) {
    const all = (await (await fetch(`${base()}/dev/outbox`)).json()) as { to: string; links: string[] }[];
    const link = all.filter((m) => m.to === email).at(-1)?.links[0];
    if (link) {
      const token = new URL(link).searchParams.get('token');
      const confirmed = await fetch(`${base()}/api/auth/confirm-email`, { method: 'POST', headers: { 'content-type': 'application/json', ...viewerHeaders() }, body: JSON.stringify({ token }) });
      expect(confirmed.status).toBe(200);
      return { email, password };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation email for ${email}`);
}

/** The authenticator secret of the accounts that have one: the seeded admin (staff sign in with a code). */
const totpSecrets: Record<string, string> = { 'admin@demo.local': DEMO_ADMIN_TOTP_SECRET };

/** Makes `email`'s sign-ins in these journeys answer the code step with codes from `secret`. */
export const rememberTotpSecret = (email: string, secret: string) => {
  totpSecrets[email] = secret;
};

/** Fills the login form and signs in; an account with an authenticator also gives its current code. */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.locator('input[type="password"]').first().fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const secret = totpSecrets[email];
  if (!secret) return;
  await page.getByLabel('Authentication code').fill(totpFor(secret).generate());
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Signed in → /payment-required → Total's button → the agreement, signed → the emulator's checkout page. */
export async function reachCheckout(page: Page, screenshot?: (name: string) => Promise<unknown>) {
  await page.waitForURL((u) => u.pathname === '/payment-required', { timeout: 20_000 });
  const total = page.getByTestId('plan-total');
  await total.getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Service Agreement' });
  await dialog.getByText('Consumer Credit File Rights Under State and Federal Law').waitFor();
  const agree = dialog.getByRole('button', { name: 'I Agree & Continue' });
  expect(await agree.isDisabled()).toBe(true);
  await screenshot?.('1-agreement');
  await dialog.getByRole('checkbox').check();
  await agree.click();
  await page.waitForURL((u) => u.pathname.startsWith('/checkout/cs_test_'), { timeout: 20_000 });
  await page.getByText('Total Credit Transformation').waitFor();
}

/** From the emulator's checkout page: pays with the test card that succeeds, and lands on /payment-success. */
export async function payWithTestCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL((u) => u.pathname === '/payment-success', { timeout: 20_000 });
}

/** /profile's Service Agreement modal, shown once per browser until accepted: tick the box and accept. */
export async function acceptServiceAgreement(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Service Agreement' });
  await dialog.getByTestId('agreement-signed-at').waitFor({ timeout: 20_000 });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'I Agree & Continue' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The admin's id token, through the local Cognito endpoint (password, then the authenticator code). */
export async function adminToken(): Promise<string> {
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

export async function mailTo(email: string): Promise<{ body: string; links: string[] }> {
  for (let i = 0; i < 50; i++) {
    const all = (await (await fetch(`${base()}/dev/outbox`)).json()) as { to: string; body: string; links: string[] }[];
    const message = all.filter((m) => m.to === email).at(-1);
    if (message) return message;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no email reached ${email}`);
}

/** An employee, invited by the admin (the API the Team tab calls), who sets a password and enrols an authenticator at first sign-in. */
export async function employeeOnAdmin(browser: Browser): Promise<{ page: Page; errors: string[]; email: string }> {
  const email = `employee-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const invited = await fetch(`${base()}/api/admin/team`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}`, ...viewerHeaders() },
    body: JSON.stringify({ name: 'Erin Employee', email, role: 'employee' }),
  });
  expect(invited.status).toBe(201);
  // The invitation code comes from the admin (the Team tab shows it), the link from the email: both are needed.
  const { invitationCode } = (await invited.json()) as { invitationCode: string };
  const invitation = await mailTo(email);
  const { page, errors } = await openPage(browser, '/');
  await page.goto(invitation.links[0]!);
  await page.getByLabel('Code').fill(invitationCode);
  await page.getByLabel('New password').fill('employee1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.waitForURL((u) => u.pathname === '/login');
  await logIn(page, email, 'employee1');
  await page.getByRole('heading', { name: 'Set up your authenticator' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Authentication code').fill(totpFor(secret).generate());
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((u) => u.pathname === '/admin', { timeout: 20_000 });
  return { page, errors, email };
}
