import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleExternals, handlerNeeds, lambdaBundling, needsDefine } from '../../lib/function.js';

const root = resolve(import.meta.dirname, '..', '..');

/** The external SDK clients a handler's bundle still imports, bundled exactly as lib/function.ts bundles it. */
async function sdkClientsOf(handler: string): Promise<string[]> {
  const needs = handlerNeeds(handler);
  const out = await build({
    ...lambdaBundling,
    define: needsDefine(needs),
    external: bundleExternals(Boolean(needs?.billing)),
    mainFields: [...lambdaBundling.mainFields],
    banner: { js: lambdaBundling.banner },
    entryPoints: [join(root, 'lambdas', 'handlers', `${handler}.ts`)],
    outfile: join(root, '.bundle-needs-test', `${handler}.mjs`),
    bundle: true,
    platform: 'node',
    write: false,
    sourcemap: false,
    logLevel: 'silent',
  });
  const code = out.outputFiles.find((f) => f.path.endsWith('.mjs'))!.text;
  return [...new Set([...code.matchAll(/from\s*"(@aws-sdk\/client-[\w-]+)"/g)].map((m) => m[1]!))].sort();
}

describe('a function bundles only the adapters its route needs', () => {
  it('unions the needs of the routes and jobs a handler serves, and defines a constant per need', () => {
    expect(handlerNeeds('me')).toEqual({ table: true });
    expect(handlerNeeds('no-such-handler')).toBeUndefined();
    expect(needsDefine({ table: 'read', billing: true })).toMatchObject({ 'process.env.BUNDLE_NEEDS_TABLE': '"1"', 'process.env.BUNDLE_NEEDS_BUCKET': '"0"', 'process.env.BUNDLE_NEEDS_BILLING': '"1"' });
    expect(needsDefine(undefined)).toEqual({});
  });

  it('leaves the SDK clients of undeclared needs out (me: table only; signup: table, directory, email)', { timeout: 120_000 }, async () => {
    expect(await sdkClientsOf('me')).toEqual(['@aws-sdk/client-dynamodb']);
    expect(await sdkClientsOf('signup')).toEqual(['@aws-sdk/client-cognito-identity-provider', '@aws-sdk/client-dynamodb', '@aws-sdk/client-sesv2']);
  });
});
