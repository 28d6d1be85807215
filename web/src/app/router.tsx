import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { STAFF_GROUPS } from '../lib/home-path';
import { AppLayout } from './layout/app-layout';
import type { ProtectedRoute } from './protected-route';

type PageModule = { default: React.ComponentType };

/**
 * Every page is its own chunk: the landing page loads none of the others. The glob gives each page's
 * loader under its source path, which the prerenderer uses to preload a prerendered page's chunk.
 */
const pageModules = import.meta.glob<PageModule>('../features/**/*-page.tsx');

/** The source file of a page (`info-pages/faq-page`), relative to the Vite root, as Vite's manifest names it. */
export const pageSource = (file: string) => `src/features/${file}.tsx`;

function load(file: string): () => Promise<PageModule> {
  const loader = pageModules[`../features/${file}.tsx`];
  if (!loader) throw new Error(`No page module features/${file}.tsx`);
  return loader;
}

/** A lazily loaded page; `handle.source` names its module. */
const page = (file: string): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: async () => ({ Component: (await load(file)()).default }),
  handle: { source: pageSource(file) },
});

type Guard = Omit<React.ComponentProps<typeof ProtectedRoute>, 'children'>;

/** A lazily loaded page behind the generic guard (which loads with it: public pages need neither). */
const guarded = (file: string, guard: Guard = {}): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: async () => {
    const [{ default: Page }, { ProtectedRoute }] = await Promise.all([load(file)(), import('./protected-route')]);
    return {
      Component: () => (
        <ProtectedRoute {...guard}>
          <Page />
        </ProtectedRoute>
      ),
    };
  },
  handle: { source: pageSource(file) },
});

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
      { path: paths.home, ...page('landing/landing-page') },
      { path: paths.login, ...page('auth/login-page') },
      { path: paths.signup, ...page('auth/signup-page') },
      { path: paths.forgotPassword, ...page('auth/forgot-password-page') },
      { path: paths.authCallback, ...page('auth/auth-callback-page') },
      { path: paths.paymentRequired, ...guarded('billing/payment-required-page') },
      { path: paths.paymentSuccess, ...page('billing/payment-success-page') },
      { path: paths.paymentCanceled, ...page('billing/payment-canceled-page') },
      { path: paths.profile, ...guarded('profile/profile-page', { requireSubscription: true }) },
      { path: paths.creditSweep, ...guarded('credit-sweep/credit-sweep-page', { requireSubscription: true }) },
      { path: paths.admin, ...guarded('admin/admin-page', { groups: STAFF_GROUPS }) },
      { path: paths.partners, ...page('partners/partners-page') },
      { path: paths.partnerDashboard, ...guarded('partners/partner-dashboard-page', { partner: true }) },
      // The public site (prerendered at build: config/public-pages.ts).
      { path: paths.comingSoon, ...page('coming-soon/coming-soon-page') },
      { path: paths.faq, ...page('info-pages/faq-page') },
      { path: paths.about, ...page('info-pages/about-page') },
      { path: paths.creditGuide, ...page('info-pages/credit-guide-page') },
      { path: paths.support, ...page('info-pages/support-page') },
      { path: paths.contact, ...page('info-pages/contact-page') },
      { path: paths.press, ...page('info-pages/press-page') },
      { path: paths.terms, ...page('info-pages/terms-page') },
      { path: paths.privacy, ...page('info-pages/privacy-page') },
      { path: paths.successStories, ...page('info-pages/success-stories-page') },
      { path: paths.sitemap, ...page('info-pages/sitemap-page') },
      { path: '*', ...page('not-found/not-found-page') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
