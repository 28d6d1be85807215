import './styles/critical';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter, routes } from './app/router';
import { ConfigError, loadRuntimeConfig } from './config/runtime-config';
import { loadFullStyles } from './styles/load-full-styles';

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

/** The whole app; called once, so the router and the query cache are made once. */
function app(hydrating = false) {
  const queryClient = createQueryClient();
  const router = createRouter();
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} hydrating={hydrating}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The page's chunk must be in place before hydrating, or the first render would be the loading fallback, not the page. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

function showConfigError(error: unknown) {
  // Without configuration nothing works; say so plainly instead of showing a blank page.
  const message = error instanceof ConfigError ? error.message : 'The app could not start.';
  createRoot(container).render(
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1.5rem', maxWidth: 560, margin: '0 auto' }}>
      <h1>We can’t load the app right now</h1>
      <p role="alert">{message}</p>
      <button type="button" onClick={() => location.reload()}>
        Try again
      </button>
    </main>,
  );
}

const prerenderedFor = container.dataset.prerendered;
if (prerenderedFor !== undefined && trimSlash(prerenderedFor) === trimSlash(window.location.pathname)) {
  // A prerendered public page: it is already painted; make it interactive without waiting for /config.json.
  config.catch((error: unknown) => console.error((error as Error).message));
  void loadMatchedRoutes().then(() => {
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking
    // the main thread for the whole page (the page is already visible, so nothing waits for it).
    startTransition(() => {
      hydrateRoot(container, app(true), {
        onRecoverableError: (error) => {
          // A hydration mismatch: React re-renders on the client; the e2e tests fail on this message.
          console.error('Hydration error:', error instanceof Error ? error.message : error);
        },
      });
    });
    // The rest of the styles, for what the page does next (other pages, dialogs), off the critical path.
    void loadFullStyles();
  });
} else {
  // Not prerendered (login, profile, ...): render once the configuration and the full styles are in.
  Promise.all([config, loadFullStyles()]).then(() => createRoot(container).render(app()), showConfigError);
}
