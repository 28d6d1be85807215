import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
// Fixtures are .txt so neither tsc nor the project's lint picks them up as source.
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', `${name}.txt`), 'utf8');
/** Lints a fixture as if it were a file in `folder` of web/src/features, with the project's own eslint.config.js. */
async function lintAs(folder: string, name: string) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(fixture(name), { filePath: join(root, 'web/src/features', folder, name) });
  return result!.messages;
}
const lintAsLanding = (name: string) => lintAs('landing', name);
const crossingsIn = (messages: Linter.LintMessage[]) => messages.filter((m) => m.ruleId === 'feature-boundaries/no-cross-feature-imports');

describe('the web lint rules', () => {
  it('fail on a file that imports a file inside another feature, once per import', { timeout: 60_000 }, async () => {
    const crossings = crossingsIn(await lintAsLanding('cross-feature-import.tsx'));
    expect(crossings.map((m) => m.line)).toEqual([3, 4, 7]);
    expect(crossings[0]!.message).toBe(
      "Feature 'landing' imports 'admin-page' from inside feature 'admin'. Import its public entry (features/admin/index.ts), or move what both need to web/src/components or web/src/lib, or compose them in web/src/app.",
    );
  });

  it('hold in a sub-folder of a feature: another feature only through its public entry, never a file at any depth', { timeout: 60_000 }, async () => {
    const crossings = crossingsIn(await lintAs('profile/tabs', 'nested-cross-feature-import.tsx'));
    expect(crossings.map((m) => m.line)).toEqual([5, 6]);
    expect(crossings[1]!.message).toContain("Feature 'profile' imports 'tabs/deep/admin-tab' from inside feature 'admin'.");
  });

  it('pass a file that imports its own feature, shared components, lib and config', { timeout: 60_000 }, async () => {
    const messages = await lintAsLanding('shared-imports.tsx');
    expect(messages).toEqual([]);
  });
});
