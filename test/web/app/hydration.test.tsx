import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../render';

const auth = vi.hoisted(() => ({ stored: false }));
vi.mock('../../../web/src/lib/auth', () => ({
  hasStoredSession: () => auth.stored,
  loadAuth: async () => ({}),
  currentSession: async () => (auth.stored ? { idToken: 't', user: { id: 'u1', email: 'c@example.com', groups: ['client'], emailVerified: true } } : null),
  signOut: async () => {},
}));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => {} } }));

const { render } = await import('../../../web/src/entry-server');
const { AppRoutes, preloadRoutes } = await import('../../../web/src/app/router');
const { AppProviders, createQueryClient } = await import('../../../web/src/app/providers');
const { setRuntimeConfig } = await import('../../../web/src/config/runtime-config');

const hydrationWarnings = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((c) => c.map(String).join(' ')).filter((m) => /hydrat|did not match|server rendered/i.test(m));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  auth.stored = false;
});

/** What boot.tsx does for a prerendered page (main.tsx loads it once the page has loaded): the server's HTML in #root, the page's chunk loaded, then hydrateRoot. */
async function hydrate(path: string, { signedIn = false } = {}) {
  // The build renders as a visitor (no browser storage there); the browser may have a stored session.
  auth.stored = false;
  const { html, title } = await render(path);
  auth.stored = signedIn;
  history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.appendChild(container);
  await preloadRoutes(path);
  const errors: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <AppProviders queryClient={createQueryClient()} hydrating>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { title, errors, consoleErrors };
}

describe('hydrating a prerendered page', () => {
  it('matches the server’s HTML exactly (no recoverable error, no hydration warning)', async () => {
    setRuntimeConfig(testConfig);
    const { title, errors, consoleErrors } = await hydrate('/');
    expect(title).toBe('Credit Repair');
    await screen.findByRole('button', { name: 'See How It Works' });
    expect(errors).toEqual([]);
    expect(hydrationWarnings(consoleErrors)).toEqual([]);
    consoleErrors.mockRestore();
  });

  it('renders a signed-in user’s header after hydration: first as the server did, then from the session', async () => {
    setRuntimeConfig(testConfig);
    const { errors, consoleErrors } = await hydrate('/faq', { signedIn: true });
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'My Profile' }).length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(errors).toEqual([]);
    expect(hydrationWarnings(consoleErrors)).toEqual([]);
    consoleErrors.mockRestore();
  });

  it('does not wait for /config.json: the page is live before the configuration arrives', async () => {
    setRuntimeConfig(undefined);
    const { errors, consoleErrors } = await hydrate('/coming-soon');
    expect(errors).toEqual([]);
    // Interactive: the form validates without any configuration.
    await act(async () => screen.getByRole('button', { name: 'Notify Me' }).click());
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(hydrationWarnings(consoleErrors)).toEqual([]);
    consoleErrors.mockRestore();
  });
});
