import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { siteSettingsFrom } from './src/config/site-settings.js';
import { webRouteTable } from './src/lib/api-routes.js';
import { routeAreas } from '../lambdas/routes.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The libraries the app and the public pages' islands both run, each as one chunk (docs/decisions.md, "The
 * dashboard's first load"). Left to themselves, the modules of React, TanStack Query and Mantine's core (its
 * provider, theme, `Box`, styles API) are split by which entries reach them; since the islands reach parts of
 * them on their own, that made a dozen small chunks more on the app's first load, each with its own import glue
 * and gzip stream (/profile 169.0 -> 177.7 KB gzipped, 64 -> 76 files, when the islands were merged). Whoever
 * loads a part of one of these loads nearly all of it anyway: the app, and any island's hydration. The figures'
 * gate (islands/figures.ts) reads through TanStack Query without React DOM or Mantine, so React and Query are one
 * chunk and Mantine another. React DOM is already one chunk (main.tsx evaluates it in a task of its own). Not the
 * prerenderer's build: its chunks run on the server.
 */
export const sharedLibraries = [
  { name: 'react-query', test: /[\\/]node_modules[\\/](react|@tanstack[\\/][\w-]+)[\\/]/ },
  { name: 'mantine', test: /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/ },
].map((group) => ({ ...group, includeDependenciesRecursively: false }));

/**
 * Which files each chunk of the browser's build imports statically, for `preloadOnlyWhatIsMissing`.
 */
function chunkImports(): { plugin: Plugin; imports: Map<string, readonly string[]> } {
  const imports = new Map<string, readonly string[]>();
  const plugin: Plugin = {
    name: 'chunk-imports',
    generateBundle: {
      // Before Vite's import analysis, which writes each dynamic import's list of files to preload.
      order: 'pre',
      handler(_options, bundle) {
        imports.clear();
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') imports.set(chunk.fileName, chunk.imports);
      },
    },
  };
  return { plugin, imports };
}

/**
 * A dynamic import's files to preload, without those the importing chunk imports statically (and theirs): the
 * importing chunk runs only once they are all evaluated, so preloading them again fetches nothing. Vite lists every
 * file a lazily loaded chunk needs at each of its dynamic imports, in the importing chunk: the route table's list
 * named 161 files, /profile's page 143 (React, Mantine, TanStack Query and the router among them each time), and
 * these lists were 10.5 KB of /profile's 172 KB gzipped. Only the chunks' lists: the HTML's preload links are as
 * Vite writes them.
 */
export function preloadOnlyWhatIsMissing(imports: Map<string, readonly string[]>) {
  const loadedWith = (host: string) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      imports.get(file)?.forEach(visit);
    };
    visit(host);
    return seen;
  };
  return (file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }): string[] => {
    if (hostType !== 'js') return deps;
    const loaded = loadedWith(hostId);
    const missing = deps.filter((dep) => !loaded.has(dep));
    // The imported file alone: the import itself fetches it (as Vite lists nothing for a chunk without imports).
    return missing.length === 1 && missing[0] === file ? [] : missing;
  };
}

const browserChunks = chunkImports();

/** The SPA. `npm run build` writes web/dist; the local server and CloudFront serve it. */
export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: [react(), ...(isSsrBuild ? [] : [browserChunks.plugin])],
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
    modulePreload: isSsrBuild ? undefined : { resolveDependencies: preloadOnlyWhatIsMissing(browserChunks.imports) },
    rolldownOptions: {
      output: {
        ...(isSsrBuild ? {} : { codeSplitting: { groups: sharedLibraries } }),
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
}));
