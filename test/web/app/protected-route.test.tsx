import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '../../../lambdas/contract/auth-messages';
import { setTokenSource } from '../../../web/src/lib/api';
import { renderRoutes } from '../render';

const session = vi.hoisted(() => ({ groups: ['client'] as string[] }));
vi.mock('../../../web/src/lib/session', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ status: 'signedIn', user: { id: 'u1', email: 'a@example.com', groups: session.groups, emailVerified: true } }),
}));

const { ProtectedRoute } = await import('../../../web/src/app/protected-route');
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-root *' }, { timeout: 10_000 });

describe('the route guard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a client who opens the partner area why not (the text loads with the toast)', async () => {
    session.groups = ['client'];
    renderRoutes(
      [
        { path: '/partner', element: <ProtectedRoute partner>partner area</ProtectedRoute> },
        { path: '/profile', element: <p>profile</p> },
      ],
      '/partner',
    );
    expect(await toast(authMessages.partnerAccessDenied)).toBeTruthy();
    expect(screen.queryByText('partner area')).toBeNull();
  });

  it('says the subscription check failed, and counts the page as unpaid', async () => {
    session.groups = ['client'];
    setTokenSource(async () => 'id-token');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"down"}', { status: 503 })));
    renderRoutes(
      [
        { path: '/profile', element: <ProtectedRoute requireSubscription>dashboard</ProtectedRoute> },
        { path: '/payment-required', element: <p>payment required</p> },
      ],
      '/profile',
    );
    expect(await toast(authMessages.subscriptionCheckFailed)).toBeTruthy();
    expect(await screen.findByText('payment required')).toBeTruthy();
  });
});
