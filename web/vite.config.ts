import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteSettingsFrom } from './src/config/site-settings.js';
import { webRouteTable } from './src/lib/api-routes.js';
import { routeAreas } from '../lambdas/routes.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The SPA. `npm run build` writes web/dist; the local server and CloudFront serve it. */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  // The web shares the server's contract (schemas, messages) and pure domain rules, by alias.
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('../lambdas/contract', import.meta.url)),
      '@domain': fileURLToPath(new URL('../lambdas/domain', import.meta.url)),
    },
  },
  // One build time for the client and the prerender (scripts/build-web.ts sets it for both).
  // Contact details and the launch wording: SITE_PHONE, SITE_*_EMAIL, SITE_BUSINESS_CREDIT_LAUNCH (src/config/site-settings.ts).
  define: {
    __BUILD_TIME__: JSON.stringify(process.env.BUILD_TIME ?? new Date().toISOString()),
    __SITE_SETTINGS__: JSON.stringify(siteSettingsFrom(process.env)),
    // The API client's route table (src/lib/api-routes.ts): method, path, token and area of each route, nothing else.
    __API_ROUTES__: JSON.stringify(webRouteTable(routeAreas)),
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The app's small session wrapper (src/lib/auth.ts, on every page) is a chunk of its own: named `auth-…` it
        // would pass for the auth library's chunks (Amplify's), which the landing page must not load.
        // Named apart from the auth library's chunks: the session helper, and the API contract's modules (contract/auth.ts is schemas, not Amplify).
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.endsWith('/src/lib/auth.ts'))
            ? 'assets/session-auth-[hash].js'
            : chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => id.includes('/lambdas/contract/'))
              ? 'assets/contract-[name]-[hash].js'
              : 'assets/[name]-[hash].js',
      },
    },
  },
  server: {
    // `vite --config web/vite.config.ts` for UI work, with the API of a running `npm start`.
    proxy: { '/api': 'http://localhost:3000', '/config.json': 'http://localhost:3000', '/cognito': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
});
