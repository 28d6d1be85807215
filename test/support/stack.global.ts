import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as playwright, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { TEST_ORIGIN_SECRET } from './client-address.js';
import { startLocalStack, type LocalStack } from '../../lib/local/stack.js';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensure-chromium.js';

/**
 * Browser tests: the whole local stack on a free port, in a temp data folder, serving web/dist as
 * `npm start` does (running `npm run build` first when web/dist is missing or older than its sources),
 * and one Chromium that every file connects to (test/support/browser.ts): a file opens its own contexts
 * in it instead of starting a browser of its own.
 */
let stack: LocalStack | undefined;
let browserServer: BrowserServer | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const chromium = ensureChromium();
  dataDir = await mkdtemp(join(tmpdir(), 'credit-e2e-'));
  const stackDir = dataDir;
  [stack, browserServer] = await Promise.all([
    startLocalStack({ dataDir: stackDir, port: 0, emulatorPorts: 'free', web: true, seed: true, log: () => {}, originSecret: TEST_ORIGIN_SECRET, inMemoryTable: true }),
    playwright.launchServer({ executablePath: chromium, args: CHROMIUM_ARGS, headless: true }),
  ]);
  project.provide('e2e', { url: stack.url, chromium, dynamodb: stack.emulators.dynamodb, browser: browserServer.wsEndpoint() });
}

export async function teardown() {
  await browserServer?.close();
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** `dynamodb`: DynamoDB Local's endpoint, for journeys that seed what no screen can make (a Starter plan while it is not sold). */
    e2e: { url: string; chromium: string; dynamodb: string; /** The shared Chromium's WebSocket endpoint. */ browser: string };
  }
}
