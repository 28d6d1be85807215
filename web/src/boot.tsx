/**
 * The app itself, loaded by main.tsx: at once for a page the server did not prerender, and when the
 * browser is idle (or at the first interaction) for a prerendered one, which is already painted.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes, preloadRoutes } from './app/router';
import type { RuntimeConfig } from '@contract/config';
import { ConfigError } from './config/runtime-config';
import { loadFullStyles } from './styles/load-full-styles';

/** The whole app; called once, so the router and the query cache are made once. */
function app(hydrating = false) {
  const queryClient = createQueryClient();
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} hydrating={hydrating}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}

/** The page's chunk must be in place before hydrating, or the first render would be the loading fallback, not the page. */
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

/** Runs `start` at the visitor's first input after hydration. */
function whenUsed(start: () => void): void {
  const types = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
  const once = () => {
    for (const type of types) window.removeEventListener(type, once, true);
    start();
  };
  for (const type of types) window.addEventListener(type, once, { capture: true, passive: true });
}

/** A prerendered public page: it is already painted; make it interactive without waiting for /config.json. */
export function hydratePrerendered(container: HTMLElement, config: Promise<RuntimeConfig>): Promise<void> {
  config.catch((error: unknown) => console.error((error as Error).message));
  return loadMatchedRoutes().then(() => {
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
    // The rest of the styles, for what the page does next, at the visitor's first input: whatever shows
    // more than the page (another page, a dialog, the menu, a toast, the chat) also loads them itself first.
    whenUsed(() => void loadFullStyles());
  });
}

/** Not prerendered (login, profile, ...): render once the configuration and the full styles are in. */
export function renderApp(container: HTMLElement, config: Promise<RuntimeConfig>): Promise<void> {
  return Promise.all([config, loadFullStyles()]).then(
    () => createRoot(container).render(app()),
    (error: unknown) => showConfigError(container, error),
  );
}
