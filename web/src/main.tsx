import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter } from './app/router';
import { ConfigError, loadRuntimeConfig } from './config/runtime-config';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  () => {
    const queryClient = createQueryClient();
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={createRouter()} />
        </AppProviders>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    // Without configuration nothing works; say so plainly instead of showing a blank page.
    const message = error instanceof ConfigError ? error.message : 'The app could not start.';
    root.render(
      <main style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1.5rem', maxWidth: 560, margin: '0 auto' }}>
        <h1>We can’t load the app right now</h1>
        <p role="alert">{message}</p>
        <button type="button" onClick={() => location.reload()}>
          Try again
        </button>
      </main>,
    );
  },
);
