import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { RuntimeConfig } from '../../lambdas/contract/config.js';
import { TEST_ORIGIN_SECRET } from './client-address.js';
import { startLocalStack, type LocalStack } from '../../lib/local/stack.js';

/**
 * Integration tests run against the real emulators: one local stack (DynamoDB Local, s3rver,
 * cognito-local and the API gateway) on free ports in a temp folder, seeded with the demo accounts.
 */
let stack: LocalStack | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  dataDir = await mkdtemp(join(tmpdir(), 'credit-int-'));
  stack = await startLocalStack({ dataDir, port: 0, emulatorPorts: 'free', web: false, seed: true, log: () => {}, originSecret: TEST_ORIGIN_SECRET, inMemoryTable: true });
  project.provide('localStack', { url: stack.url, env: stack.env, config: stack.config, emulators: stack.emulators, dataDir });
}

export async function teardown() {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: {
      url: string;
      env: Record<string, string>;
      config: RuntimeConfig;
      emulators: { dynamodb: string; s3: string; cognito: string; stripe: string | null };
      dataDir: string;
    };
  }
}
