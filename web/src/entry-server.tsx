/**
 * The prerenderer's entry (scripts/build-web.ts builds it with Vite's SSR build and calls `render`
 * for each public page). It renders the app's tree as a visitor sees it, then each island of the page
 * (islands/island.tsx) on a root of its own, as the browser hydrates it (islands/hydrate.tsx).
 */
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes, preloadRoutes } from './app/router';
import { IslandCollector, type CollectedIsland, type IslandGate, type IslandWhen } from './islands/island';
import { IslandRoot } from './islands/root';
import { PageMetaCollector, type CollectedMeta } from './lib/page-meta';
import type { IslandName } from './islands/registry';

export { publicPageList, robotsTxt, sitemapXml } from './config/public-pages';

export interface Rendered {
  html: string;
  title?: string;
  description?: string;
  /** Source files of the page's lazily loaded modules (Vite manifest keys), for modulepreload links. */
  sources: string[];
  /** The page's islands, in the order of the page, and when each hydrates. */
  islands: { name: IslandName; when: IslandWhen; gate?: IslandGate }[];
}

export async function render(path: string): Promise<Rendered> {
  // The page's chunk is loaded first: renderToString would render a suspended page as its loading fallback.
  const sources = await preloadRoutes(path);
  const meta: CollectedMeta = {};
  const islands = new Map<string, CollectedIsland>();
  const collect = (key: string, island: Omit<CollectedIsland, 'id'>) => {
    const found = islands.get(key);
    if (found) return found.id;
    const id = `${island.name}${[...islands.values()].filter((i) => i.name === island.name).length}`;
    islands.set(key, { ...island, id });
    return id;
  };
  let html = renderToString(
    <StrictMode>
      <IslandCollector value={collect}>
        <PageMetaCollector meta={meta}>
          <AppProviders queryClient={createQueryClient()} hydrating>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </PageMetaCollector>
      </IslandCollector>
    </StrictMode>,
  );
  for (const island of islands.values()) {
    const Component = island.Component as ComponentType<object>;
    const { props } = island;
    const inner = renderToString(
      <IslandRoot pathname={path}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: `${island.id}-` },
    );
    const slot = `<!--island:${island.id}-->`;
    if (!html.includes(slot)) throw new Error(`${path}: island ${island.id} has no place in the page`);
    html = html.replace(slot, () => inner);
  }
  return { html, ...meta, sources, islands: [...islands.values()].map(({ name, when, gate }) => ({ name, when, ...(gate ? { gate } : {}) })) };
}
export { fullTitle } from './lib/page-meta';
