import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastRegion } from '../components/notifications';
import { ApiError } from '../lib/api';
import { SessionProvider } from '../lib/session';
import { cssVariablesResolver, theme } from '../theme';

/** The spec's cache lifetime for subscription and feature checks. */
export const FIVE_MINUTES = 5 * 60 * 1000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/** `hydrating`: the page is being hydrated from prerendered HTML (see SessionProvider). */
export function AppProviders({ children, queryClient, hydrating }: { children: ReactNode; queryClient: QueryClient; hydrating?: boolean }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <ToastRegion />
      <QueryClientProvider client={queryClient}>
        <SessionProvider hydrating={hydrating}>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
