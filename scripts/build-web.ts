/**
 * `npm run build`: the SPA, then its public pages prerendered to HTML.
 *
 * 1. Vite builds the client into web/dist (with a manifest, to find each page's chunks).
 * 2. Vite builds web/src/entry-server.tsx for Node (SSR build) into .cache/web-ssr.
 * 3. Each page of config/public-pages.ts is rendered to HTML and written as web/dist/<path>/index.html
 *    (the landing page as web/dist/index.html) with its own <title> and meta description and its
 *    chunk's stylesheet inlined; main.tsx loads the page's chunk and hydrates it. The plain shell is kept as
 *    web/dist/spa.html for every other path (login, profile, ...).
 * 4. /sitemap.xml and /robots.txt are written from the same list, for SITE_URL (default
 *    http://localhost:3000; in AWS the stack writes them again for the distribution's address).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type LogLevel, type Plugin } from 'vite';
import { BUILD_SETTINGS_FILE } from '../lib/settings.js';
import { siteSettingsFrom } from '../web/src/config/site-settings.js';

const root = resolve(import.meta.dirname, '..');
const configFile = join(root, 'web', 'vite.config.ts');
const dist = join(root, 'web', 'dist');
// In the checkout, not in node_modules: worktrees share one node_modules, and two builds must not share these.
const ssrOut = join(root, '.cache', 'web-ssr');
export const PAGES_REPORT = join(root, '.cache', 'web-pages.json');
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
  render(path: string): Promise<{ html: string; title?: string; description?: string; sources: string[]; islands: { name: string; when: string; gate?: string }[] }>;
  publicPageList: readonly { path: string; title: string; description: string }[];
  sitemapXml(origin: string): string;
  robotsTxt(origin: string): string;
  fullTitle(title: string): string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The files of a page's chunk and of its static imports (recursively), and their stylesheets. */
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

/**
 * The shell with the page's HTML in #root, its title and description, and every stylesheet inlined:
 * the page paints from this one response. The shell's stylesheet links (the critical styles of
 * web/src/styles/critical.ts) become <style> elements, the page's own stylesheet joins them, and the
 * shell's modulepreload links go: main.tsx loads the app after the page has loaded (at an idle moment or
 * the first interaction), so nothing fetched at high priority competes with the first paint.
 */
export function injectPage(
  template: string,
  page: { path: string; html: string; title: string; description: string },
  assets: { css: string[] },
  readCss: (file: string) => string,
): string {
  const inline = (file: string) => `<style data-from="/${file}">${readCss(file)}</style>`;
  const linked = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g)].map((m) => m[1]!);
  const styles = assets.css
    .filter((f) => !linked.includes(f))
    .map(inline)
    .join('\n    ');
  const out = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g, (_link, file: string) => inline(file))
    .replace('</head>', `  ${styles}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeHtml(page.path)}">${page.html}</div>`);
  if (!out.includes(`data-prerendered="${escapeHtml(page.path)}"`) || !out.includes(`<title>${escapeHtml(page.title)}</title>`)) {
    throw new Error('web/index.html no longer has the <title>, meta description or empty #root the prerenderer fills');
  }
  return out;
}

/**
 * The shell with its icon (web/public/favicon.svg) written into the link as a data: URL. The browser fetches a
 * linked icon once the page has loaded, and on a slow or busy device that came before the first paint: a request
 * and a connection of its own on the way to it. The CSP's img-src allows data:.
 */
export function withInlineIcon(template: string, svg: string): string {
  const link = /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml" \/>/;
  if (!link.test(template)) throw new Error('web/index.html no longer links /favicon.svg as its icon');
  const url = `data:image/svg+xml,${svg.trim().replace(/"/g, "'").replace(/[%#<>\s]+/g, (m) => (/^\s+$/.test(m) ? ' ' : encodeURIComponent(m)))}`;
  return template.replace(link, `<link rel="icon" href="${url}" type="image/svg+xml" />`);
}

/**
 * The shell for every page that is not prerendered (login, the dashboard, ...): nothing shows before the
 * app renders there, so the app's chunks (./boot and its imports, loaded by main.tsx at once) are preloaded.
 */
export function spaShell(template: string, appChunks: string[]): string {
  const links = appChunks
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  return template.replace('</head>', `  ${links}\n  </head>`);
}

/**
 * The prerendered pages paint with web/src/styles/critical.ts only (the full stylesheet loads after
 * hydration): every Mantine component a page renders must have its styles there.
 */
