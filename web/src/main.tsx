/**
 * The entry: small, so a prerendered page paints from its HTML and inlined styles alone, with no
 * script in the way. The app (React, the router, the page's code: ./boot) loads at once for a page
 * that was not prerendered, and for a prerendered one once the page has loaded and the browser is idle,
 * or at the visitor's first interaction, whichever comes first.
 */
import './styles/critical';
import { loadRuntimeConfig } from './config/runtime-config';

const container = document.getElementById('root')!;

// A release replaced the hashed chunk this tab asked for: reload once to get the new release's HTML.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('reloadedForChunk') === location.pathname) return;
  sessionStorage.setItem('reloadedForChunk', location.pathname);
  event.preventDefault();
  location.reload();
});
// Starts now, in parallel with everything else; API and auth calls wait for it (runtimeConfigReady).
const config = loadRuntimeConfig();

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Input that means the visitor is using the page: hydrate now rather than at the next idle moment. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel'] as const;
/** An idle moment may never come on a busy device; the page becomes interactive by then anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `start` once: after the load event at the browser's next idle moment, or at the first interaction. */
function whenIdleOrInteraction(start: () => void, target: Window = window): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) target.removeEventListener(type, once, true);
    start();
  };
  for (const type of INTERACTIONS) target.addEventListener(type, once, { capture: true, passive: true });
  const idle = () => (typeof target.requestIdleCallback === 'function' ? target.requestIdleCallback(once, { timeout: IDLE_TIMEOUT_MS }) : target.setTimeout(once, 1));
  if (target.document.readyState === 'complete') idle();
  else target.addEventListener('load', idle, { once: true });
}

/**
 * A tap on a button before React has taken over would do nothing: it is held, and clicked again once the
 * app is ready (AppLayout sets data-app-ready). Links need no help: they work as plain links.
 */
function replayButtonClicks(): void {
  let held: HTMLElement | undefined;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };
  document.addEventListener('click', hold, true);
  const ready = new MutationObserver(() => {
    if (document.documentElement.dataset.appReady !== 'true') return;
    ready.disconnect();
    document.removeEventListener('click', hold, true);
    if (held?.isConnected) held.click();
  });
  ready.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app-ready'] });
}

const prerenderedFor = container.dataset.prerendered;
if (prerenderedFor !== undefined && trimSlash(prerenderedFor) === trimSlash(window.location.pathname)) {
  replayButtonClicks();
  // React DOM first, on its own: its evaluation is one task and the app's another, not one long task
  // of both (the page is already painted; nothing waits for this).
  whenIdleOrInteraction(
    () =>
      void import('react-dom/client')
        .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
        .then(() => import('./boot'))
        .then((boot) => boot.hydratePrerendered(container, config)),
  );
} else {
  void import('./boot').then((boot) => boot.renderApp(container, config));
}
