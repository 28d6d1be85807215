import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import { sessionMessages, sessionProblemCodes } from '@contract/messages';
import { renderRoutes } from '../render';
import { fill } from '../features/auth/field-errors';

/** A signed-in admin whose Amplify session the mocks below stand for. */
const auth = vi.hoisted(() => {
  const state = { signedIn: true };
  const user = { id: '6f1c1f9e-3c55-4f5a-9d55-0b6cbb2b6d11', email: 'staff@example.com', groups: ['admin'], emailVerified: true };
  return {
    state,
    user,
    signOut: vi.fn(async () => {
      state.signedIn = false;
    }),
    startTotpSetup: vi.fn(async () => ({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Credit:staff@example.com?secret=JBSWY3DPEHPK3PXP' })),
    finishTotpSetup: vi.fn(async () => {}),
  };
});
vi.mock('../../../web/src/lib/auth', () => ({
  hasStoredSession: () => auth.state.signedIn,
  loadAuth: async () => ({}),
  currentSession: async () => (auth.state.signedIn ? { idToken: 'id-token', user: auth.user } : null),
  signOut: auth.signOut,
  signIn: vi.fn(),
  confirmSignInWithTotp: vi.fn(),
  hasTotp: async () => false,
  startTotpSetup: auth.startTotpSetup,
  finishTotpSetup: auth.finishTotpSetup,
}));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => {} } }));
vi.mock('qrcode', () => {
  const toDataURL = async () => 'data:image/png;base64,AAAA';
  return { toDataURL, default: { toDataURL } };
});

const { SessionProblems } = await import('../../../web/src/app/session-problems');
const { StaffIdleSignOut } = await import('../../../web/src/app/staff-idle-sign-out');
const { LoginPage } = await import('../../../web/src/features/auth/login-page');
const { api } = await import('../../../web/src/lib/api-client');
const { markLeaving } = await import('../../../web/src/lib/leaving');

/** A staff page that reads the server, as the admin dashboard does. */
function StaffPage() {
  const ping = useQuery({ queryKey: ['ping'], queryFn: () => api.call('adminPing') });
  return <p>{ping.isSuccess ? 'Staff data loaded' : ping.isError ? 'Could not load' : 'Loading'}</p>;
}

const routes = [
  {
    element: (
      <>
        <Outlet />
        <SessionProblems />
        <StaffIdleSignOut />
      </>
    ),
    children: [
      { path: '/admin', element: <StaffPage /> },
      { path: '/login', element: <LoginPage /> },
    ],
  },
];

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the web acts on the server saying the session no longer works', () => {
  beforeEach(() => {
    auth.state.signedIn = true;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('a deleted account’s 401 signs out and shows why on the login page', async () => {
    vi.stubGlobal('fetch', async () => answer(401, { message: sessionMessages.accountDeleted, code: sessionProblemCodes.accountDeleted, requestId: 'r1' }));
    const { router } = renderRoutes(routes, '/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('alert')).textContent).toBe(sessionMessages.accountDeleted);
  });

  it('a removed staff role’s 403 signs out the same way', async () => {
    vi.stubGlobal('fetch', async () => answer(403, { message: sessionMessages.roleRevoked, code: sessionProblemCodes.roleRevoked }));
    const { router } = renderRoutes(routes, '/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('alert')).textContent).toBe(sessionMessages.roleRevoked);
  });

  it('“set up two-step sign-in” takes the staff member through the authenticator set-up; the server then wants a sign-in with the code, and the web signs out saying so', async () => {
    let enrolled = false;
    vi.stubGlobal('fetch', async () =>
      enrolled
        ? answer(401, { message: sessionMessages.staffSignInWithAuthenticator, code: sessionProblemCodes.staffSessionEnded })
        : answer(403, { message: sessionMessages.staffTotpRequired, code: sessionProblemCodes.staffTotpRequired }),
    );
    auth.finishTotpSetup.mockImplementationOnce(async () => {
      enrolled = true;
    });
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByRole('dialog', { name: 'Set up two-step sign-in' })).toBeTruthy();
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(auth.startTotpSetup).toHaveBeenCalledWith(auth.user.email);
    fill('Authentication code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(auth.finishTotpSetup).toHaveBeenCalledWith('123456'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('alert')).textContent).toBe(sessionMessages.staffSignInWithAuthenticator);
  });

  it('signs a staff member out after 15 minutes without input, and not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.stubGlobal('fetch', async () => answer(200, { ok: true, callerId: 'u1', time: '2026-01-01T00:00:00.000Z' }));
      const { router } = renderRoutes(routes, '/admin');
      expect(await screen.findByText('Staff data loaded')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(14 * 60_000);
      fireEvent.keyDown(window, { key: 'a' });
      await vi.advanceTimersByTimeAsync(14 * 60_000);
      expect(auth.signOut).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(60_000 + 1000);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(auth.signOut).toHaveBeenCalledTimes(1);
      expect((await screen.findByRole('alert')).textContent).toBe(sessionMessages.staffSessionIdle);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the user’s own account deletion alone: a late 401 about the deleted account does not redirect to /login', async () => {
    vi.stubGlobal('fetch', async () => answer(401, { message: sessionMessages.accountDeleted, code: sessionProblemCodes.accountDeleted }));
    markLeaving('/admin');
    try {
      const { router } = renderRoutes(routes, '/admin');
      expect(await screen.findByText('Could not load')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/admin');
      expect(auth.signOut).not.toHaveBeenCalled();
    } finally {
      markLeaving(null);
    }
  });

  it('ignores the same codes on a call made without our token, and other errors', async () => {
    auth.state.signedIn = false;
    vi.stubGlobal('fetch', async () => answer(401, { message: sessionMessages.accountDeleted, code: sessionProblemCodes.accountDeleted }));
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByText('Could not load')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    expect(auth.signOut).not.toHaveBeenCalled();
  });
});
