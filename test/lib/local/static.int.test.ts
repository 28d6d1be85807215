import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '../../../lib/local/static.js';

/** The local server's static side over a small built site: the shell, one prerendered page, one asset. */
let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'credit-static-'));
  await mkdir(join(root, 'faq'), { recursive: true });
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<div id="root" data-prerendered="/">Repair your credit</div>');
  await writeFile(join(root, 'spa.html'), '<div id="root"></div><script src="/assets/main.js"></script>');
  await writeFile(join(root, 'faq', 'index.html'), '<div id="root" data-prerendered="/faq">FAQ</div>');
  await writeFile(join(root, 'assets', 'main.js'), 'console.log(1)');
  const handle = createStaticHandler(root);
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await rm(root, { recursive: true, force: true });
});

describe('the local web server', () => {
  it('answers an unknown path with HTTP 404 and the SPA shell, which renders "Oops! Page not found"', async () => {
    for (const path of ['/no-such-page', '/admin/nope', '/faq/extra']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('<div id="root"></div>');
    }
    expect((await fetch(`${base}/no-such-page`, { method: 'HEAD' })).status).toBe(404);
  });

  it('answers the SPA routes with the shell and status 200, with or without a trailing slash', async () => {
    for (const path of ['/login', '/profile', '/admin/', '/payment-required']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
    }
  });

  it('answers a prerendered page with its HTML, and a missing file with a plain 404', async () => {
    const faq = await fetch(`${base}/faq`);
    expect(faq.status).toBe(200);
    expect(await faq.text()).toContain('data-prerendered="/faq"');
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Repair your credit');
    expect((await fetch(`${base}/assets/main.js`)).status).toBe(200);
    const missing = await fetch(`${base}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not found');
  });
});
