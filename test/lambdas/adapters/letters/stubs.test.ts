import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { extractText } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import type { Letter } from '../../../../lambdas/contract/letters.js';
import { bureauLetter } from '../../../../lambdas/domain/dispute-letters.js';
import { lambdaBundling, PDF_LIB_STUBS } from '../../../../lib/function.js';
import { bureauLetterInput } from '../../../support/letters.js';

/** The bundles replace pdf-lib's standard fonts and PNG decoder with stubs (docs/letters.md): a bundled renderer still draws the letter. */
const root = resolve(import.meta.dirname, '../../../..');
let dir: string | undefined;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('pdf-lib with the stubs, bundled as the functions are', () => {
  it('renders the letter without the standard fonts’ data, and a standard font fails with a message', { timeout: 60_000 }, async () => {
    dir = await mkdtemp(join(tmpdir(), 'letters-bundle-'));
    const entry = join(dir, 'entry.ts');
    await writeFile(
      entry,
      `export { renderLetterPdf } from ${JSON.stringify(join(root, 'lambdas/adapters/letters/pdf.ts'))};\n` +
        `import { PDFDocument, StandardFonts } from 'pdf-lib';\n` +
        `export const standardFont = async () => (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);\n`,
    );
    const outfile = join(dir, 'bundle.mjs');
    const result = await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: lambdaBundling.target,
      mainFields: [...lambdaBundling.mainFields],
      banner: { js: lambdaBundling.banner },
      minify: true,
      metafile: true,
      alias: PDF_LIB_STUBS,
      nodePaths: [join(root, 'node_modules')],
      logLevel: 'error',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((f) => f.includes('node_modules/@pdf-lib/standard-fonts') || f.includes('node_modules/@pdf-lib/upng'))).toBe(false);
    expect(inputs.some((f) => f.includes('letters/stubs/standard-fonts'))).toBe(true);

    const bundled = (await import(pathToFileURL(outfile).href)) as { renderLetterPdf: (l: Letter) => Promise<Uint8Array>; standardFont: () => Promise<unknown> };
    const pdf = await bundled.renderLetterPdf(bureauLetter(bureauLetterInput()));
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text.replace(/\s+/g, '')).toContain('JoséNúñez');
    await expect(bundled.standardFont()).rejects.toThrow(/standard PDF fonts are not bundled/);
  });
});

describe('pdf-lib stays in the two letter functions', () => {
  it('is imported by the two letter-link handlers only', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const files = (await readdir(join(root, 'lambdas'), { recursive: true })).filter((f) => f.endsWith('.ts'));
    const importers: string[] = [];
    for (const f of files) if (/from '[./]*(adapters\/)?letters\/pdf\.js'|from '\.\/pdf\.js'/.test(await readFile(join(root, 'lambdas', f), 'utf8'))) importers.push(f.replaceAll('\\', '/'));
    expect(importers.sort()).toEqual(['handlers/admin-dispute-letter-link.ts', 'handlers/dispute-letter-link.ts']);
  });
});
