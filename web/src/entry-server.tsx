/**
 * The prerenderer's entry (scripts/build-web.ts builds it with Vite's SSR build and calls `render`
 * for each public page). It renders the very tree main.tsx hydrates, as a visitor sees it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes, preloadRoutes } from './app/router';
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
  // The page's chunk is loaded first: renderToString would render a suspended page as its loading fallback.
  const sources = await preloadRoutes(path);
  const meta: CollectedMeta = {};
  const html = renderToString(
    <StrictMode>
      <PageMetaCollector meta={meta}>
        <AppProviders queryClient={createQueryClient()} hydrating>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </PageMetaCollector>
    </StrictMode>,
  );
  return { html, ...meta, sources };
}
export { fullTitle } from './lib/page-meta';
