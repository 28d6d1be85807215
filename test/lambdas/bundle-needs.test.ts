import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptions, handlerNeeds, handlerPorts, lambdaBundling, needsDefine, portsDefine, UNREACHED_CREDENTIAL_SOURCES } from '../../lib/function.js';
import { PORT_NAMES } from '../../lambdas/composition/ports.js';
import { readdirSync, readFileSync } from 'node:fs';

const root = resolve(import.meta.dirname, '..', '..');

/** A handler's bundle, built exactly as lib/function.ts builds it: its code, its map, and what went in. */
async function bundle(handler: string) {
  const out = await build({ ...esbuildOptions(handler, join(root, '.bundle-needs-test', `${handler}.mjs`)), write: false, metafile: true, logLevel: 'silent' });
  const code = out.outputFiles!.find((f) => f.path.endsWith('.mjs'))!.text;
  const map = out.outputFiles!.find((f) => f.path.endsWith('.mjs.map'));
  // What reached the output (the metafile's inputs also list modules tree-shaking dropped).
  const output = Object.values(out.metafile!.outputs).find((o) => o.entryPoint)!;
  const inputs = Object.entries(output.inputs).flatMap(([file, i]) => (i.bytesInOutput > 0 ? [file] : []));
  const sdkClients = [...new Set(inputs.flatMap((f) => /node_modules\/(@aws-sdk\/client-[\w-]+)\//.exec(f)?.[1] ?? []))].sort();
  // Minified ESM spells what stays outside `from"x"` or `import("x")`.
  const imported = [...new Set([...code.matchAll(/(?:from|import\()"(@aws-sdk\/[\w-]+|@smithy\/[\w-]+|stripe)"/g)].map((m) => m[1]!))].sort();
  return { code, map, inputs, sdkClients, imported, hasStripe: inputs.some((f) => f.includes('node_modules/stripe/')), hasPresigners: inputs.some((f) => /node_modules\/@aws-sdk\/s3-(presigned-post|request-presigner)\//.test(f)) };
}

describe('a function bundles only the adapters its route needs', () => {
  it('unions the needs of the routes and jobs a handler serves, and defines a constant per need', () => {
    expect(handlerNeeds('me')).toEqual({ table: true });
    expect(handlerNeeds('no-such-handler')).toBeUndefined();
    expect(needsDefine({ table: 'read', billing: true })).toMatchObject({ 'process.env.BUNDLE_NEEDS_TABLE': '"1"', 'process.env.BUNDLE_NEEDS_BUCKET': '"0"', 'process.env.BUNDLE_NEEDS_BILLING': '"1"' });
    expect(needsDefine(undefined)).toEqual({});
    expect(handlerNeeds('delete-account')?.billing).toEqual(['deleteCustomer']);
    // Ending monitoring alone, or pulling too: the report builder and MISMO mapper are bundled for the second only.
    expect(handlerNeeds('delete-account')?.bureau).toBe('endMonitoring');
    expect(handlerNeeds('credit-pull')?.bureau).toBe(true);
    expect(needsDefine({ bureau: 'endMonitoring' })).toMatchObject({ 'process.env.BUNDLE_NEEDS_BUREAU': '"1"', 'process.env.BUNDLE_BUREAU_PULL': '"0"' });
    expect(needsDefine({ bureau: true })).toMatchObject({ 'process.env.BUNDLE_BUREAU_PULL': '"1"' });
  });

  it('bundles the MISMO mapper and its XML parser only where a route pulls or refreshes a credit file', { timeout: 120_000 }, async () => {
    const mapper = (inputs: string[]) => inputs.filter((f) => /adapters\/credit\/(mismo|sandbox)\.ts$|node_modules\/fast-xml-parser\//.test(f)).length > 0;
    expect(mapper((await bundle('credit-pull')).inputs)).toBe(true);
    const deletion = await bundle('delete-account');
    expect(mapper(deletion.inputs)).toBe(false);
    expect(deletion.inputs).toContain('lambdas/adapters/credit/sandbox-reference.ts');
  });

  it('bundles the SDK clients of declared needs only (me: table; signup: table, directory, email), importing nothing of the runtime but unreached credential sources', { timeout: 120_000 }, async () => {
    const me = await bundle('me');
    expect(me.sdkClients).toEqual(['@aws-sdk/client-dynamodb']);
    expect(me.hasStripe).toBe(false);
    const signup = await bundle('signup');
    // The email goes out as a signed request of our own (lambdas/adapters/email.ts), not through SES's client.
    expect(signup.sdkClients).toEqual(['@aws-sdk/client-cognito-identity-provider', '@aws-sdk/client-dynamodb']);
    expect(signup.code).toContain('/v2/email/outbound-emails');
    for (const b of [me, signup]) for (const name of b.imported) expect(UNREACHED_CREDENTIAL_SOURCES).toContain(name);
  });

  it('bundles no S3 or SES client and no presigner: every call, the upload form included, is a request the adapters sign themselves', { timeout: 120_000 }, async () => {
    expect(needsDefine({ bucket: ['delete'] })).toMatchObject({ 'process.env.BUNDLE_BUCKET_DELETE': '"1"', 'process.env.BUNDLE_BUCKET_UPLOAD': '"0"', 'process.env.BUNDLE_BUCKET_DOWNLOAD': '"0"' });
    // The upload form's POST policy is signed by lambdas/adapters/aws-request.ts as the SDK's presigner signs it.
    const upload = await bundle('document-start-upload');
    expect(upload.code).toContain('X-Amz-Signature');
    for (const handler of ['document-start-upload', 'admin-document-link', 'credit-monitoring-refresh', 'delete-account', 'admin-delete-user']) {
      const b = await bundle(handler);
      expect([handler, b.hasPresigners, b.sdkClients.filter((c) => c === '@aws-sdk/client-s3' || c === '@aws-sdk/client-sesv2')]).toEqual([handler, false, []]);
    }
  });

  it('calls Stripe without its SDK, neither bundled nor imported, and writes a separate source map without the sources', { timeout: 120_000 }, async () => {
    const checkout = await bundle('billing-checkout');
    expect(checkout.hasStripe).toBe(false);
    expect(checkout.imported).not.toContain('stripe');
    expect(checkout.code).toContain('/v1/checkout/sessions');
    expect(checkout.code).not.toContain('sourceMappingURL=data:');
    expect(checkout.code.trimEnd()).toMatch(/\/\/# sourceMappingURL=billing-checkout\.mjs\.map$/);
    expect(lambdaBundling.sourcesContent).toBe(false);
    expect((JSON.parse(checkout.map!.text) as { sourcesContent?: unknown }).sourcesContent).toBeUndefined();
  });

  it('bundles the repositories of the ports its code reads only, and each factory is gated by its port\'s constant', { timeout: 120_000 }, async () => {
    const composition = readFileSync(join(root, 'lambdas', 'composition', 'deps.ts'), 'utf8');
    for (const port of PORT_NAMES) expect(composition).toContain(`${port}: process.env.BUNDLE_PORT_${port.toUpperCase()} === '0' ? unbundled('${port}')`);
    expect(portsDefine(['users'])).toMatchObject({ 'process.env.BUNDLE_PORT_USERS': '"1"', 'process.env.BUNDLE_PORT_DOCUMENTS': '"0"' });
    expect(handlerPorts('no-such-handler')).toBeUndefined();
    // me reads the user, the account and the caller's standing; the upload's completion reads its document.
    const me = handlerPorts('me')!;
    expect(me).toEqual(expect.arrayContaining(['users', 'accounts']));
    expect(me).not.toContain('documents');
    expect(handlerPorts('document-complete-upload')).toEqual(expect.arrayContaining(['documents', 'files']));
    const bundled = await bundle('me');
    expect(bundled.inputs.some((f) => f.endsWith('lambdas/adapters/dynamo/users.ts'))).toBe(true);
    expect(bundled.inputs.some((f) => f.endsWith('lambdas/adapters/dynamo/documents.ts'))).toBe(false);
  });

  it('can find every port a function reads: no code outside the composition root reaches a port by a computed key', () => {
    // handlerPorts reads property names (deps.x, deps['x'], { x } = deps); deps[name] would hide a port from it, and the
    // function would answer "not in this function's bundle" in AWS only (tests and the local stack bundle nothing).
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'composition') walk(path);
        } else if (entry.name.endsWith('.ts') && /\bdeps\??\.?\[(?!['"])/.test(readFileSync(path, 'utf8'))) offenders.push(path.slice(root.length + 1));
      }
    };
    walk(join(root, 'lambdas'));
    expect(offenders).toEqual([]);
    expect(/\bdeps\??\.?\[(?!['"])/.test('const port = deps[name];')).toBe(true);
    expect(/\bdeps\??\.?\[(?!['"])/.test("const port = deps['users'];")).toBe(false);
  });
});
