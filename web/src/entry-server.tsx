/**
 * The prerenderer's entry (scripts/build-web.ts builds it with Vite's SSR build and calls `render`
 * for each public page). It renders the very tree main.tsx hydrates, as a visitor sees it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/router';
import { PageMetaCollector, type CollectedMeta } from './lib/page-meta';

export { publicPageList, robotsTxt, sitemapXml } from './config/public-pages';

export interface Rendered {
  html: string;
  title?: string;
  description?: string;
  /** Source files of the page's lazily loaded modules (Vite manifest keys), for modulepreload links. */
  sources: string[];
}

export async function render(path: string): Promise<Rendered> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected (${context.status}); only plain pages can be prerendered`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta: CollectedMeta = {};
  const html = renderToString(
    <StrictMode>
      <PageMetaCollector meta={meta}>
        <AppProviders queryClient={createQueryClient()} hydrating>
          {/* No hydration data: the routes have no loaders, and an inline script would break the CSP. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageMetaCollector>
    </StrictMode>,
  );
  const sources = context.matches.map((m) => (m.route.handle as { source?: string } | undefined)?.source).filter((s): s is string => Boolean(s));
  return { html, ...meta, sources };
}
export { fullTitle } from './lib/page-meta';
