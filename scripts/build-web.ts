/**
 * `npm run build`: the SPA, then its public pages prerendered to HTML.
 *
 * 1. Vite builds the client into web/dist (with a manifest, to find each page's chunks).
 * 2. Vite builds web/src/entry-server.tsx for Node (SSR build) into node_modules/.cache/web-ssr.
 * 3. Each page of config/public-pages.ts is rendered to HTML and written as web/dist/<path>/index.html
 *    (the landing page as web/dist/index.html) with its own <title> and meta description, a
 *    modulepreload for its chunk and its stylesheets; main.tsx hydrates it. The plain shell is kept as
 *    web/dist/spa.html for every other path (login, profile, ...).
 * 4. /sitemap.xml and /robots.txt are written from the same list, for SITE_URL (default
 *    http://localhost:3000; in AWS the stack writes them again for the distribution's address).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type LogLevel } from 'vite';

const root = resolve(import.meta.dirname, '..');
const configFile = join(root, 'web', 'vite.config.ts');
const dist = join(root, 'web', 'dist');
const ssrOut = join(root, 'node_modules', '.cache', 'web-ssr');
const logLevel: LogLevel = process.argv.includes('--quiet') ? 'warn' : 'info';
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
// One timestamp for both builds, so the server's HTML and the client's first render agree on dates.
process.env.BUILD_TIME ??= new Date().toISOString();

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
interface ServerEntry {
  render(path: string): Promise<{ html: string; title?: string; description?: string; sources: string[] }>;
  publicPageList: readonly { path: string; title: string; description: string }[];
  sitemapXml(origin: string): string;
  robotsTxt(origin: string): string;
  fullTitle(title: string): string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A chunk's own file, its static imports' files (recursively) and all their stylesheets. */
function assetsOf(manifest: Manifest, sources: string[]) {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** The shell with the page's HTML in #root, its title and description, and its chunk preloaded. */
export function injectPage(
  template: string,
  page: { path: string; html: string; title: string; description: string },
  assets: { js: string[]; css: string[] },
): string {
  const already = (file: string) => template.includes(`/${file}"`);
  const links = [
    ...assets.css.filter((f) => !already(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...assets.js.filter((f) => !already(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
  const out = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace('</head>', `  ${links}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeHtml(page.path)}">${page.html}</div>`);
  if (!out.includes(`data-prerendered="${escapeHtml(page.path)}"`) || !out.includes(`<title>${escapeHtml(page.title)}</title>`)) {
    throw new Error('web/index.html no longer has the <title>, meta description or empty #root the prerenderer fills');
  }
  return out;
}

async function main() {
  await build({ configFile, logLevel, build: { manifest: true } });
  await build({
    configFile,
    logLevel,
    build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, sourcemap: false, manifest: false, copyPublicDir: false },
  });

  const server = (await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href)) as ServerEntry;
  const manifestFile = join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  await writeFile(join(dist, 'spa.html'), template);

  for (const page of server.publicPageList) {
    const rendered = await server.render(page.path);
    const title = server.fullTitle(page.title);
    if (rendered.title !== title || rendered.description !== page.description) {
      throw new Error(`${page.path} set title "${rendered.title}" / description "${rendered.description}"; config/public-pages.ts says "${title}" / "${page.description}"`);
    }
    const html = injectPage(template, { path: page.path, html: rendered.html, title, description: page.description }, assetsOf(manifest, rendered.sources));
    const file = page.path === '/' ? join(dist, 'index.html') : join(dist, page.path.slice(1), 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  await writeFile(join(dist, 'sitemap.xml'), server.sitemapXml(siteUrl));
  await writeFile(join(dist, 'robots.txt'), server.robotsTxt(siteUrl));
  // The manifest names source files; it is for this script, not for the site.
  await rm(dirname(manifestFile), { recursive: true, force: true });
  if (logLevel === 'info') console.log(`prerendered ${server.publicPageList.length} pages, sitemap.xml and robots.txt for ${siteUrl}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
