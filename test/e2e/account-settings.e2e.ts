import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { authMessages } from '../../lambdas/contract/messages.js';
import { downloaded, launch, openPage } from '../support/browser.js';
import { acceptServiceAgreement, logIn, newClient, payWithTestCard, reachCheckout } from '../support/journeys.js';

const base = () => inject('e2e').url;

/** A paying client on /profile (the settings card lives there, behind the subscription). */
async function payingClientOnProfile(browser: Browser) {
  const account = await newClient();
  const { page, errors } = await openPage(browser, '/login');
  await logIn(page, account.email, account.password);
  await reachCheckout(page);
  await payWithTestCard(page);
  await page.goto(`${base()}/profile`);
  await acceptServiceAgreement(page);
  await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
  return { ...account, page, errors };
}

const settings = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

describe('account settings in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('changes the password only with the current one, and the new one signs in', async () => {
    const { page, email, password, errors } = await payingClientOnProfile(browser);
    await settings(page, 'Change Password').click();
    const form = dialog(page, 'Change Password');
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('brand-new-1');
    await form.getByLabel('Confirm new password').fill('brand-new-1');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByRole('alert').filter({ hasText: authMessages.currentPasswordWrong }).waitFor();

    await form.getByLabel('New password', { exact: true }).fill('123');
    await form.getByLabel('Confirm new password').fill('123');
    await form.getByLabel('Current password').fill(password);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByRole('alert').filter({ hasText: authMessages.passwordTooShort }).waitFor();

    await form.getByLabel('New password', { exact: true }).fill('brand-new-1');
    await form.getByLabel('Confirm new password').fill('brand-new-1');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(authMessages.passwordChanged).waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto(`${base()}/login`);
    await logIn(page, email, password);
    await page.getByRole('alert').waitFor();
    expect(page.url()).toContain('/login');
    await logIn(page, email, 'brand-new-1');
    await page.waitForURL((u) => u.pathname === '/profile', { timeout: 20_000 });
    expect(errors).toEqual([]);
  });

  it('keeps notification preferences, lists connected accounts, and downloads the user’s own data', async () => {
    const { page, email, errors } = await payingClientOnProfile(browser);
    await settings(page, 'Notification Preferences').click();
    const prefs = dialog(page, 'Notification Preferences');
    const sms = prefs.getByRole('switch', { name: 'Text message alerts' });
    const before = await sms.isChecked();
    await sms.setChecked(!before, { force: true });
    await prefs.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText(authMessages.preferencesSaved).waitFor();

    await page.reload();
    await settings(page, 'Notification Preferences').click();
    expect(await dialog(page, 'Notification Preferences').getByRole('switch', { name: 'Text message alerts' }).isChecked()).toBe(!before);
    await page.keyboard.press('Escape');

    await settings(page, 'Connected Accounts').click();
    await dialog(page, 'Connected Accounts').getByText('No accounts connected yet.').waitFor();
    await page.keyboard.press('Escape');

    await settings(page, 'Privacy Settings').click();
    const download = page.waitForEvent('download');
    await dialog(page, 'Privacy Settings').getByRole('button', { name: 'Download my data' }).click();
    const data = JSON.parse((await downloaded(await download)).toString('utf8')) as Record<string, unknown>;
    expect(JSON.stringify(data)).toContain(email);
    expect(JSON.stringify(data)).not.toMatch(/password|ssn/i);
    expect(errors).toEqual([]);
  });

  it('deletes the account after typing DELETE: signed out, and the account no longer signs in', async () => {
    const { page, email, password, errors } = await payingClientOnProfile(browser);
    await settings(page, 'Delete Account').click();
    const panel = dialog(page, 'Delete Account');
    const confirm = panel.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await panel.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();
    await page.getByText(authMessages.accountDeleted).waitFor();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();

    await page.goto(`${base()}/login`);
    await logIn(page, email, password);
    await page.getByRole('alert').waitFor();
    expect(page.url()).toContain('/login');
    expect(errors).toEqual([]);
  });
});
