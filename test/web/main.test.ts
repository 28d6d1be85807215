import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * main.tsx, the entry: a prerendered page paints from its HTML, and the app (boot.tsx) loads only after
 * the load event at an idle moment, or at the first interaction; any other page loads it at once.
 */
const boot = vi.hoisted(() => ({ hydratePrerendered: vi.fn(async () => {}), renderApp: vi.fn(async () => {}) }));
vi.mock('../../web/src/boot', () => boot);
vi.mock('../../web/src/config/runtime-config', () => ({ loadRuntimeConfig: () => new Promise(() => {}) }));

type IdleCallback = () => void;
let idle: IdleCallback[] = [];

function page(prerendered: string | undefined, readyState: DocumentReadyState) {
  vi.resetModules();
  boot.hydratePrerendered.mockClear();
  boot.renderApp.mockClear();
  idle = [];
  document.body.innerHTML = `<div id="root"${prerendered === undefined ? '' : ` data-prerendered="${prerendered}"`}><button type="button">Chat</button></div>`;
  delete document.documentElement.dataset.appReady;
  history.replaceState(null, '', '/');
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  vi.stubGlobal('requestIdleCallback', (callback: IdleCallback) => idle.push(callback));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('main.tsx', () => {
  it('loads the app for a prerendered page only after the load event, at the next idle moment', async () => {
    page('/', 'loading');
    await import('../../web/src/main');
    await settle();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    await settle();
    expect(boot.hydratePrerendered).not.toHaveBeenCalled();
    idle[0]!();
    await vi.waitFor(() => expect(boot.hydratePrerendered).toHaveBeenCalledTimes(1));
    // Once only, whatever comes next.
    document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(boot.hydratePrerendered).toHaveBeenCalledTimes(1);
    expect(boot.renderApp).not.toHaveBeenCalled();
  });

  it('loads it at the first interaction when that comes before an idle moment, and clicks a held button again once the app is ready', async () => {
    page('/', 'complete');
    await import('../../web/src/main');
    const button = document.querySelector('button')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(boot.hydratePrerendered).toHaveBeenCalledTimes(1));
    // The tap before the app is ready reaches no handler of the page...
    button.click();
    expect(clicks).not.toHaveBeenCalled();
    // ...and is clicked again when the layout has mounted.
    document.documentElement.dataset.appReady = 'true';
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('loads the app at once for a page that was not prerendered', async () => {
    page(undefined, 'loading');
    await import('../../web/src/main');
    await vi.waitFor(() => expect(boot.renderApp).toHaveBeenCalledTimes(1));
    expect(boot.hydratePrerendered).not.toHaveBeenCalled();
  });
});
