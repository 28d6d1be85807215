import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { WEB_DIST } from '../../lib/local/stack.js';
import { staleWebBuild } from '../../lib/local/web-build.js';

/**
 * The browser tests' stack starts as `npm start` does (startLocalStack with `web: true`), which runs
 * `npm run build` when web/dist is missing, a plain Vite build, or older than its sources.
 */
const base = () => inject('e2e').url;

describe('npm start serves what npm run build makes', () => {
  it('serves a fresh build whose / carries the prerendered hero text, with the sitemap and robots.txt', async () => {
    expect(staleWebBuild(resolve(import.meta.dirname, '..', '..'), WEB_DIST)).toBeUndefined();
    const home = await fetch(`${base()}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('data-prerendered="/"');
    expect(html).toContain('Repair your credit, one accurate dispute at a time');
    for (const file of ['/sitemap.xml', '/robots.txt']) expect((await fetch(`${base()}${file}`)).status, file).toBe(200);
  });

  it('answers an unknown path with 404 and the shell that renders "Oops! Page not found"', async () => {
    const res = await fetch(`${base()}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root"></div>');
  });
});