export function missingCriticalStyles(html: string, criticalSource: string, stylesDir: string): string[] {
  const included = new Set([...criticalSource.matchAll(/@mantine\/core\/styles\/(\w+)\.layer\.css/g)].map((m) => m[1]!));
  const used = new Set([...html.matchAll(/\bmantine-([A-Z]\w*?)-[a-z]/g)].map((m) => m[1]!));
  return [...used].filter((name) => existsSync(join(stylesDir, `${name}.layer.css`)) && !included.has(name)).sort();
}

/**
 * The critical styles one prerendered page needs: Mantine's base (the names in lower case: baseline, CSS
 * variables, global), the Loader (a button's busy state may show before the full stylesheet is in) and the
 * components the page renders, in critical.ts's order (Mantine's). Every page used to inline all of
 * critical.ts (82 KB before compression, the FAQ's accordion and the guide's tables on the landing page
 * too), all of it parsed and matched before the first paint.
 */
export function criticalCssFor(html: string, criticalSource: string, stylesDir: string): string {
  return criticalCssParts(html, criticalSource, stylesDir)
    .map((part) => part.css)
    .join('\n');
}

/** criticalCssFor's parts, each with its name in critical.ts. */
export function criticalCssParts(html: string, criticalSource: string, stylesDir: string): { name: string; css: string }[] {
  const used = new Set([...html.matchAll(/\bmantine-([A-Z]\w*?)-[a-z]/g)].map((m) => m[1]!));
  return [...criticalSource.matchAll(/@mantine\/core\/styles\/([\w-]+)\.layer\.css/g)]
    .map((m) => m[1]!)
    .filter((name) => /^[a-z]/.test(name) || name === 'Loader' || used.has(name))
    .map((name) => ({ name, css: readFileSync(join(stylesDir, `${name}.layer.css`), 'utf8').replace(/\s*\n\s*/g, ' ') }));
}

/** Mantine's theme variables, which its provider renders as the first element of the app's tree. */
const THEME_STYLE = /(<style data-mantine-styles="true">)([\s\S]*?)(<\/style>)/;

/**
 * A prerendered page's critical styles and HTML without the custom properties neither reads
 * (pruneCustomProperties), in the critical styles and in the theme's variables in the HTML. `pageCss` is the
 * page's own stylesheets, which read some. The Loader's are all kept: a busy button shows it after the first
 * input, maybe before the full stylesheet is in.
 */
export function withoutUnreadCustomProperties(parts: { name: string; css: string }[], html: string, pageCss: string[]): { css: string; html: string } {
  const prunable = parts.filter((part) => part.name !== 'Loader');
  const theme = THEME_STYLE.exec(html)?.[2] ?? '';
  const readers = [html.replace(THEME_STYLE, '$1$3'), ...pageCss, ...parts.filter((part) => !prunable.includes(part)).map((part) => part.css)].join('\n');
  const pruned = pruneCustomProperties([...prunable.map((part) => part.css), theme], readers);
  const css = parts.map((part) => (prunable.includes(part) ? pruned[prunable.indexOf(part)]! : part.css)).join('\n');
  return { css, html: theme ? html.replace(THEME_STYLE, (_all, open: string, _theme, close: string) => `${open}${pruned.at(-1)!}${close}`) : html };
}

/** A custom property's declaration (`--name: value`, up to its `;` or the end of its rule). */
const CUSTOM_PROPERTY = /(--[\w-]+)\s*:\s*([^;{}]*)(?:;\s*|(?=\}))/g;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * The sheets without the custom properties nothing on the page reads: a custom property does nothing until a
 * `var()` reads it, and Mantine declares hundreds the page never reads (every colour of the palette in both
 * schemes, every size of a component: 353 in its variables alone, of which `/` reads about a hundred), which
 * made most of the critical CSS and pushed the landing page's HTML past the 14.6 KB a first round trip brings
 * (TCP's initial window). What reads one: a `var()` in `readers` (the rest of the page: its HTML with its style
 * attributes, its own stylesheets) or in the sheets' other declarations, or in a custom property that is kept.
 * Rules left empty go too. What the page renders after its first paint beyond its HTML loads the full
 * stylesheet first (web/src/styles/load-full-styles.ts), which declares them all again.
 */
