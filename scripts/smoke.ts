/**
 * `npm run smoke -- --url https://app.example.com`: checks a deployed stage from outside — the health
 * route, /config.json, every public page, and that a signed-out API call is refused with 401.
 * Exits non-zero naming each failed check.
 */
import { pathToFileURL } from 'node:url';
import { runtimeConfig } from '../lambdas/contract/config.js';
import { publicPageList } from '../web/src/config/public-pages.js';

export interface SmokeResult {
  check: string;
  ok: boolean;
  detail: string;
}

export async function smoke(baseUrl: string): Promise<SmokeResult[]> {
  const base = baseUrl.replace(/\/+$/, '');
  const results: SmokeResult[] = [];
  const check = async (name: string, path: string, expectation: (res: Response) => Promise<string | null>) => {
    try {
      const res = await fetch(`${base}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
      const problem = await expectation(res);
      results.push({ check: name, ok: problem === null, detail: problem ?? `${res.status}` });
    } catch (error) {
      results.push({ check: name, ok: false, detail: (error as Error).message });
    }
  };
  await check('health', '/api/health', async (res) => (res.status === 200 ? null : `expected 200, got ${res.status}`));
  await check('config', '/config.json', async (res) => {
    if (res.status !== 200) return `expected 200, got ${res.status}`;
    const parsed = runtimeConfig.safeParse(await res.json());
    return parsed.success ? null : `not the runtime config: ${parsed.error.message}`;
  });
  for (const page of publicPageList) {
    await check(`page ${page.path}`, page.path, async (res) => {
      if (res.status !== 200) return `expected 200, got ${res.status}`;
      const html = await res.text();
      return html.includes('<div id="root"') ? null : 'not the site’s HTML';
    });
  }
  await check('signed-out API call', '/api/me', async (res) => (res.status === 401 ? null : `expected 401, got ${res.status}`));
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--url');
  const url = at >= 0 ? process.argv[at + 1] : undefined;
  if (!url) {
    console.error('Usage: npm run smoke -- --url https://<site>');
    process.exit(2);
  }
  const results = await smoke(url);
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.check}  ${r.detail}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(failed ? `${failed} check(s) failed.` : 'All checks passed.');
  process.exit(failed ? 1 : 0);
}
