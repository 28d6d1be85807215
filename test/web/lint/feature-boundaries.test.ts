import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
// Fixtures are .txt so neither tsc nor the project's lint picks them up as source.
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', `${name}.txt`), 'utf8');
/** Lints a fixture as if it were a file of the landing feature, with the project's own eslint.config.js. */
async function lintAsLanding(name: string) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(fixture(name), { filePath: join(root, 'web/src/features/landing', name) });
  return result!.messages;
}

describe('the web lint rules', () => {
  it('fail on a file that imports one feature from another, once per import', { timeout: 60_000 }, async () => {
    const messages = await lintAsLanding('cross-feature-import.tsx');
    const crossings = messages.filter((m) => m.ruleId === 'feature-boundaries/no-cross-feature-imports');
    expect(crossings.map((m) => m.line)).toEqual([3, 4, 7]);
    expect(crossings[0]!.message).toBe(
      "Feature 'landing' imports feature 'admin'. Move what both need to web/src/components or web/src/lib, or compose them in web/src/app.",
    );
  });

  it('pass a file that imports its own feature, shared components, lib and config', { timeout: 60_000 }, async () => {
    const messages = await lintAsLanding('shared-imports.tsx');
    expect(messages).toEqual([]);
  });
});
