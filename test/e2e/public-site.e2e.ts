import { viewerHeaders } from '../support/client-address.js';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { publicMessages } from '../../lambdas/contract/messages.js';
import { fullTitle } from '../../web/src/lib/page-meta.js';
import { publicPageList, publicPages } from '../../web/src/config/public-pages.js';
import { site } from '../../web/src/config/site.js';
import { launch, watchPage } from '../support/browser.js';
import { logIn } from '../support/journeys.js';
import { MEASURED_FIGURES } from '../support/public-figures.js';

const base = () => inject('e2e').url;
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };

/** Texts each public page must show, in its prerendered HTML and in the browser. */
const keyTexts: Record<string, string[]> = {
  [publicPages.home.path]: [
    // No figure is measured in the prerendered HTML: the words that claim nothing (docs/public-figures.md).
    'Disputes built from your own credit reports',
    '720',
    '+42',
    'Get Started Free',
    'See How It Works',
    'How it works',
    'Average Results',
    'Your reports',
    'Errors only',
    'By law',
    'We publish our clients’ measured results here once at least 30 clients have them',
    'Start Your Free Analysis',
    '30-day money-back guarantee',
    'Total Credit Transformation',
  ],
  [publicPages.faq.path]: ['How does your service improve my credit score?', 'Can I cancel at any time?', 'Within 3 business days of signing'],
  [publicPages.about.path]: ['Our mission'],
  [publicPages.creditGuide.path]: ['FICO Score ranges', '800-850', '670-739', '580-669', 'VantageScore ranges', '781-850', '661-780', 'Very Poor', 'Payment history', '35%', 'Aim under 30%', 'Five tips to raise your score'],
  [publicPages.support.path]: ['Mon-Fri', '9:00 AM-8:00 PM EST', '10:00 AM-6:00 PM EST', 'closed', 'Chat assistant', site.phone],
  [publicPages.contact.path]: [site.phone, 'Mon-Fri 9AM-6PM EST', 'Write any time; we answer on business days', 'Our chat assistant answers at any hour', 'Read the FAQ', 'Open the Credit Guide'],
  [publicPages.press.path]: ['Media contact', 'February 18, 2025', 'March 12, 2025', 'April 15, 2025'],
  [publicPages.terms.path]: ['Last updated', 'Your right to cancel', '3rd business day', '30-day money-back guarantee', '5. Liability and changes'],
  [publicPages.privacy.path]: ['What we collect', 'Social Security number', 'envelope encryption', 'TLS'],
  [publicPages.successStories.path]: ['Sarah Johnson', 'Average Results'],
  [publicPages.comingSoon.path]: ['Business Credit is coming soon', `Expected launch ${site.businessCreditLaunch}`, 'Notify Me'],
  [publicPages.sitemap.path]: ['Privacy Policy', 'Success Stories', 'Credit Guide'],
};

const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

