import { defineConfig } from 'vitest/config';

/**
 * Four projects. `npm test` (scripts/test.ts) runs unit + web in one vitest process, integration in two (`--shard`,
 * each with its own local stack from the global setup, and there can be one per process) and e2e in another, all at once:
 * - unit: pure domain and wrapper tests, CDK assertions with cdk-nag (node)
 * - integration: handlers and adapters against the real emulators, started once per process by the global setup; its
 *   files run one at a time on that stack (later files see what earlier ones wrote)
 * - web: React components in jsdom
 * - e2e: Chromium (Debian's, one browser shared by the files) against a running local stack
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/lambdas/**/*.test.ts', 'test/lib/**/*.test.ts', 'test/scripts/**/*.test.ts'],
          exclude: ['test/**/*.int.test.ts'],
          testTimeout: 60_000,
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/**/*.int.test.ts'],
          globalSetup: ['test/support/emulators.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          root: '.',
          include: ['test/web/**/*.test.tsx', 'test/web/**/*.test.ts'],
          setupFiles: ['test/web/setup.ts'],
          // A hang guard, not a speed check: a form typed key by key with user-event takes several seconds on a loaded
          // 2-core machine, and vitest's default 5 s failed such tests while the suite's other projects ran beside them.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.ts'],
          globalSetup: ['test/support/stack.global.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // Two browser files at a time against the one stack: a journey mostly waits (for the network, a
          // transition, a toast), so a second one uses the idle CPU. Each page is its own visitor and each
          // journey its own accounts, so the files do not see each other (tests/support/client-address.ts).
          fileParallelism: true,
          maxWorkers: 2,
          // A journey that loses a race to the machine's own load (CI on 2 cores) runs once more, from the
          // start with new accounts; a real breakage fails both times. Retries are printed in the report.
          retry: 1,
        },
      },
    ],
  },
});
