import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The SPA. `npm run build` writes web/dist; the local server and CloudFront serve it. */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    // `vite --config web/vite.config.ts` for UI work, with the API of a running `npm start`.
    proxy: { '/api': 'http://localhost:3000', '/config.json': 'http://localhost:3000', '/cognito': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
});
