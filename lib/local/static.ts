import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { isAppPath } from '../../web/src/config/public-pages.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Text files are sent compressed, as CloudFront does (lib/web.ts: `compress` is on by default). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.map', '.webmanifest']);
type Encoding = 'br' | 'gzip';
const compressed = new Map<string, { mtimeMs: number; body: Buffer }>();

function acceptedEncoding(req: IncomingMessage): Encoding | undefined {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** The file compressed with `encoding`, computed once per version of the file. */
async function compressedFile(file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${file}`;
  const hit = compressed.get(key);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const raw = await readFile(file);
  const body = encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(raw, { level: 9 });
  compressed.set(key, { mtimeMs, body });
  return body;
}

/** The headers CloudFront's response-headers policy adds in AWS (lib/web.ts), locally. */
export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * The built SPA with history fallback: a path with a file extension is a file (404 if absent);
 * a prerendered page's path gets its HTML; a route of the SPA (config/paths.ts) gets the SPA shell, so
 * client-side routes survive a reload; any other path gets the shell with status 404, where the SPA
 * renders "Oops! Page not found".
 */
export function createStaticHandler(root: string) {
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep) && file !== root) {
      res.writeHead(400).end();
      return;
    }
    let target = file;
    let status = 200;
    const info = await stat(target).catch(() => undefined);
    if (!info?.isFile()) {
      if (extname(path) !== '' && !path.endsWith('.html')) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders }).end('Not found');
        return;
      }
      // A prerendered page (path/index.html) when present, else the SPA shell (spa.html; index.html
      // before the prerenderer existed), as the CloudFront function does in AWS (lib/web.ts).
      const prerendered = join(root, path, 'index.html');
      const isFile = async (f: string) => Boolean((await stat(f).catch(() => undefined))?.isFile());
      if (await isFile(prerendered)) target = prerendered;
      else {
        target = (await isFile(join(root, 'spa.html'))) ? join(root, 'spa.html') : join(root, 'index.html');
        if (!isAppPath(path)) status = 404;
      }
    }
    const immutable = url.pathname.startsWith('/assets/');
    const headers = {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...securityHeaders,
    };
    const encoding = COMPRESSIBLE.has(extname(target)) ? acceptedEncoding(req) : undefined;
    if (encoding) {
      const body = await compressedFile(target, (await stat(target)).mtimeMs, encoding);
      res.writeHead(status, { ...headers, 'content-encoding': encoding, 'content-length': String(body.length), vary: 'accept-encoding' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(target).pipe(res);
  };
}
