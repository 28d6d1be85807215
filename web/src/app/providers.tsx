import { MantineProvider } from '@mantine/core';
import { MutationCache, QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastRegion } from '../components/notifications';
import { Island } from '../islands/island';
import { ApiError } from '../lib/api';
import { SessionProvider } from '../lib/session';
import { cssVariablesResolver, theme } from '../theme';

/** The spec's cache lifetime for subscription and feature checks. */
export const FIVE_MINUTES = 5 * 60 * 1000;

/** A query kept fresh forever is read once on purpose (staff opening a client's file writes an audit entry per read). */
const readOnce = (query: Query) => query.observers.length > 0 && query.observers.every((observer) => observer.options.staleTime === Infinity);

export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    // A change the server accepted may change what another screen shows (a verification moves the onboarding, a filing
    // the dispute usage, a removal the documents' step): every query on screen is read again, the others when next shown.
    // A step in the middle of a flow may say `meta: { refetch: false }`; the flow's end re-reads what it changed.
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.refetch === false) return;
        void queryClient.invalidateQueries({ predicate: (query) => !readOnce(query) });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        // Stale queries are read again when the window regains focus; the dashboard and the disputes always are
        // (lib/dashboard.ts, features/disputes/api.ts), since staff and bureaus change them from elsewhere.
        refetchOnWindowFocus: true,
        // A 4xx will not change by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
  return queryClient;
}

/** `hydrating`: the page is being hydrated from prerendered HTML (see SessionProvider). */
export function AppProviders({ children, queryClient, hydrating }: { children: ReactNode; queryClient: QueryClient; hydrating?: boolean }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* On a prerendered public page, an island: live from the visitor's first input, before any toast can come. */}
      <Island name="toasts" when="page" component={ToastRegion} />
      <QueryClientProvider client={queryClient}>
        <SessionProvider hydrating={hydrating}>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
