import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../render';
import { MEASURED_FIGURES } from '../../support/public-figures';

const auth = vi.hoisted(() => ({ stored: false }));
vi.mock('../../../web/src/lib/auth', () => ({
  hasStoredSession: () => auth.stored,
  loadAuth: async () => ({}),
  currentSession: async () => (auth.stored ? { idToken: 't', user: { id: 'u1', email: 'c@example.com', groups: ['client'], emailVerified: true } } : null),
  signOut: async () => {},
}));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => {} } }));

const { render } = await import('../../../web/src/entry-server');
const { hydrateIsland } = await import('../../../web/src/islands/hydrate');
const { startIslands } = await import('../../../web/src/islands/runtime');
const { renderOverPrerendered } = await import('../../../web/src/boot');
const { setRuntimeConfig } = await import('../../../web/src/config/runtime-config');
const { islandQueryClient } = await import('../../../web/src/islands/root');
const { figuresChangeThePage } = await import('../../../web/src/islands/figures');
const { publicPageList } = await import('../../../web/src/config/public-pages');

const hydrationWarnings = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((c) => c.map(String).join(' ')).filter((m) => /hydrat|did not match|server rendered/i.test(m));

// Islands hydrate as in the browser, on React's own scheduler: under act(), a hydration awaited inside it never ran.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  // The islands' one cache lives as long as the page: here, as long as the test.
  islandQueryClient().clear();
  document.body.innerHTML = '';
  auth.stored = false;
  vi.restoreAllMocks();
});

/** The prerendered page in #root, as the browser receives it. */
async function prerendered(path: string) {
  const rendered = await render(path);
  history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerendered = path;
  container.innerHTML = rendered.html;
  document.body.appendChild(container);
  return { container, rendered };
}

/** What main.tsx does for a visitor: the islands armed; `all` hydrates every one of them at once. */
async function islandsOf(path: string) {
  const { container, rendered } = await prerendered(path);
  const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const hydrate = startIslands(container, { hydrate: hydrateIsland });
  const all = () => Promise.all([...container.querySelectorAll<HTMLElement>('[data-island-id]')].map(hydrate));
  return { container, rendered, consoleErrors, all };
}

describe('a prerendered public page, for a visitor', () => {
  // No idle moment unless a test makes one: an island hydrating after its test would read the next test's fetch.
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', () => 0);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(publicPageList.map((p) => p.path))('%s: every island hydrates on its own root and matches the server’s HTML exactly', async (path) => {
    setRuntimeConfig(testConfig);
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    const { container, rendered, consoleErrors, all } = await islandsOf(path);
    // Every public page has the header, the chat launcher and the toasts' region as islands.
    expect(rendered.islands.map((i) => i.name)).toEqual(expect.arrayContaining(['header', 'chat', 'toasts']));
    expect(container.querySelectorAll('[data-island-id]')).toHaveLength(rendered.islands.length);
    // Mantine gives its generated ids a random value once mounted (@mantine/hooks useId): not a mismatch.
    const html = () => container.innerHTML.replace(/(id|for|aria-controls|aria-labelledby)="mantine-[^"]*"/g, '$1=""');
    const before = html();
    await all();
    expect(hydrationWarnings(consoleErrors)).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    // Hydration changed nothing (the figures are still loading).
    const after = html();
    let at = 0;
    while (at < before.length && before[at] === after[at]) at++;
    // Where they part, if they do (the whole page is too long to read in a failure).
    expect(after.slice(Math.max(0, at - 200), at + 200)).toBe(before.slice(Math.max(0, at - 200), at + 200));
    vi.unstubAllGlobals();
  });

  it('holds a tap on a button of an island that is not live yet, and clicks it again once it is', async () => {
    setRuntimeConfig(testConfig);
    const scrolled: string[] = [];
    window.HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this.id);
    };
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    const { container } = await prerendered('/');
    const hydrate = vi.fn(hydrateIsland);
    startIslands(container, { hydrate });
    const button = screen.getByRole('button', { name: 'See How It Works' });
    // Nothing hydrates before the visitor uses the page (no idle moment in this test).
    expect(hydrate).not.toHaveBeenCalled();
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
    // That island, and the toasts' region (live from the first input anywhere); not the header, the plans or the chat.
    expect(hydrate.mock.calls.map(([element]) => element.dataset.island).sort()).toEqual(['howItWorks', 'toasts']);
    await waitFor(() => expect(scrolled).toEqual(['how-it-works']));
    vi.unstubAllGlobals();
  });

  it('validates the waitlist form after a submit made before it was live, without the app', async () => {
    setRuntimeConfig(undefined);
    const { container } = await prerendered('/coming-soon');
    startIslands(container, { hydrate: hydrateIsland });
    const button = screen.getByRole('button', { name: 'Notify Me' });
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    button.click();
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
  });

  const measured = MEASURED_FIGURES;

  /** The landing page with its figures' gate, as main.tsx arms it; resolves with the idle moments it asked for. */
  async function landingWithFigures(answer: object) {
    setRuntimeConfig(testConfig);
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(answer)));
    const { container } = await prerendered('/');
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const hydrate = vi.fn(hydrateIsland);
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
    startIslands(container, { hydrate, gate: () => figuresChangeThePage() });
    return { container, hydrate, idle, consoleErrors };
  }

  it('below every minimum sample, the figures change nothing: no island hydrates, and React need not load', async () => {
    const { hydrate, idle } = await landingWithFigures({
      ...measured,
      averageScoreChange: null,
      clientsRoseThisWeek: null,
      medianDaysToFirstDeletion: null,
      deletions: null,
      activity: [],
    });
    await waitFor(() => expect(idle).toHaveLength(3));
    idle.forEach((callback) => callback());
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hydrate).not.toHaveBeenCalled();
    expect(screen.getByText('Disputes built from your own credit reports')).toBeTruthy();
  });

  it('fills in the measured figures at an idle moment after the load event, when they say something', async () => {
    const { hydrate, idle, consoleErrors } = await landingWithFigures(measured);
    await waitFor(() => expect(idle).toHaveLength(3));
    idle.forEach((callback) => callback());
    await waitFor(() => expect(hydrate.mock.calls.map(([element]) => element.dataset.island)).toEqual(['heroProof', 'recentResults', 'averageResults']));
    expect(await screen.findByText('412 clients raised their scores this week')).toBeTruthy();
    expect(await screen.findByText('+31 points')).toBeTruthy();
    expect(await screen.findByText('J., TX', { exact: false })).toBeTruthy();
    // One read for the three islands.
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual(['/api/public/figures']);
    // Read before hydrating, the figures still hydrated as the HTML was rendered (no mismatch), then showed.
    expect(hydrationWarnings(consoleErrors)).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('a prerendered public page opened with a stored session', () => {
  it('gets the app, rendered over the page: the signed-in header, no hydration', async () => {
    setRuntimeConfig(testConfig);
    const { container } = await prerendered('/faq');
    auth.stored = true;
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderOverPrerendered(container, Promise.resolve(testConfig));
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'My Profile' }).length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Frequently Asked Questions');
    expect(hydrationWarnings(consoleErrors)).toEqual([]);
  });
});
