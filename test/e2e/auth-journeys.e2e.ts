import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authMessages } from '../../lambdas/contract/messages.js';
import { totpFor } from '../../lib/local/totp-store.js';
import { seriousViolations } from '../support/axe.js';
import { launch, openPage } from '../support/browser.js';
import { acceptServiceAgreement, logIn, newClient, payWithTestCard, reachCheckout, rememberTotpSecret } from '../support/journeys.js';

const base = () => inject('e2e').url;
const unique = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}`;

/** The newest message the local stack "sent" to this address. */
async function mailTo(email: string): Promise<{ body: string; links: string[] }> {
  for (let i = 0; i < 50; i++) {
    const all = (await (await fetch(`${base()}/dev/outbox`)).json()) as { to: string; body: string; links: string[] }[];
    const message = all.filter((m) => m.to === email).at(-1);
    if (message) return message;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no email reached ${email}`);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await page.waitForURL((u) => u.pathname === '/');
}

/** The admin, in a browser of their own, approves a partner's application. */
async function approveAsAdmin(browser: Browser, business: string) {
  const { page } = await openPage(browser, '/login');
  await logIn(page, 'admin@demo.local', 'Demo12345!');
  await page.waitForURL((u) => u.pathname === '/admin', { timeout: 20_000 });
  await page.getByRole('tab', { name: 'Applications' }).click();
  await page.getByRole('row').filter({ hasText: business }).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('row').filter({ hasText: business }).waitFor({ state: 'detached' });
  await page.close();
}

