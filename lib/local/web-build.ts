import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the built site is made from: a build older than any of these files is stale. */
export const WEB_SOURCES = ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'lambdas/contract', 'lambdas/domain', 'scripts/build-web.ts'];

function newestFile(path: string): { file: string; mtimeMs: number } | undefined {
  if (!existsSync(path)) return undefined;
  const info = statSync(path);
  if (info.isFile()) return { file: path, mtimeMs: info.mtimeMs };
  let newest: { file: string; mtimeMs: number } | undefined;
  for (const entry of readdirSync(path)) {
    const found = newestFile(join(path, entry));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/**
 * Why web/dist must be built again before it is served, or undefined when it is current: missing,
 * made by a plain `vite build` (the landing page not prerendered), or older than a source file.
 */
export function staleWebBuild(repoRoot: string, dist: string): string | undefined {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return 'web/dist is missing';
  if (!readFileSync(index, 'utf8').includes('data-prerendered="/"') || !existsSync(join(dist, 'spa.html'))) {
    return 'web/dist was not made by `npm run build` (no prerendered pages)';
  }
  const builtAt = statSync(index).mtimeMs;
  for (const source of WEB_SOURCES) {
    const newest = newestFile(join(repoRoot, source));
    if (newest && newest.mtimeMs > builtAt) return `${relative(repoRoot, newest.file)} is newer than web/dist`;
  }
  return undefined;
}

/** `npm start` serves what `npm run build` makes (prerendered pages, sitemap, robots): it runs that build when web/dist is stale. */
export function ensureWebBuild(repoRoot: string, dist: string, log: (line: string) => void): void {
  const reason = staleWebBuild(repoRoot, dist);
  if (!reason) return;
  log(`Building the web app with \`npm run build\` (${reason})...`);
  const built = spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts', 'build-web.ts'), '--quiet'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The web build (scripts/build-web.ts) failed');
}