export function pruneCustomProperties(sheets: string[], readers: string): string[] {
  const values = new Map<string, string[]>();
  for (const sheet of sheets) for (const [, name, value] of sheet.matchAll(CUSTOM_PROPERTY)) values.set(name!, [...(values.get(name!) ?? []), value!]);
  const read = new Set<string>();
  const pending = [readers, ...sheets.map((sheet) => sheet.replace(CUSTOM_PROPERTY, ''))].flatMap((text) => [...text.matchAll(VAR_REFERENCE)].map((m) => m[1]!));
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (read.has(name)) continue;
    read.add(name);
    for (const value of values.get(name) ?? []) pending.push(...[...value.matchAll(VAR_REFERENCE)].map((m) => m[1]!));
  }
  return sheets.map((sheet) => {
    let pruned = sheet.replace(CUSTOM_PROPERTY, (declaration, name: string) => (read.has(name) ? declaration : ''));
    // An emptied rule, then the block that held only emptied rules.
    for (let before = ''; before !== pruned; ) [before, pruned] = [pruned, pruned.replace(/(^|[;{}])[^;{}]*\{\s*\}/g, '$1')];
    return pruned;
  });
}

/** Names in critical.ts that are out of the order of Mantine's styles.css (where later rules win). */
export function criticalStylesOutOfOrder(criticalSource: string, stylesDir: string, fullCss: string): string[] {
  const names = [...criticalSource.matchAll(/@mantine\/core\/styles\/([\w-]+)\.layer\.css/g)].map((m) => m[1]!);
  const at = names.map((name) => {
    const body = readFileSync(join(stylesDir, `${name}.layer.css`), 'utf8').replace(/^@layer mantine \{/, '').trim().slice(0, 120);
    return fullCss.indexOf(body);
  });
  return names.filter((name, i) => at[i]! < 0 || (i > 0 && at[i]! < at[i - 1]!));
}

/**
 * Each island's module (a Vite manifest key), read from web/src/islands/registry.ts's loaders
 * (`name: () => import('../path')`), so the list of islands has one home.
 */
export function islandSources(registrySource: string): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const [, name, path] of registrySource.matchAll(/^\s*(\w+): \(\) => import\('\.\.\/([^']+)'\)/gm)) sources[name!] = `src/${path}.tsx`;
  return sources;
}

/**
 * What a prerendered page loads without any input (`npm run bench`'s first-load JS): the entry, and, if an
 * island hydrates at an idle moment (the measured figures), the hydration code with React DOM and those
 * islands' modules, with their gate's module (counted as if the gate opened: the figures change the page).
 * The islands hydrated at the visitor's first input come after it: `interactive`.
 */
export function pageScripts(islands: { name: string; when: string; gate?: string }[], sources: Record<string, string>) {
  const moduleOf = (name: string) => {
    const source = sources[name];
    if (!source) throw new Error(`island ${name} is not in web/src/islands/registry.ts`);
    return source;
  };
  const idle = islands.filter((i) => i.when === 'idle');
  const gates = [...new Set(idle.flatMap((i) => (i.gate ? [`src/islands/${i.gate}.ts`] : [])))];
  const firstLoad = ['index.html', ...(idle.length ? ['src/islands/hydrate.tsx', ...gates, ...idle.map((i) => moduleOf(i.name))] : [])];
  return { firstLoad, interactive: ['src/islands/hydrate.tsx', ...islands.map((i) => moduleOf(i.name))] };
}

