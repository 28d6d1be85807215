import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleWebBuild } from '../../../lib/local/web-build.js';

let repo: string;
let dist: string;
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));

beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), 'credit-web-build-'));
  dist = join(repo, 'web', 'dist');
  await mkdir(join(repo, 'web', 'src', 'features'), { recursive: true });
  await writeFile(join(repo, 'web', 'src', 'features', 'page.tsx'), 'export {}');
  await utimes(join(repo, 'web', 'src', 'features', 'page.tsx'), at(10), at(10));
});
afterEach(() => rm(repo, { recursive: true, force: true }));

async function built(html: string, when: Date) {
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'index.html'), html);
  await writeFile(join(dist, 'spa.html'), '<div id="root"></div>');
  await utimes(join(dist, 'index.html'), when, when);
}

describe('npm start rebuilds the web app when', () => {
  it('web/dist is missing (a fresh clone)', () => {
    expect(staleWebBuild(repo, dist)).toBe('web/dist is missing');
  });

  it('web/dist came from a plain Vite build, whose / has no prerendered hero', async () => {
    await built('<div id="root"></div>', at(20));
    expect(staleWebBuild(repo, dist)).toMatch(/not made by `npm run build`/);
  });

  it('a web source is newer than the build, naming it', async () => {
    await built('<div id="root" data-prerendered="/">Repair your credit</div>', at(5));
    expect(staleWebBuild(repo, dist)).toBe('web/src/features/page.tsx is newer than web/dist');
  });

  it('and not when the prerendered build is newer than every source', async () => {
    await built('<div id="root" data-prerendered="/">Repair your credit</div>', at(20));
    expect(staleWebBuild(repo, dist)).toBeUndefined();
  });
});