describe('sign-in journeys in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a new partner gets in from the confirmation link opened in another browser: Partner Sign In, under review while pending, the dashboard once approved', async () => {
    const business = unique('Northwind Credit');
    const email = `${unique('newpartner')}@example.com`;
    const applied = await openPage(browser, '/partners');
    const applying = applied.page;
    await applying.getByLabel('Full Name').fill('Nora Newpartner');
    await applying.getByLabel('Business Name').fill(business);
    await applying.getByLabel('Email').fill(email);
    await applying.getByLabel('Phone').fill('+1 555 010 4040');
    await applying.locator('input[type="password"]').first().fill('partner1');
    await applying.getByRole('button', { name: 'Submit Application' }).click();
    await applying.getByText('Application received').waitFor();
    expect(applied.errors).toEqual([]);
    await applying.close();

    // The link from the email, opened in another browser (a phone, a new profile: nothing stored there),
    // straight to the partner's login (not the clients' "Welcome Back").
    const link = new URL((await mailTo(email)).links[0]!);
    expect(link.searchParams.get('partner')).toBe('1');
    const { page, errors } = await openPage(browser, `${link.pathname}${link.search}`);
    expect(await page.evaluate(() => localStorage.getItem('partnerSignup'))).toBeNull();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByText(authMessages.emailConfirmed).waitFor();
    await page.getByRole('heading', { name: 'Partner Sign In' }).waitFor();

    // The partner login refuses a client with a message of its own.
    await logIn(page, 'client@demo.local', 'Demo12345!');
    await page.getByText(authMessages.partnerLoginDenied).waitFor();
    await page.getByRole('heading', { name: 'Partner Sign In' }).waitFor();

    await logIn(page, email, 'partner1');
    await page.waitForURL((u) => u.pathname === '/partner-dashboard', { timeout: 20_000 });
    await page.getByText('Your application is being reviewed').waitFor();
    await signOut(page);

    await approveAsAdmin(browser, business);

    // On the clients' login a partner is offered the Partner Sign In, not refused.
    // Another browser: a page in a context of its own (as axe-core needs).
    const elsewhere = await openPage(browser, '/login');
    await elsewhere.page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await logIn(elsewhere.page, email, 'partner1');
    await elsewhere.page.getByText(authMessages.partnerAccount).waitFor();
    expect(await elsewhere.page.getByText(authMessages.accessDenied).count()).toBe(0);
    // The offer is a new element of the login screen: axe-core finds nothing serious.
    await elsewhere.page.getByRole('button', { name: 'Go to Partner Sign In' }).waitFor();
    expect(await seriousViolations(elsewhere.page)).toEqual([]);
    await elsewhere.page.getByRole('button', { name: 'Go to Partner Sign In' }).click();
    await elsewhere.page.getByRole('heading', { name: 'Partner Sign In' }).waitFor();
    await logIn(elsewhere.page, email, 'partner1');
    await elsewhere.page.waitForURL((u) => u.pathname === '/partner-dashboard', { timeout: 20_000 });
    expect(elsewhere.errors).toEqual([]);
    await elsewhere.page.context().close();

    await page.goto(`${base()}/partners`);
    await page.getByRole('button', { name: 'Partner Sign In' }).click();
    // Type once the login page has settled, as a person would (the partner form mounts after its chunk loads).
    await page.getByRole('heading', { name: 'Partner Sign In' }).waitFor();
    await page.waitForLoadState('networkidle');
    await logIn(page, email, 'partner1');
    await page.waitForURL((u) => u.pathname === '/partner-dashboard', { timeout: 20_000 });
    await page.getByText('Referral code').waitFor();
    expect(await page.getByText('Your application is being reviewed').count()).toBe(0);
    // "My Profile" leads back to the dashboard, not to the plans.
    await page.getByRole('link', { name: 'My Profile' }).first().click();
    await page.waitForURL((u) => u.pathname === '/partner-dashboard');
    expect(errors).toEqual([]);
  });

  it('the admin gives an authenticator code: without it there is no session, a wrong one is refused, the right one opens the admin area', async () => {
    const { page, errors } = await openPage(browser, '/login');
    await page.getByLabel('Email').fill('admin@demo.local');
    await page.locator('input[type="password"]').first().fill('Demo12345!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const code = page.getByLabel('Authentication code');
    await code.waitFor();

    // Password alone: not signed in.
    await page.goto(`${base()}/admin`);
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByLabel('Email').fill('admin@demo.local');
    await page.locator('input[type="password"]').first().fill('Demo12345!');
    await page.getByRole('button', { name: 'Sign In' }).click();

    const now = totpFor('JBSWY3DPEHPK3PXP');
    const near = [-1, 0, 1].map((step) => now.generate({ timestamp: Date.now() + step * 30_000 }));
    await code.fill(['000000', '111111', '222222', '333333'].find((c) => !near.includes(c))!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(authMessages.totpCodeWrong).waitFor();

    await code.fill(now.generate());
    await page.getByRole('button', { name: 'Verify' }).click();
    // The stored redirect (/admin) wins; it is also where staff land.
    await page.waitForURL((u) => u.pathname === '/admin', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'My Profile' }).first().click();
    await page.waitForURL((u) => u.pathname === '/admin');
    expect(errors).toEqual([]);
  });

  it('an employee invited from the Team tab enrols an authenticator at first sign-in, then gives a code every time', async () => {
    const email = `${unique('employee')}@example.com`;
    const { page: admin } = await openPage(browser, '/login');
    await logIn(admin, 'admin@demo.local', 'Demo12345!');
    await admin.waitForURL((u) => u.pathname === '/admin', { timeout: 20_000 });
    await admin.getByRole('tab', { name: 'Team' }).click();
    const invite = admin.getByRole('form', { name: 'Add a team member' });
    await invite.getByLabel('Name').fill('Eve Employee');
    await invite.getByLabel('Email').fill(email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    // The admin reads the invitation code off the Team tab and hands it over; the link arrives by email.
    const invitationCode = (await admin.getByTestId('invitation-code').textContent())!.trim();
    const invitation = await mailTo(email);
    await admin.close();

    const { page, errors } = await openPage(browser, '/');
    await page.goto(invitation.links[0]!);
    await page.getByLabel('Code').fill(invitationCode);
    await page.getByLabel('New password').fill('employee1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL((u) => u.pathname === '/login');

    await logIn(page, email, 'employee1');
    await page.getByRole('heading', { name: 'Set up your authenticator' }).waitFor();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel('Authentication code').fill(totpFor(secret).generate());
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((u) => u.pathname === '/admin', { timeout: 20_000 });
    await signOut(page);

    // From now on the employee's sign-in asks for a code.
    await page.goto(`${base()}/login`);
    rememberTotpSecret(email, secret);
    await logIn(page, email, 'employee1');
    await page.waitForURL((u) => u.pathname === '/admin', { timeout: 20_000 });
    expect(errors).toEqual([]);
  });

  it('a client turns on two-step sign-in from account settings, signs in with a code, and turns it off', async () => {
    const account = await newClient();
    const { page, errors } = await openPage(browser, '/login');
    await logIn(page, account.email, account.password);
    await reachCheckout(page);
    await payWithTestCard(page);
    await page.goto(`${base()}/profile`);
    await acceptServiceAgreement(page);
    await page.getByRole('button', { name: 'Two-Step Sign-In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-Step Sign-In' });
    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
    await dialog.getByLabel('Authentication code').fill('12345');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText(authMessages.totpCodeInvalid).waitFor();
    await dialog.getByLabel('Authentication code').fill(totpFor(secret).generate());
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByRole('button', { name: 'Turn off two-step sign-in' }).waitFor();
    await page.keyboard.press('Escape');
    await signOut(page);

    await page.goto(`${base()}/login`);
    rememberTotpSecret(account.email, secret);
    await logIn(page, account.email, account.password);
    // Clients land on their profile.
    await page.waitForURL((u) => u.pathname === '/profile', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Two-Step Sign-In', exact: true }).click();
    await dialog.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await dialog.getByText('Scan this QR code', { exact: false }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the address error for a malformed email instead of asking Cognito', async () => {
    const { page } = await openPage(browser, '/login');
    await logIn(page, 'not-an-address', 'whatever1');
    await page.getByRole('alert').filter({ hasText: authMessages.invalidEmail }).waitFor();
    expect(await page.getByText('Incorrect username or password.').count()).toBe(0);
  });
});
