import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_ORIGIN_SECRET } from './client-address.js';
import { startLocalStack, type LocalStack } from '../../lib/local/stack.js';
import { ensureChromium } from '../../scripts/ensure-chromium.js';

/**
 * Browser tests: the whole local stack on a free port, in a temp data folder, serving web/dist as
 * `npm start` does (running `npm run build` first when web/dist is missing or older than its sources).
 */
let stack: LocalStack | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const chromium = ensureChromium();
  dataDir = await mkdtemp(join(tmpdir(), 'credit-e2e-'));
  stack = await startLocalStack({ dataDir, port: 0, emulatorPorts: 'free', web: true, seed: true, log: () => {}, originSecret: TEST_ORIGIN_SECRET, inMemoryTable: true });
  project.provide('e2e', { url: stack.url, chromium, dynamodb: stack.emulators.dynamodb });
}

export async function teardown() {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** `dynamodb`: DynamoDB Local's endpoint, for journeys that seed what no screen can make (a Starter plan while it is not sold). */
    e2e: { url: string; chromium: string; dynamodb: string };
  }
}
