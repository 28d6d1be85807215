import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: root });

/** The lines where the tracker-number rule fires, for the fixture linted as if it lived at `asPath`. */
async function trackerLines(asPath: string): Promise<number[]> {
  const code = await readFile(join(root, 'test', 'fixtures', 'lint', 'tracker-comment.ts.txt'), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: join(root, asPath) });
  return result!.messages.filter((m) => m.ruleId === 'source-comments/no-tracker-numbers').map((m) => m.line);
}

describe('comments explain the code, not the tracker', () => {
  it('fails a comment citing an issue number, in the backend and in the web app; strings and other numbers pass', async () => {
    expect(await trackerLines('lambdas/use-cases/tracker.ts')).toEqual([2, 4, 6, 8]);
    expect(await trackerLines('web/src/features/landing/tracker.tsx')).toEqual([2, 4, 6, 8]);
  }, 60_000);
});
