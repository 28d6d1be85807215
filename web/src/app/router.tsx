import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { ProtectedRoute } from './protected-route';

/** Every page is its own chunk: the landing page loads none of the others. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** Shown while the first page's chunk loads. */
function FirstLoad() {
  return (
    <Center mih="60vh" aria-busy="true" aria-label="Loading">
      <Loader />
    </Center>
  );
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: FirstLoad,
    children: [
      { path: paths.home, lazy: page(() => import('../features/home/home-page')) },
      { path: paths.login, lazy: page(() => import('../features/auth/login-page')) },
      { path: paths.signup, lazy: page(() => import('../features/auth/signup-page')) },
      { path: paths.forgotPassword, lazy: page(() => import('../features/auth/forgot-password-page')) },
      { path: paths.authCallback, lazy: page(() => import('../features/auth/auth-callback-page')) },
      {
        path: paths.paymentRequired,
        lazy: async () => {
          const { default: Page } = await import('../features/billing/payment-required-page');
          return {
            Component: () => (
              <ProtectedRoute>
                <Page />
              </ProtectedRoute>
            ),
          };
        },
      },
      {
        path: paths.profile,
        lazy: async () => {
          const { default: Page } = await import('../features/profile/profile-page');
          return {
            Component: () => (
              <ProtectedRoute requireSubscription>
                <Page />
              </ProtectedRoute>
            ),
          };
        },
      },
      { path: '*', lazy: page(() => import('../features/not-found/not-found-page')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
