import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { openPage as openBrowserPage } from './browser.js';

/**
 * The accessibility audit's tools (test/e2e/accessibility*.e2e.ts): axe-core on a screen or an open
 * dialog at 1280 and 375 px, failing on any serious or critical finding.
 */
export const base = () => inject('e2e').url;
export const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];
export const DEMO_PASSWORD = 'Demo12345!';
// Mantine's modal and drawer fade in; audit once they are still (a half-faded text fails contrast).
export const TRANSITION_MS = 400;
// axe-core takes seconds per screen on a shared machine, and each journey audits many screens twice.
export const JOURNEY_MS = 300_000;

export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).slice(0, 3).join(', ')}`);
}

/** The current screen at both widths. `ready` waits for what shows the screen has loaded. */
export async function auditScreen(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await ready();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(TRANSITION_MS);
    expect(await seriousViolations(page), `${name} at ${viewport.width} px`).toEqual([]);
    if (process.env.A11Y_TRACE) console.log(`audited ${name} at ${viewport.width} px`);
  }
}

/** A dialog at both widths: opened by `open`, audited, closed with Escape. */
export async function auditDialog(page: Page, name: string, open: () => Promise<unknown>, dialog: Locator) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await open();
    await dialog.waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(TRANSITION_MS);
    expect(await seriousViolations(page), `${name} dialog at ${viewport.width} px`).toEqual([]);
    if (process.env.A11Y_TRACE) console.log(`audited ${name} dialog at ${viewport.width} px`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
}

/** A page in its own context (axe-core's Playwright integration needs one), at the first width: test/support/browser.ts `openPage`. */
export const openPage = (browser: Browser, path: string): Promise<{ page: Page; errors: string[] }> => openBrowserPage(browser, path, WIDTHS[0]);

/** Screens that greet with a toast are audited once it has gone (5 s each); the toast (components/notifications.tsx) is not audited here. */
export const toastGone = (page: Page) => expect.poll(() => page.locator('[data-notification-id]').count(), { timeout: 20_000 }).toBe(0);

export const heading = (page: Page, name: string | RegExp) => () => page.getByRole('heading', { name }).first().waitFor();