async function main() {
  // Which chunk holds each module: an island's module shares a chunk with the page that imports it, and Vite's
  // manifest names only the modules that start a chunk.
  const chunkOf = new Map<string, string>();
  const chunkMap: Plugin = {
    name: 'chunk-map',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') for (const id of chunk.moduleIds) chunkOf.set(id, chunk.fileName);
    },
  };
  await build({ configFile, logLevel, build: { manifest: true }, plugins: [chunkMap] });
  await build({
    configFile,
    logLevel,
    build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, sourcemap: false, manifest: false, copyPublicDir: false },
  });

  const server = (await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href)) as ServerEntry;
  const manifestFile = join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const pageTemplate = withInlineIcon(template, await readFile(join(root, 'web', 'public', 'favicon.svg'), 'utf8'));
  const report: Record<string, { js: string[]; css: string[]; islands?: string[]; interactiveJs?: string[] }> = {};
  const registry = islandSources(await readFile(join(root, 'web', 'src', 'islands', 'registry.ts'), 'utf8'));
  const criticalSource = await readFile(join(root, 'web', 'src', 'styles', 'critical.ts'), 'utf8');
  const stylesDir = join(root, 'node_modules', '@mantine', 'core', 'styles');
  const outOfOrder = criticalStylesOutOfOrder(criticalSource, stylesDir, await readFile(join(stylesDir, '..', 'styles.layer.css'), 'utf8'));
  if (outOfOrder.length) throw new Error(`web/src/styles/critical.ts: ${outOfOrder.join(', ')} out of the order of @mantine/core/styles.layer.css`);
  // What the app loads (a page that is not prerendered, or a signed-in visitor's): the entry (main.tsx, with its
  // static imports) and the app (boot.tsx). The page's stylesheets are those of the app's page chunk.
  const APP = ['index.html', 'src/boot.tsx'];
  // The entry's stylesheet: critical.ts, which main.tsx imports (the shell links it; spa.html keeps the link).
  const criticalCss = manifest['index.html']?.css ?? [];
  const spa = spaShell(template, assetsOf(manifest, ['src/boot.tsx']).js);
  await writeFile(join(dist, 'spa.html'), spa);
  // The same shell under the name CloudFront serves (with status 404) for paths that are no route (lib/web.ts).
  await writeFile(join(dist, '404.html'), spa);

  for (const page of server.publicPageList) {
    const rendered = await server.render(page.path);
    const title = server.fullTitle(page.title);
    if (rendered.title !== title || rendered.description !== page.description) {
      throw new Error(`${page.path} set title "${rendered.title}" / description "${rendered.description}"; config/public-pages.ts says "${title}" / "${page.description}"`);
    }
    const missing = missingCriticalStyles(rendered.html, criticalSource, stylesDir);
    if (missing.length) throw new Error(`${page.path} renders ${missing.join(', ')}: add their styles to web/src/styles/critical.ts`);
    // The page's own chunk is the prerenderer's, not the browser's: a visitor's page loads its islands only.
    const scripts = pageScripts(rendered.islands, registry);
    const keyOf = (source: string) => {
      if (manifest[source]) return source;
      const file = chunkOf.get(join(root, 'web', source));
      const key = Object.keys(manifest).find((k) => manifest[k]!.file === file);
      if (!key) throw new Error(`${source} is in no chunk of the build`);
      return key;
    };
    const assets = assetsOf(manifest, [...APP, ...rendered.sources]);
    report[page.path] = {
      js: assetsOf(manifest, scripts.firstLoad.map(keyOf)).js,
      css: assets.css,
      islands: rendered.islands.map((i) => `${i.name} (${i.when})`),
      interactiveJs: assetsOf(manifest, [...scripts.firstLoad, ...scripts.interactive].map(keyOf)).js,
    };
    const readCss = (f: string) => readFileSync(join(dist, f), 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\//g, '');
    const pageCss = assets.css.filter((f) => !criticalCss.includes(f)).map(readCss);
    const pruned = withoutUnreadCustomProperties(criticalCssParts(rendered.html, criticalSource, stylesDir), rendered.html, pageCss);
    const html = injectPage(pageTemplate, { path: page.path, html: pruned.html, title, description: page.description }, assets, (f) =>
      // The shell's stylesheet is critical.ts's bundle: the page inlines only the part it renders.
      criticalCss.includes(f) ? pruned.css : readCss(f),
    );
    const file = page.path === '/' ? join(dist, 'index.html') : join(dist, page.path.slice(1), 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  // The dashboard is not prerendered (spa.html serves it): its first load is the page, the route guard and the default tab.
  report['/profile'] = assetsOf(manifest, [...APP, 'src/features/profile/profile-page.tsx', 'src/app/protected-route.tsx', 'src/features/profile/tabs/credit-tab.tsx']);
  await writeFile(join(dist, 'sitemap.xml'), server.sitemapXml(siteUrl));
  await writeFile(join(dist, 'robots.txt'), server.robotsTxt(siteUrl));
  // The charging mode the pages were written for (CHARGING_MODE): bin/app.ts refuses a deployment set to another.
  await writeFile(join(dist, BUILD_SETTINGS_FILE), `${JSON.stringify({ chargingMode: siteSettingsFrom(process.env).chargingMode })}\n`);
  // What each page loads to run (the entry, the app and the page's chunk, with their imports): `npm run bench`'s first-load JS.
  await writeFile(PAGES_REPORT, `${JSON.stringify(report, null, 2)}\n`);
  // The manifest names source files; it is for this script, not for the site.
  await rm(dirname(manifestFile), { recursive: true, force: true });
  if (logLevel === 'info') console.log(`prerendered ${server.publicPageList.length} pages, sitemap.xml and robots.txt for ${siteUrl}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
