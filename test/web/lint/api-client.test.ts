import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
// Fixtures are .txt so neither tsc nor the project's lint picks them up as source.
const fixture = readFileSync(join(import.meta.dirname, 'fixtures', 'api-paths.tsx.txt'), 'utf8');
/** The lines where `web-api/through-the-client` fires on the fixture, linted as if it were `file` (under web/src). */
async function firedAt(file: string) {
  const [result] = await new ESLint({ cwd: root }).lintText(fixture, { filePath: join(root, 'web/src', file) });
  return result!.messages.filter((m) => m.ruleId === 'web-api/through-the-client').map((m) => m.line);
}

describe('the web reaches the API only through its client', () => {
  it('fails an API path in a string or a template, and a call of the transport, anywhere in web/src', { timeout: 60_000 }, async () => {
    expect(await firedAt('features/profile/me.tsx')).toEqual([2, 5, 6]);
    expect(await firedAt('components/pricing/helper.tsx')).toEqual([2, 5, 6]);
  });

  it('lets the client itself write them (it reads the paths from the route table)', { timeout: 60_000 }, async () => {
    expect(await firedAt('lib/api-client.ts')).toEqual([]);
  });
});
