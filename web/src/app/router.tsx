import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { STAFF_GROUPS } from '../lib/home-path';
import { loadFullStyles } from '../styles/load-full-styles';
import { AppLayout } from './layout/app-layout';
import type { ProtectedRoute } from './protected-route';

type PageModule = { default: ComponentType };

/**
 * Every page is its own chunk: the landing page loads none of the others. The glob gives each page's
 * loader under its source path, which the prerenderer uses to preload a prerendered page's chunk.
 *
 * The routes are declarative (useRoutes under a BrowserRouter), not a data router: no page has a loader
 * or an action, and the data router's code (about a fifth of the public pages' first-load JS) bought nothing.
 */
const pageModules = import.meta.glob<PageModule>('../features/**/*-page.tsx');

/** The source file of a page (`info-pages/faq-page`), relative to the Vite root, as Vite's manifest names it. */
export const pageSource = (file: string) => `src/features/${file}.tsx`;

function load(file: string): () => Promise<PageModule> {
  const loader = pageModules[`../features/${file}.tsx`];
  if (!loader) throw new Error(`No page module features/${file}.tsx`);
  return loader;
}

type Guard = Omit<React.ComponentProps<typeof ProtectedRoute>, 'children'>;

/** What a route's `handle` holds: the page's module (for the prerenderer's links) and how to load it ahead of rendering. */
export interface PageHandle {
  source: string;
  preload: () => Promise<unknown>;
}

/**
 * A lazily loaded page. Once its chunk is in (preloaded before the first render or hydration, or loaded
 * on the way), it renders at once, so a prerendered page hydrates as the page, not as the loading fallback;
 * before that, it suspends (the previous page stays on screen while the next one loads).
 */
function lazyPage(file: string, loadComponent: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  const preload = () =>
    loadComponent().then((component) => {
      loaded = component;
      return component;
    });
  // Reached by navigating (a prerendered page's own chunk is preloaded): the next page's styles may not be
  // among the prerendered pages' critical ones, so the full stylesheet comes with it.
  const Lazy = lazy(() => Promise.all([preload(), loadFullStyles()]).then(([component]) => ({ default: component })));
  function PageRoute() {
    const Page = loaded ?? Lazy;
    return <Page />;
  }
  const handle: PageHandle = { source: pageSource(file), preload };
  return { element: <PageRoute />, handle };
}

/** A lazily loaded page. */
const page = (file: string) => lazyPage(file, async () => (await load(file)()).default);

/** A lazily loaded page behind the generic guard (which loads with it: public pages need neither). */
const guarded = (file: string, guard: Guard = {}) =>
  lazyPage(file, async () => {
    const [{ default: Page }, { ProtectedRoute }] = await Promise.all([load(file)(), import('./protected-route')]);
    return function GuardedPage() {
      return (
        <ProtectedRoute {...guard}>
          <Page />
        </ProtectedRoute>
      );
    };
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


/** Loads the chunks of the pages matching `path` (their modules are then rendered without suspending). */
export async function preloadRoutes(path: string): Promise<string[]> {
  const handles = (matchRoutes(routes, path) ?? []).map(({ route }) => route.handle as PageHandle | undefined).filter((h): h is PageHandle => Boolean(h));
  await Promise.all(handles.map((h) => h.preload()));
  return handles.map((h) => h.source);
}

function MatchedRoute() {
  return useRoutes(routes);
}

/** The app's pages, inside a router (BrowserRouter in the browser, StaticRouter in the prerenderer). */
export function AppRoutes() {
  return (
    <Suspense fallback={<FirstLoad />}>
      <MatchedRoute />
    </Suspense>
  );
}
