import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as rtl } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastRegion } from '../../web/src/components/notifications';
import { setRuntimeConfig } from '../../web/src/config/runtime-config';
import { SessionProvider } from '../../web/src/lib/session';
import { theme } from '../../web/src/theme';

export const testConfig = {
  stage: 'test',
  apiBaseUrl: '/api',
  region: 'us-east-1',
  userPoolId: 'us-east-1_test',
  userPoolClientId: 'client',
  authFlowType: 'USER_PASSWORD_AUTH' as const,
};

/** Renders routes inside the app's providers, at a path. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  setRuntimeConfig(testConfig);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    router,
    ...rtl(
      <MantineProvider theme={theme}>
        <ToastRegion />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}

export function renderWithProviders(ui: ReactNode) {
  return renderRoutes([{ path: '*', element: ui }]);
}
