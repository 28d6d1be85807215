import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../lib/local/stack.js';
import { smoke } from '../../scripts/smoke.js';

// Its own stack, with the built site (the integration project's shared stack serves no web pages).
let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ dataDir: await mkdtemp(join(tmpdir(), 'credit-smoke-')), port: 0, emulatorPorts: 'free', web: true, seed: false, log: () => {} });
}, 120_000);
afterAll(() => stack?.stop());

describe('npm run smoke', () => {
  it('passes every check against a running stack (health, config, public pages, 401 when signed out)', async () => {
    const results = await smoke(stack.url);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(results.map((r) => r.check)).toEqual(expect.arrayContaining(['health', 'config', 'page /', 'page /faq', 'signed-out API call']));
  });

  it('fails, naming the check, where nothing answers', async () => {
    const results = await smoke('http://127.0.0.1:9');
    expect(results.length).toBeGreaterThan(3);
    expect(results.every((r) => !r.ok)).toBe(true);
  });
});
