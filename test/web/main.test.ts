import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * main.tsx, the entry: a prerendered page paints from its HTML; for a visitor only its islands hydrate,
 * each when its `data-island-when` says (the app, boot.tsx, never loads); a visitor with a stored session
 * gets the app at once, rendered over the page; any other page loads the app at once.
 */
const boot = vi.hoisted(() => ({ renderOverPrerendered: vi.fn(async () => {}), renderApp: vi.fn(async () => {}) }));
const islands = vi.hoisted(() => ({ hydrateIsland: vi.fn(async (element: HTMLElement): Promise<void> => void element.setAttribute('data-live', '')) }));
const auth = vi.hoisted(() => ({ stored: false }));
vi.mock('../../web/src/boot', () => boot);
vi.mock('../../web/src/islands/hydrate', () => islands);
vi.mock('../../web/src/lib/auth', () => ({ hasStoredSession: () => auth.stored }));
const config = vi.hoisted(() => ({ loadRuntimeConfig: vi.fn(() => new Promise(() => {})) }));
vi.mock('../../web/src/config/runtime-config', () => config);
const figures = vi.hoisted(() => ({ open: false }));
vi.mock('../../web/src/islands/figures', () => ({ figuresChangeThePage: async () => figures.open }));
const styles = vi.hoisted(() => ({ loadFullStyles: vi.fn(async () => {}) }));
vi.mock('../../web/src/styles/load-full-styles', () => styles);

type IdleCallback = () => void;
let idle: IdleCallback[] = [];

function page(prerendered: string | undefined, readyState: DocumentReadyState) {
  vi.resetModules();
  boot.renderOverPrerendered.mockClear();
  boot.renderApp.mockClear();
  islands.hydrateIsland.mockClear();
  config.loadRuntimeConfig.mockClear();
  styles.loadFullStyles.mockClear();
  idle = [];
  document.body.innerHTML = `<div id="root"${prerendered === undefined ? '' : ` data-prerendered="${prerendered}"`}>
    <div data-island="figures" data-island-id="figures0" data-island-when="idle"><p>Figures</p></div>
    <div data-island="chat" data-island-id="chat0" data-island-when="interaction"><button type="button">Chat</button></div>
    <div data-island="toasts" data-island-id="toasts0" data-island-when="page"></div>
    <a href="/faq">FAQ</a>
  </div>`;
  delete document.documentElement.dataset.appReady;
  history.replaceState(null, '', '/');
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  vi.stubGlobal('requestIdleCallback', (callback: IdleCallback) => idle.push(callback));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
const live = () => islands.hydrateIsland.mock.calls.map(([element]) => element.dataset.island);

afterEach(() => {
  islands.hydrateIsland.mockImplementation(async () => {});
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  auth.stored = false;
});

describe('main.tsx', () => {
  it('never loads the app for a visitor’s prerendered page; its idle islands hydrate after the load event, at the next idle moment', async () => {
    page('/', 'loading');
    await import('../../web/src/main');
    expect(document.documentElement.dataset.appReady).toBe('true');
    await settle();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    // Not at the load event itself, which can come before the first paint: after the next frame.
    expect(idle).toHaveLength(0);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(islands.hydrateIsland).not.toHaveBeenCalled();
    idle[0]!();
    await vi.waitFor(() => expect(live()).toEqual(['figures']));
    expect(boot.renderOverPrerendered).not.toHaveBeenCalled();
    expect(boot.renderApp).not.toHaveBeenCalled();
  });

  it('reads /config.json on a visitor’s page only once something may call the API (an input, an idle moment after the load event), not before the first paint', async () => {
    page('/', 'loading');
    await import('../../web/src/main');
    await settle();
    expect(config.loadRuntimeConfig).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(config.loadRuntimeConfig).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle[0]!();
    await vi.waitFor(() => expect(live()).toContain('figures'));
    expect(config.loadRuntimeConfig).toHaveBeenCalledTimes(1);

    page('/', 'complete');
    await import('../../web/src/main');
    expect(config.loadRuntimeConfig).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle[0]!();
    await vi.waitFor(() => expect(config.loadRuntimeConfig).toHaveBeenCalledTimes(1));
  });

  it('hydrates the figures’ islands only if the figures change the page, and then after the full stylesheet (the page declares only what its HTML reads)', async () => {
    for (const open of [false, true]) {
      figures.open = open;
      page('/', 'complete');
      document.querySelector('[data-island="figures"]')!.setAttribute('data-island-gate', 'figures');
      let styled!: () => void;
      styles.loadFullStyles.mockImplementation(() => new Promise<void>((resolve) => (styled = resolve)));
      await import('../../web/src/main');
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      idle[0]!();
      await settle();
      expect(live(), `figures open: ${open}`).toEqual([]);
      expect(styles.loadFullStyles).toHaveBeenCalledTimes(open ? 1 : 0);
      if (open) {
        styled();
        await vi.waitFor(() => expect(live()).toEqual(['figures']));
      }
    }
    figures.open = false;
  });

  it('hydrates an island at the first input inside it, holds a tap on its button until it is live, then clicks it again', async () => {
    page('/', 'complete');
    await import('../../web/src/main');
    let release!: () => void;
    const chatLive = new Promise<void>((resolve) => (release = resolve));
    islands.hydrateIsland.mockImplementation(async (element: HTMLElement) => (element.dataset.island === 'chat' ? chatLive : undefined));
    const button = document.querySelector('button')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    // A link outside any island is a plain link: nothing hydrates for it.
    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(live()).toEqual([]);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(live()).toContain('chat'));
    // The first input anywhere also brings the toasts' region to life; the figures wait for an idle moment.
    expect(live()).not.toContain('figures');
    // The tap before the island is live reaches no handler of the page...
    button.click();
    expect(clicks).not.toHaveBeenCalled();
    // ...and is clicked again once it is.
    release();
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
    expect(live().filter((name) => name === 'chat')).toHaveLength(1);
  });

  it('renders the app over a prerendered page at once for a visitor with a stored session', async () => {
    auth.stored = true;
    page('/', 'loading');
    await import('../../web/src/main');
    expect(config.loadRuntimeConfig).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(boot.renderOverPrerendered).toHaveBeenCalledTimes(1));
    expect(islands.hydrateIsland).not.toHaveBeenCalled();
    expect(boot.renderApp).not.toHaveBeenCalled();
  });

  it('loads the app at once for a page that was not prerendered', async () => {
    page(undefined, 'loading');
    await import('../../web/src/main');
    expect(config.loadRuntimeConfig).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(boot.renderApp).toHaveBeenCalledTimes(1));
    expect(boot.renderOverPrerendered).not.toHaveBeenCalled();
    expect(islands.hydrateIsland).not.toHaveBeenCalled();
  });
});
