/**
 * The entry: small, so a prerendered page paints from its HTML and inlined styles alone, with no
 * script in the way. A prerendered public page, for a visitor, never loads the app: only its islands
 * (the menu, the forms, the chat, the measured figures: islands/island.tsx) hydrate, each on its own and
 * only when it is used (or, for the figures, at an idle moment after the load event). A visitor with a
 * stored session gets the app (./boot: React, the router, the session) at once, rendered over the page;
 * so does every page that was not prerendered (login, profile, ...).
 */
import './styles/critical';
import { loadRuntimeConfig } from './config/runtime-config';
import { startIslands } from './islands/runtime';
import { hasStoredSession } from './lib/auth';

const container = document.getElementById('root')!;

// A release replaced the hashed chunk this tab asked for: reload once to get the new release's HTML.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('reloadedForChunk') === location.pathname) return;
  sessionStorage.setItem('reloadedForChunk', location.pathname);
  event.preventDefault();
  location.reload();
});
const loadStyles = () => import('./styles/load-full-styles').then(({ loadFullStyles }) => loadFullStyles());

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const prerenderedFor = container.dataset.prerendered;
if (prerenderedFor !== undefined && trimSlash(prerenderedFor) === trimSlash(window.location.pathname) && !hasStoredSession()) {
  // /config.json, which API and auth calls wait for (runtimeConfigReady): a visitor's page reads it when something
  // may call the API (an island's first input, the figures' read at an idle moment), not before its first paint:
  // fetched at once, it and its schema's chunk were on the paint's path whenever the paint came late.
  let configRead = false;
  const readConfig = () => {
    if (configRead) return;
    configRead = true;
    loadRuntimeConfig().catch((error: unknown) => console.error((error as Error).message));
  };
  startIslands(container, {
    // React DOM first, on its own: its evaluation is one task and the island's another, not one long task of both.
    hydrate: (element) => {
      readConfig();
      return import('react-dom/client')
        .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
        .then(() => import('./islands/hydrate'))
        .then(({ hydrateIsland }) => hydrateIsland(element));
    },
    // The rest of the styles, for what the page does next, at the visitor's first input: whatever shows more
    // than the page (the menu, a dialog, a toast, the chat) also loads them itself first.
    onFirstInput: () => {
      readConfig();
      void loadStyles();
    },
    // The measured figures' islands hydrate only when the figures change the page (React need not load otherwise);
    // they then show more than the page's HTML (whose inlined styles declare only the custom properties it reads),
    // so the full stylesheet comes first.
    gate: (name) => {
      readConfig();
      if (name !== 'figures') return Promise.resolve(true);
      return import('./islands/figures')
        .then(({ figuresChangeThePage }) => figuresChangeThePage())
        .then((open) => open && loadStyles().then(() => true));
    },
  });
  // Every input now reaches an island, or is held for it (browser tests wait for this; the app sets it too).
  document.documentElement.dataset.appReady = 'true';
} else if (prerenderedFor !== undefined) {
  // A signed-in visitor (or a page served under another path): the app, rendered over the painted page.
  const config = loadRuntimeConfig();
  void import('./boot').then((boot) => boot.renderOverPrerendered(container, config));
} else {
  // The app reads it at once, in parallel with everything else.
  const config = loadRuntimeConfig();
  void import('./boot').then((boot) => boot.renderApp(container, config));
}
