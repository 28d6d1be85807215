import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lambdaBundling } from '../../../lib/function.js';
import { sourceMappedStack, withSourceStack } from '../../../lambdas/http/stack.js';

const root = resolve(import.meta.dirname, '..', '..', '..');

describe('error stacks mapped on demand, without --enable-source-maps', () => {
  let dir: string;
  let bundle: string;

  beforeAll(async () => {
    // Inside the repo (as .bench is), so the bundle resolves the repo's packages.
    dir = await mkdtemp(join(root, '.stack-test-'));
    const entry = join(dir, 'thrower.ts');
    await writeFile(
      entry,
      [
        `import { withSourceStack } from '${join(root, 'lambdas', 'http', 'stack.js')}';`,
        'function failDeepInside(): never {',
        "  throw new TypeError('boom');",
        '}',
        'try { failDeepInside(); } catch (error) { const e = withSourceStack(error as Error); console.log(JSON.stringify({ name: e.name, message: e.message, stack: e.stack })); }',
        '',
      ].join('\n'),
    );
    bundle = join(dir, 'thrower.mjs');
    await build({ ...lambdaBundling, external: [...lambdaBundling.external], mainFields: [...lambdaBundling.mainFields], banner: { js: lambdaBundling.banner }, entryPoints: [entry], outfile: bundle, bundle: true, platform: 'node', logLevel: 'silent' });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("maps a bundled function's frames to the source file and line, keeping the name and message", () => {
    const run = spawnSync(process.execPath, [bundle], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    const logged = JSON.parse(run.stdout) as { name: string; message: string; stack: string };
    expect(logged).toMatchObject({ name: 'TypeError', message: 'boom' });
    expect(logged.stack).toMatch(/thrower\.ts:3:\d+/);
    expect(logged.stack).not.toContain('thrower.mjs:');
  });

  it('leaves a stack alone outside a bundle (no map beside the module)', () => {
    const error = new Error('plain');
    expect(sourceMappedStack(error.stack!)).toBe(error.stack);
    expect(withSourceStack(error)).toBe(error);
  });
});
