import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@contract/messages';
import { renderRoutes } from '../../render';
import { fill, json, press } from './field-errors';

/** The session the auth library reports: none until a sign-in, then this user. */
const auth = vi.hoisted(() => ({ user: null as null | { id: string; email: string; groups: string[]; emailVerified: boolean }, signIn: vi.fn() }));
vi.mock('../../../../web/src/lib/auth', () => ({
  hasStoredSession: () => auth.user !== null,
  loadAuth: async () => ({}),
  currentSession: async () => (auth.user ? { idToken: 't', user: auth.user } : null),
  signOut: async () => {
    auth.user = null;
  },
  signIn: auth.signIn,
  confirmSignInWithTotp: vi.fn(),
  hasTotp: async () => false,
}));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => {} } }));

const { AuthCallbackPage } = await import('../../../../web/src/features/auth/auth-callback-page');
const { LoginPage } = await import('../../../../web/src/features/auth/login-page');

const routes = [
  { path: '/auth/callback', element: <AuthCallbackPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

describe('a partner’s first sign-in, from any browser', () => {
  beforeEach(() => {
    // Another browser: nothing stored by the one that applied.
    localStorage.clear();
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { message: authMessages.emailConfirmed, email: 'pia@example.com' })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    auth.user = null;
    auth.signIn.mockReset();
    notifications.clean();
  });

  it('the partner applicant’s confirmation link (partner=1) lands on the Partner Sign In, not the clients’ “Welcome Back”', async () => {
    renderRoutes(routes, '/auth/callback?token=tok&partner=1');
    expect(await screen.findByRole('heading', { name: 'Partner Sign In' })).toBeTruthy();
    expect(screen.queryByText('Welcome Back')).toBeNull();
    expect(localStorage.getItem('isPartnerLogin')).toBe('true');
  });

  it('a client’s confirmation link lands on the clients’ login', async () => {
    renderRoutes(routes, '/auth/callback?token=tok');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
  });

  it('the clients’ login offers a partner the Partner Sign In instead of “Access denied”', async () => {
    auth.signIn.mockImplementation(async () => {
      auth.user = { id: 'p1', email: 'pia@example.com', groups: ['partner_pending'], emailVerified: true };
      return 'done';
    });
    renderRoutes(routes, '/login');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    fill('Email', 'pia@example.com');
    fill('Password', 'secret12');
    press('Sign In');
    expect(await screen.findByText(authMessages.partnerAccount)).toBeTruthy();
    expect(screen.queryByText(authMessages.accessDenied)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Partner Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Partner Sign In' })).toBeTruthy();
    expect(localStorage.getItem('isPartnerLogin')).toBe('true');
    // The same details now sign the partner in.
    press('Sign In');
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeTruthy());
  });

  it('still refuses someone who is neither a client nor staff nor a partner', async () => {
    auth.signIn.mockImplementation(async () => {
      auth.user = { id: 'x1', email: 'x@example.com', groups: [], emailVerified: true };
      return 'done';
    });
    renderRoutes(routes, '/login');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    fill('Email', 'x@example.com');
    fill('Password', 'secret12');
    press('Sign In');
    expect(await screen.findByText(authMessages.accessDenied)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go to Partner Sign In' })).toBeNull();
  });
});
