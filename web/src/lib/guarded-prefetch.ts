import type { QueryClient } from '@tanstack/react-query';

/**
 * A guarded page's first read, started as soon as the visitor is known to be signed in, beside the guard's own
 * checks (the subscription check) instead of after them: one round trip less before the page shows. A page module
 * registers its read when it loads, which is before its guard renders (the router loads both together). The server
 * still decides what the read answers; the guard still decides whether the page shows.
 */
const prefetches = new Map<string, (queryClient: QueryClient) => void>();

export function prefetchBesideGuard(path: string, prefetch: (queryClient: QueryClient) => void): void {
  prefetches.set(path, prefetch);
}

export function startGuardedPrefetch(path: string, queryClient: QueryClient): void {
  prefetches.get(path)?.(queryClient);
}
