import type * as z from 'zod';
import type { ApiContract } from '@contract/api';
import { routes, type RouteName } from '../../../lambdas/routes';
import { request } from './api';

/**
 * The web's one way to call the API: `api.call('fileDispute', { body })`. The route table (lambdas/routes.ts) gives
 * the method, the path and whether a token goes with it; the contract (lambdas/contract/api.ts) gives the types of
 * the input and of the answer, and the schema the answer is parsed with. No path is written anywhere else in the web
 * (a lint rule refuses one: eslint.config.js, `web-api/through-the-client`).
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
  const path = routes[name].path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(input.params?.[key])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) if (value !== undefined) search.set(key, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The contract (zod and every route's schemas): loaded beside the first call, or earlier by a page that knows it will call at once. */
const loadContract = () => import('@contract/api');

/** Starts loading the contract now (a signed-in page, before its session and its first call are ready); loaded once either way. */
export function preloadContract(): void {
  void loadContract();
}

export const api = {
  async call<N extends RouteName>(name: N, ...[input, options]: Args<N>): Promise<Answer<N>> {
    const def = routes[name];
    const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    // The contract loads beside the first call, not before it: zod and the schemas stay out of the landing page's first load.
    const [data, { apiContract }] = await Promise.all([
      request(pathOf(name, { params, query }), {
        method: def.method,
        ...(body !== undefined ? { body } : {}),
        auth: def.access !== 'public',
        ...(options?.signal ? { signal: options.signal } : {}),
      }),
      loadContract(),
    ]);
    const response = apiContract[name].response;
    return (response ? response.parse(data) : data) as Answer<N>;
  },
};
