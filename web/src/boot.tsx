/**
 * The app itself, loaded by main.tsx at once: for a page the server did not prerender, and for a
 * prerendered one opened with a stored session (a visitor's prerendered page gets its islands instead).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes, preloadRoutes } from './app/router';
import type { RuntimeConfig } from '@contract/config';
import { ConfigError } from './config/runtime-config';
import { loadFullStyles } from './styles/load-full-styles';

/** The whole app; called once, so the router and the query cache are made once. */
function app() {
  const queryClient = createQueryClient();
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}

/** The page's chunk must be in place before rendering over a prerendered page, or the first render would be the loading fallback. */
const loadMatchedRoutes = () => preloadRoutes(window.location.pathname);

function showConfigError(container: HTMLElement, error: unknown) {
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

/**
 * A prerendered public page opened with a stored session: the page is painted (as a visitor sees it); the
 * app renders over it, in one commit, once the page's chunk and the full styles are in, so the page does not
 * blink through the loading state. Not hydrated: the page's islands were prerendered on roots of their own.
 * It does not wait for /config.json (API and auth calls do).
 */
export function renderOverPrerendered(container: HTMLElement, config: Promise<RuntimeConfig>): Promise<void> {
  config.catch((error: unknown) => console.error((error as Error).message));
  return Promise.all([loadMatchedRoutes(), loadFullStyles()]).then(() => createRoot(container).render(app()));
}

/** Not prerendered (login, profile, ...): render once the configuration and the full styles are in. */
export function renderApp(container: HTMLElement, config: Promise<RuntimeConfig>): Promise<void> {
  return Promise.all([config, loadFullStyles()]).then(
    () => createRoot(container).render(app()),
    (error: unknown) => showConfigError(container, error),
  );
}
