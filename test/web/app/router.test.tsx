import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../web/src/app/router';
import { renderRoutes } from '../render';

describe('router', () => {
  it('sends an unknown path to the 404 page, with a link home', async () => {
    renderRoutes(routes, '/no/such/page');
    // The page is its own lazily imported chunk: the first import can take a while on a busy machine.
    expect(await screen.findByText('Oops! Page not found', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toMatch(/^Page not found/));
  });

  it('serves the home page at /', async () => {
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('shows Log in and Get Started to a visitor', async () => {
    renderRoutes(routes, '/');
    expect((await screen.findAllByRole('link', { name: 'Log in' })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Get Started' }).length).toBeGreaterThan(0);
  });

  it('sends a visitor from a protected page to /login, remembering where they were going', async () => {
    const { router } = renderRoutes(routes, '/profile?tab=settings');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('redirectUrl')).toBe('/profile?tab=settings');
  });
});
