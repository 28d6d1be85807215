import type { HttpMethod, RouteArea, RouteName, routeAreas } from '../../../lambdas/routes';

/** What the web's API client reads of a route: its method, its path, whether a token goes with it, and its area. */
export type WebRoute = readonly [method: HttpMethod, path: string, signedIn: boolean, area: RouteArea];

/**
 * The route table (lambdas/routes.ts) as the web's client needs it, written into the build by web/vite.config.ts
 * (`__API_ROUTES__`): the entries' other parts (handlers, needs, rate limits: a third of the dashboard's own code
 * once gzipped, as the whole table was) are the server's and stay out of the browser.
 */
export function webRouteTable(areas: typeof routeAreas): Record<RouteName, WebRoute> {
  const table: Record<string, WebRoute> = {};
  for (const [area, routes] of Object.entries(areas)) {
    for (const [name, def] of Object.entries(routes)) table[name] = [def.method, def.path, def.access !== 'public', area as RouteArea];
  }
  return table as Record<RouteName, WebRoute>;
}