/** Opens a page and collects what must stay empty: page errors and console errors (hydration mismatches among them). */
async function open(browser: Browser, path: string, viewport = DESKTOP, init?: (page: Page) => Promise<void>) {
  // A context per page: axe-core's Playwright integration needs one.
  const page = await (await browser.newContext({ viewport, extraHTTPHeaders: viewerHeaders() })).newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('request', (request: Request) => requests.push(new URL(request.url()).pathname));
  await watchPage(page, errors);
  await init?.(page);
  await page.goto(`${base()}${path}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-app-ready="true"]');
  return { page, errors, requests };
}

describe('the public site in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe('prerendered pages', () => {
    it.each(publicPageList.map((p) => [p.path, p] as const))('%s is served as HTML with its own title, description and content', async (path, page) => {
      const res = await fetch(`${base()}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${fullTitle(page.title).replace(/&/g, '&amp;')}</title>`);
      expect(html).toContain(`<meta name="description" content="${page.description.replace(/&/g, '&amp;')}"`);
      expect(html).toContain(`data-prerendered="${path}"`);
      const body = text(html);
      for (const t of keyTexts[path] ?? []) expect(body, `${path}: ${t}`).toContain(t);
      // Invented figures never reach the HTML (they were the spec's; nothing measured them).
      for (const invented of ['200+ clients', '+72 points', '38 days', 'boosted']) expect(body, `${path}: ${invented}`).not.toContain(invented);
      expect(body, path).not.toMatch(/\bAI\b/);
    });

    it('paints the hero with JavaScript disabled', async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
      const page = await context.newPage();
      await page.goto(`${base()}/`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Repair your credit');
      expect(await page.getByText('Disputes built from your own credit reports').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/signup');
      await context.close();
    });

    it('keeps client-only routes on the plain shell (no prerendered content to mismatch)', async () => {
      const html = await (await fetch(`${base()}/login`)).text();
      expect(html).toContain('<div id="root"></div>');
    });

    /** Where each heading, paragraph, link, button and input sits: equal with and without JavaScript (and the full stylesheet) means the critical styles are complete. */
    const boxes = (page: Page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('main h1, main h2, main h3, main p, main a, main button, main input, footer a')].map((el) => {
          const r = el.getBoundingClientRect();
          return `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 30)} @${Math.round(r.left)},${Math.round(r.top + window.scrollY)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        }),
      );

    // One hydrated visit per page and width serves four checks (a browser visit is the slow part of this suite).
    it.each(publicPageList.map((p) => p.path))(
      '%s at 1280 and 375 px: hydrates without any console error, fits the screen, looks the same as before JavaScript runs, and has no serious axe finding',
      async (path) => {
        for (const viewport of [DESKTOP, MOBILE]) {
          const where = `${path} at ${viewport.width}`;
          const { page, errors } = await open(browser, path, viewport);
          expect(await page.title()).toBe(fullTitle(publicPageList.find((p) => p.path === path)!.title));
          for (const t of keyTexts[path] ?? []) await page.getByText(t, { exact: false }).first().waitFor({ state: 'attached' });
          // Nothing wider than the screen (a horizontal scrollbar at 375 px).
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), where).toBeLessThanOrEqual(0);
          // The full stylesheet loads at the visitor's first input: compare with it in place, so equal boxes
          // still mean the critical styles alone lay the page out as the full ones do.
          await page.keyboard.press('Shift');
          await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/full-') && sheet.cssRules.length > 0));
          const hydrated = await boxes(page);
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
          const bad = results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
          expect(bad, `axe: ${where}`).toEqual([]);
          expect(errors, where).toEqual([]);
          await page.context().close();

          const context = await browser.newContext({ viewport, javaScriptEnabled: false });
          const plain = await context.newPage();
          await plain.goto(`${base()}${path}`, { waitUntil: 'networkidle' });
          expect(hydrated, `layout: ${where}`).toEqual(await boxes(plain));
          await context.close();
        }
      },
    );

    it('serves /sitemap.xml and /robots.txt from the one list of public pages', async () => {
      const xml = await (await fetch(`${base()}/sitemap.xml`)).text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(locs).toEqual(publicPageList.map((p) => p.path));
      const robots = await (await fetch(`${base()}/robots.txt`)).text();
      expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
      expect(robots).toContain('Disallow: /admin');
    });
  });

  describe('landing page', () => {
    it('loads no chat, auth, admin, dashboard or chart code until asked; the chat loads on first open', async () => {
      const { page, requests, errors } = await open(browser, '/');
      const heavy = /\/assets\/(chat-widget|admin-page|profile-page|partner-dashboard-page|login-page|signup-page|aws-amplify|auth-[^/]*|Hub|recharts|charts|BarChart|LineChart)[-.]/i;
      expect(requests.filter((r) => heavy.test(r))).toEqual([]);
      // A visitor's public page never loads the app (the router, the providers): only its islands hydrate.
      expect(requests.filter((r) => /\/assets\/boot-/.test(r))).toEqual([]);
      await page.getByRole('button', { name: 'Chat with us' }).click();
      await page.getByRole('dialog', { name: 'Chat with us' }).waitFor();
      expect(requests.some((r) => /\/assets\/chat-widget-/.test(r))).toBe(true);
      expect(errors).toEqual([]);
    });

    it('a page without measured figures loads no React until it is used; then the menu opens and its links lead on', async () => {
      const { page, requests, errors } = await open(browser, '/faq', MOBILE);
      // React DOM is the chunk of react-dom/client.
      expect(requests.filter((r) => /\/assets\/(client|boot)-/.test(r))).toEqual([]);
      await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.getByRole('link', { name: 'Business Credit' }).click();
      await page.waitForURL((u) => u.pathname === '/coming-soon');
      expect(errors).toEqual([]);
    });

    it('scrolls smoothly to a section from the header, and navigates to it from another page', async () => {
      const { page } = await open(browser, '/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
      await page.waitForFunction(() => Math.abs(document.getElementById('pricing')!.getBoundingClientRect().top) < 80);
      expect(new URL(page.url()).hash).toBe('#pricing');
      await page.getByRole('button', { name: 'See How It Works' }).click().catch(async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole('button', { name: 'See How It Works' }).click();
      });
      await page.waitForFunction(() => Math.abs(document.getElementById('how-it-works')!.getBoundingClientRect().top) < 80);

      const other = await open(browser, '/faq');
      await other.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Testimonials' }).click();
      await other.page.waitForURL((u) => u.pathname === '/' && u.hash === '#testimonials');
      await other.page.waitForFunction(() => {
        const el = document.getElementById('testimonials');
        return el !== null && Math.abs(el.getBoundingClientRect().top) < 80;
      });
    });

    it('fills in measured figures after load, with real anonymised results on the score card, and no serious axe finding', async () => {
      // The local stack has fewer than 30 clients with results: the answer is the one a larger product gives.
      const context = await browser.newContext({ viewport: DESKTOP, extraHTTPHeaders: viewerHeaders() });
      const page = await context.newPage();
      await page.route('**/api/public/figures', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify(MEASURED_FIGURES),
        }),
      );
      await page.goto(`${base()}/`, { waitUntil: 'networkidle' });
      await page.getByText('412 clients raised their scores this week').waitFor();
      await page.getByText('+31 points').waitFor();
      await page.getByRole('list', { name: 'Recent results of our clients' }).getByText('J., TX', { exact: false }).waitFor();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await context.close();
    });

    it('sends Get Started Free and Start Your Free Analysis to /signup', async () => {
      const { page } = await open(browser, '/');
      await page.getByRole('link', { name: 'Start Your Free Analysis' }).click();
      await page.waitForURL((u) => u.pathname === '/signup');
      await page.goBack();
      await page.getByRole('link', { name: 'Get Started Free' }).click();
      await page.waitForURL((u) => u.pathname === '/signup');
    });

    it('shows a signed-in user My Profile after hydration, without a hydration error', async () => {
      const { page } = await open(browser, '/login');
      await page.getByLabel('Email').fill('client@demo.local');
      await page.locator('input[type="password"]').first().fill('Demo12345!');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((u) => u.pathname !== '/login', { timeout: 20_000 });
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base()}/faq`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'My Profile' }).first().waitFor();
      expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  describe('coming-soon page', () => {
    it('highlights Business Credit, asks for an email, and confirms a signup', async () => {
      const { page, errors } = await open(browser, '/coming-soon');
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business Credit' });
      expect(await link.getAttribute('aria-current')).toBe('page');
      await page.getByRole('button', { name: 'Notify Me' }).click();
      await page.getByText(publicMessages.emailRequired).waitFor();
      await page.getByLabel('Email address').fill(`waitlist-${crypto.randomUUID().slice(0, 8)}@example.com`);
      await page.getByRole('button', { name: 'Notify Me' }).click();
      await page.getByText("You're all set!").waitFor();
      await page.getByText("Thanks! We'll notify you when Business Credit launches.").waitFor();
      expect(await page.getByLabel('Email address').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  describe('chat widget', () => {
    async function chat(viewport: typeof DESKTOP, name: string, question: string) {
      const { page, errors } = await open(browser, '/faq', viewport);
      await page.getByRole('button', { name: 'Chat with us' }).click();
      const dialog = page.getByRole('dialog', { name: 'Chat with us' });
      await dialog.waitFor();
      // All three are required after trimming.
      await dialog.getByLabel('Name').fill('   ');
      await dialog.getByRole('button', { name: 'Start Chat' }).click();
      await page.getByText(publicMessages.chatMissingTitle).waitFor();
      await page.getByText(publicMessages.chatMissingFields).waitFor();
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Email').fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.com`);
      await dialog.getByLabel('How can we help?').fill(question);
      // Within the toast's 5 s: on a phone it must not cover the drawer's button.
      await dialog.getByRole('button', { name: 'Start Chat' }).click({ timeout: 4000 });
      const log = dialog.getByRole('log');
      // "Thinking..." shows for 1.5 s from the moment the greeting does: waited for first, as the greeting and
      // the question stay (on a loaded machine, two waits in a row could outlast it).
      await log.getByText('Thinking...').waitFor();
      await log.getByText(`Hi ${name}!`, { exact: false }).waitFor();
      await log.getByText(question).waitFor();
      await log.getByText('renew every month on the day you subscribed', { exact: false }).waitFor();
      expect(await log.getByText('Thinking...').count()).toBe(0);

      const input = dialog.getByLabel('Type your message');
      await input.fill('How do I cancel?');
      await input.press('Enter');
      await log.getByText('How do I cancel?').waitFor();
      await log.getByText('You sign a written service agreement before you pay', { exact: false }).waitFor();
      // Shift+Enter is a new line, not a send; an empty message is not sent.
      await input.fill('first line');
      await input.press('Shift+Enter');
      expect(await input.inputValue()).toBe('first line\n');
      await input.fill('   ');
      await input.press('Enter');
      expect(await log.locator('[data-sender="user"]').count()).toBe(2);
      return { page, dialog, errors };
    }

    it('at 1280 px: a dialog; the form, the greeting, the question, "Thinking..." and keyword replies; the admin sees the request and the conversation', async () => {
      const question = `Where is my payment? ${crypto.randomUUID().slice(0, 6)}`;
      const { page, dialog, errors } = await chat(DESKTOP, 'Dana Desk', question);
      expect(await dialog.evaluate((el) => el.closest('.mantine-Modal-root') !== null)).toBe(true);
      expect(errors).toEqual([]);

      // The opening form reached the support team's list.
      await page.keyboard.press('Escape');
      await page.goto(`${base()}/login`);
      await logIn(page, 'admin@demo.local', 'Demo12345!');
      await page.waitForURL((u) => u.pathname !== '/login', { timeout: 20_000 });
      await page.goto(`${base()}/admin`);
      await page.getByRole('tab', { name: 'Support' }).click();
      const row = page.getByRole('row').filter({ hasText: question });
      await row.waitFor();
      expect(await row.textContent()).toContain('Dana Desk');
      expect(await row.textContent()).toContain('/faq');
      // The rest of the chat was saved too: a later message and its reply, in a dialog that passes axe-core.
      await row.getByRole('button', { name: /^Show the conversation with Dana Desk/ }).click();
      const conversation = page.getByRole('dialog', { name: 'Conversation with Dana Desk' });
      await conversation.getByText('How do I cancel?').waitFor();
      await conversation.getByText('You sign a written service agreement before you pay', { exact: false }).waitFor();
      const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
    });

    it('at 375 px: a bottom drawer with the same conversation', async () => {
      const { page, dialog, errors } = await chat(MOBILE, 'Mo Bile', 'What about my bill?');
      expect(await dialog.evaluate((el) => el.closest('.mantine-Drawer-root') !== null)).toBe(true);
      const box = await dialog.boundingBox();
      expect(Math.round(box!.y + box!.height)).toBe(MOBILE.height);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('keeps chatting when saving the request fails', async () => {
      const { page, errors } = await open(browser, '/support', DESKTOP, async (p) => {
        await p.route('**/api/support-requests', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }));
      });
      page.on('console', () => undefined);
      await page.getByRole('button', { name: 'Start a chat' }).click();
      const dialog = page.getByRole('dialog', { name: 'Chat with us' });
      await dialog.getByLabel('Name').fill('Fay Lure');
      await dialog.getByLabel('Email').fill('fay@example.com');
      await dialog.getByLabel('How can we help?').fill('hello there');
      await dialog.getByRole('button', { name: 'Start Chat' }).click();
      await dialog.getByRole('log').getByText('How can I help you with your credit today?').waitFor();
      // The failed save is the browser's own network error line, nothing of ours.
      expect(errors.filter((e) => !/503/.test(e))).toEqual([]);
    });
  });
});
