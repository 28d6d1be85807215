import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setDeps } from '../../../lambdas/composition/deps.js';
import { freePort } from '../../../lib/local/ports.js';
import { startLocalStack, type LocalStack } from '../../../lib/local/stack.js';

/**
 * Two local stacks one after the other in one process (as `npm run bench` starts one for the API's load, then one
 * for Lighthouse): the second one's handlers use its own emulators, not the stopped one's. The handlers build their
 * deps once per process from its environment; before the stack dropped them on start, the second stack's signup
 * answered 500 (ECONNREFUSED on the first stack's DynamoDB Local port).
 */
const environment = { ...process.env };
const dataDirs: string[] = [];
afterAll(async () => {
  // The files after this one find the environment (and the handlers' deps) as this one found them.
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  setDeps(undefined);
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function withStack<T>(use: (stack: LocalStack) => Promise<T>, port = 0): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'credit-restart-'));
  dataDirs.push(dataDir);
  const stack = await startLocalStack({ dataDir, port, emulatorPorts: 'free', web: false, seed: true, log: () => {}, inMemoryTable: true });
  try {
    return await use(stack);
  } finally {
    await stack.stop();
  }
}

const signUp = (stack: LocalStack) =>
  fetch(`${stack.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Restart Client', email: `restart-${randomUUID().slice(0, 8)}@example.com`, password: 'restart-secret-1', referralCode: 'DEMO2025' }),
  }).then(async (res) => ({ status: res.status, body: await res.text() }));

describe('a local stack started after another one stopped, in the same process', () => {
  it('serves its handlers from its own emulators', async () => {
    const first = await withStack(async (stack) => ({ signup: await signUp(stack), dynamodb: stack.emulators.dynamodb }));
    expect(first.signup.status, first.signup.body).toBe(201);
    const second = await withStack(async (stack) => ({ signup: await signUp(stack), dynamodb: stack.emulators.dynamodb }));
    expect(second.dynamodb).not.toBe(first.dynamodb);
    expect(second.signup.status, second.signup.body).toBe(201);
  }, 180_000);

  it('holds its port from the start, answering 503 until it is ready, so nothing else can take it while the emulators start', async () => {
    const port = await freePort();
    let ready = false;
    const started = withStack(async (stack) => ({ signup: await signUp(stack) }), port).finally(() => (ready = true));
    let first: { status: number; ready: boolean } | undefined;
    while (!first && !ready) {
      first = await fetch(`http://localhost:${port}/api/health`).then(
        (res) => ({ status: res.status, ready }),
        () => undefined,
      );
      if (!first) await new Promise((r) => setTimeout(r, 25));
    }
    // The stack is stopped (by withStack) before anything is asserted, so a failure leaves no emulator running.
    const { signup } = await started;
    expect(first).toEqual({ status: 503, ready: false });
    expect(signup.status).toBe(201);
  }, 180_000);
});
