import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { ProtectedRoute } from './protected-route';

/** Every page is its own chunk: the landing page loads none of the others. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

type Guard = Omit<React.ComponentProps<typeof ProtectedRoute>, 'children'>;

/** A lazily loaded page behind the generic guard. */
const guarded = (load: () => Promise<{ default: React.ComponentType }>, guard: Guard = {}) => async () => {
  const { default: Page } = await load();
  return {
    Component: () => (
      <ProtectedRoute {...guard}>
        <Page />
      </ProtectedRoute>
    ),
  };
};

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
      { path: paths.paymentRequired, lazy: guarded(() => import('../features/billing/payment-required-page')) },
      { path: paths.paymentSuccess, lazy: page(() => import('../features/billing/payment-success-page')) },
      { path: paths.paymentCanceled, lazy: page(() => import('../features/billing/payment-canceled-page')) },
      { path: paths.profile, lazy: guarded(() => import('../features/profile/profile-page'), { requireSubscription: true }) },
      { path: paths.admin, lazy: guarded(() => import('../features/admin/admin-page'), { groups: ['admin'] }) },
      { path: paths.partners, lazy: page(() => import('../features/partners/partners-page')) },
      { path: paths.partnerDashboard, lazy: guarded(() => import('../features/partners/partner-dashboard-page'), { partner: true }) },
      { path: '*', lazy: page(() => import('../features/not-found/not-found-page')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
