import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: root });

/** Lints a fixture as if it lived at `asPath` in the repo, and returns the rule ids that fired. */
async function lintAs(fixture: string, asPath: string): Promise<string[]> {
  const code = await readFile(join(root, 'test', 'fixtures', 'lint', fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: join(root, asPath) });
  return result!.messages.map((m) => `${m.ruleId}:${m.line}`);
}

describe('the layering lint rules', () => {
  it('fails an impure domain file: SDK or I/O imports, deps, application errors, awaiting', async () => {
    const fired = await lintAs('impure-domain.ts.txt', 'lambdas/domain/impure.ts');
    expect(fired).toEqual(
      expect.arrayContaining([
        'no-restricted-imports:2', // node:fs
        'lambda-layers/one-way:3', // adapters
        'lambda-layers/one-way:4', // errors
        'no-restricted-syntax:6', // async function
        'no-restricted-syntax:7', // await
      ]),
    );
  }, 60_000);

  it('passes a pure domain file', async () => {
    expect(await lintAs('pure-domain.ts.txt', 'lambdas/domain/pure.ts')).toEqual([]);
  }, 60_000);

  it('the same I/O and errors are allowed in a use case (that is where orchestration lives), but not the adapter import', async () => {
    const fired = await lintAs('impure-domain.ts.txt', 'lambdas/use-cases/impure.ts');
    expect(fired.filter((id) => id.startsWith('no-restricted') || id.startsWith('lambda-layers'))).toEqual(['lambda-layers/one-way:3']);
  }, 60_000);

  it('fails a use case that imports an adapter or an SDK, and passes one that imports ports', async () => {
    const fired = await lintAs('adapter-use-case.ts.txt', 'lambdas/use-cases/billing/adapter.ts');
    expect(fired).toEqual(['lambda-layers/one-way:2', 'lambda-layers/one-way:3', 'no-restricted-imports:4']);
    expect(await lintAs('port-use-case.ts.txt', 'lambdas/use-cases/billing/port.ts')).toEqual([]);
  }, 60_000);

  // Arrows point one way: each layer rule, at any depth of the folder, on relative and aliased imports alike.
  it.each([
    ['contract -> domain', 'contract-imports-domain.ts.txt', 'lambdas/contract/plans-view.ts', [2, 3, 4]],
    ['domain -> ports, adapters, http, use cases, errors (in a sub-folder)', 'impure-domain-subfolder.ts.txt', 'lambdas/domain/analysis/rules/deep.ts', [2, 3, 4, 5, 6]],
    ['ports -> adapters', 'port-imports-adapter.ts.txt', 'lambdas/ports/profile.ts', [2]],
    ['adapters -> http', 'adapter-imports-http.ts.txt', 'lambdas/adapters/dynamo/origin.ts', [2]],
    ['use cases -> adapters, http', 'use-case-imports-http.ts.txt', 'lambdas/use-cases/credit/deep/pull.ts', [2, 3]],
  ])('fails %s, and only on those lines', async (_name, fixture, at, lines) => {
    const fired = await lintAs(fixture, at);
    expect(fired.filter((id) => id.startsWith('lambda-layers/'))).toEqual(lines.map((line) => `lambda-layers/one-way:${line}`));
  }, 60_000);

  it('lets the same imports through where the arrow allows them (http may import an adapter, an adapter another adapter)', async () => {
    expect((await lintAs('adapter-imports-http.ts.txt', 'lambdas/http/origin-check.ts')).filter((id) => id.startsWith('lambda-layers/'))).toEqual([]);
    expect((await lintAs('port-imports-adapter.ts.txt', 'lambdas/adapters/profile.ts')).filter((id) => id.startsWith('lambda-layers/'))).toEqual([]);
  }, 60_000);

  it('fails a handler that catches errors to map them', async () => {
    expect(await lintAs('catching-handler.ts.txt', 'lambdas/handlers/catching.ts')).toContain('no-restricted-syntax:3');
  }, 60_000);

  it('fails pdf-lib, fontkit or the browser renderer anywhere in lambdas/** (no Lambda renders PDFs: docs/letters.md), and passes it in the web', async () => {
    for (const at of ['lambdas/handlers/letter.ts', 'lambdas/use-cases/disputes/letter.ts', 'lambdas/domain/letter.ts', 'lambdas/adapters/letters/pdf.ts']) {
      expect((await lintAs('pdf-in-lambda.ts.txt', at)).filter((id) => id.startsWith('no-restricted-imports'))).toEqual(['no-restricted-imports:1', 'no-restricted-imports:2', 'no-restricted-imports:3']);
    }
    expect((await lintAs('pdf-in-lambda.ts.txt', 'web/src/lib/letters/other.ts')).filter((id) => id.startsWith('no-restricted-imports'))).toEqual([]);
  }, 60_000);

  it("fails a value import of the Stripe SDK in an adapter (Stripe is called over stripe-api.ts) and passes its types", async () => {
    const fired = await lintAs('stripe-sdk-in-lambda.ts.txt', 'lambdas/adapters/payments.ts');
    expect(fired).toEqual(['@typescript-eslint/no-restricted-imports:1']);
  }, 60_000);
});
