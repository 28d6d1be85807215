import type * as z from 'zod';
import type { ApiContract, RouteContract } from '@contract/api';
import type { RouteName } from '../../../lambdas/routes';
import { request } from './api';
import type { WebRoute } from './api-routes';

/** The route table's method, path, token and area of each route, written into the build (web/vite.config.ts). */
declare const __API_ROUTES__: Record<RouteName, WebRoute>;
const routes = __API_ROUTES__;

/**
 * The web's one way to call the API: `api.call('fileDispute', { body })`. The route table (lambdas/routes.ts) gives
 * the method, the path and whether a token goes with it; the contract (lambdas/contract/api.ts) gives the types of
 * the input and of the answer, and its area's module (contract/api/<area>.ts) the schema the answer is parsed with.
 * No path is written anywhere else in the web (a lint rule refuses one: eslint.config.js, `web-api/through-the-client`).
 */

type Contract<N extends RouteName> = ApiContract[N];
type Part<N extends RouteName, K extends 'params' | 'query' | 'body'> = K extends keyof Contract<N> ? (Contract<N>[K] extends z.ZodType ? z.input<Contract<N>[K]> : never) : never;

/** A call's input: the path parameters, query and body its contract names, as the client writes them (before the server's transforms). */
export type CallInput<N extends RouteName> = ([Part<N, 'params'>] extends [never] ? unknown : { params: Part<N, 'params'> }) &
  ([Part<N, 'query'>] extends [never] ? unknown : { query?: Part<N, 'query'> }) &
  ([Part<N, 'body'>] extends [never] ? unknown : { body: Part<N, 'body'> });

/** A call's answer: its contract's response schema's output; undefined for a route that answers 204. */
export type Answer<N extends RouteName> = Contract<N>['response'] extends z.ZodType ? z.output<Contract<N>['response']> : undefined;

export interface CallOptions {
  signal?: AbortSignal;
}

type Args<N extends RouteName> = object extends CallInput<N> ? [input?: CallInput<N>, options?: CallOptions] : [input: CallInput<N>, options?: CallOptions];

/** The route's path below the API's base URL, its parameters filled in (encoded) and its query appended (undefined left out). */
export function pathOf(name: RouteName, input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {}): string {
  const path = routes[name][1].replace(/^\/api/, '').replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(input.params?.[key])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) if (value !== undefined) search.set(key, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Each area's part of the contract, a chunk of its own (with zod and the schema modules it uses): a page loads the
 * schemas of the areas it calls only, not every route's (the dashboard's first screen needs two areas of fourteen).
 */
const areaContracts = import.meta.glob<{ contract: Partial<Record<RouteName, RouteContract>> }>('../../../lambdas/contract/api/*.ts');

/** A route's schemas: loaded beside its area's first call, or earlier by a page that knows it will call at once. */
export async function contractOf(name: RouteName): Promise<RouteContract> {
  // The area the route is declared in (lambdas/routes/<area>.ts) has its schemas in contract/api/<area>.ts.
  const load = areaContracts[`../../../lambdas/contract/api/${routes[name]?.[3]}.ts`];
  const contract = (await load?.())?.contract[name];
  if (!contract) throw new Error(`The API contract names no schemas for the route ${name}.`);
  return contract;
}

/** Starts loading these routes' schemas now (a signed-in page, before its session and its first calls are ready); loaded once either way. */
export function preloadContract(...names: RouteName[]): void {
  for (const name of names) contractOf(name).catch(() => undefined);
}

export const api = {
  async call<N extends RouteName>(name: N, ...[input, options]: Args<N>): Promise<Answer<N>> {
    const [method, , signedIn] = routes[name];
    const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    // The route's schemas load beside its first call, not before it: zod and the schemas stay out of the landing page's first load.
    const [data, { response }] = await Promise.all([
      request(pathOf(name, { params, query }), {
        method,
        ...(body !== undefined ? { body } : {}),
        auth: signedIn,
        ...(options?.signal ? { signal: options.signal } : {}),
      }),
      contractOf(name),
    ]);
    return (response ? response.parse(data) : data) as Answer<N>;
  },
};
