import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { authMessages } from '../../lambdas/contract/messages.js';
import { launch, openPage } from '../support/browser.js';
import { logIn } from '../support/journeys.js';

const base = () => inject('e2e').url;
const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function outboxLinkFor(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const all = (await (await fetch(`${base()}/dev/outbox`)).json()) as { to: string; links: string[] }[];
    const link = all.filter((m) => m.to === email).at(-1)?.links[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no email reached ${email}`);
}

/** The password field itself (its visibility toggle is labelled too). */
const passwordInput = (page: Page) => page.locator('input[type="password"]').first();

async function fillSignup(page: Page, fields: { name: string; email: string; password: string; code?: string }) {
  await page.getByLabel('Full Name').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await passwordInput(page).fill(fields.password);
  if (fields.code !== undefined) await page.getByLabel('Referral Code').fill(fields.code);
  await page.getByRole('button', { name: 'Create Account' }).click();
}


describe('accounts in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up with DEMO2025, confirms from the outbox, logs in and reaches /payment-required', async () => {
    const email = uniqueEmail('journey');
    const { page, errors } = await openPage(browser, '/signup?ref=DEMO2025');
    expect(await page.getByLabel('Referral Code').inputValue()).toBe('DEMO2025');
    await fillSignup(page, { name: 'Journey Person', email, password: 'secret12' });
    await page.getByText(authMessages.signupSuccess).waitFor();
    await page.waitForURL((u) => u.pathname === '/login');

    await page.goto(await outboxLinkFor(email));
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByText(authMessages.emailConfirmed).waitFor();

    await logIn(page, email, 'secret12');
    await page.waitForURL((u) => u.pathname === '/payment-required', { timeout: 20_000 });
    expect(errors).toEqual([]);
  });

  it('shows each signup error on screen, and treats a taken address like a new one', async () => {
    const { page } = await openPage(browser, '/signup');
    await fillSignup(page, { name: 'A', email: uniqueEmail('e'), password: '123', code: 'DEMO2025' });
    await page.getByText(authMessages.passwordTooShort).waitFor();
    await passwordInput(page).fill('secret12');
    await page.getByLabel('Referral Code').fill('WRONG1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(authMessages.referralInvalid).waitFor();
    await page.getByLabel('Email').fill('client@demo.local');
    await page.getByLabel('Referral Code').fill('DEMO2025');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // An address that already has an account looks like any other signup (no enumeration); its owner gets an email.
    await page.getByText(authMessages.signupSuccess).waitFor();
    await page.waitForURL((u) => u.pathname === '/login');
  });

  it('shows login errors, and offers a partner the Partner Sign In instead of the client login', async () => {
    const { page } = await openPage(browser, '/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await logIn(page, 'client@demo.local', 'wrong-password');
    await page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' }).waitFor();
    await logIn(page, 'partner@demo.local', 'Demo12345!');
    await page.getByText(authMessages.partnerAccount).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('button', { name: 'Go to Partner Sign In' }).click();
    await page.getByRole('heading', { name: 'Partner Sign In' }).waitFor();
  });

  it('shows the partner variant when the partner flag is set', async () => {
    const { page } = await openPage(browser, '/');
    await page.evaluate(() => localStorage.setItem('isPartnerLogin', 'true'));
    await page.goto(`${base()}/login`);
    await page.getByRole('heading', { name: 'Partner Sign In' }).waitFor();
    await page.getByRole('button', { name: 'Back to Partners' }).click();
    await page.waitForURL((u) => u.pathname === '/partners');
    expect(await page.evaluate(() => localStorage.getItem('isPartnerLogin'))).toBeNull();
  });

  it('returns to the remembered protected path after login, then signs out', async () => {
    // The query string proves it: the default destination (/profile, then /payment-required) has none.
    const { page } = await openPage(browser, '/payment-required?plan=total');
    await page.waitForURL((u) => u.pathname === '/login');
    await logIn(page, 'admin@demo.local', 'Demo12345!');
    await page.waitForURL((u) => u.pathname === '/payment-required' && u.search === '?plan=total', { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('redirectUrl'))).toBeNull();
    await page.getByRole('button', { name: /sign out|log out/i }).first().click();
    await page.getByText(authMessages.logoutSuccess).waitFor();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
  });
});
