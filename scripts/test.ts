/**
 * `npm test`: everything, in order, stopping at the first failure —
 * typecheck, lint, build the SPA, then every vitest project (unit, integration on the emulators,
 * web components, CDK + cdk-nag, and the browser smoke test in Chromium on a running local stack).
 * Java (DynamoDB Local) and Chromium are installed through apt-get when missing and we are root.
 */
import { spawnSync } from 'node:child_process';
import { ensureJava } from '../lib/local/java.js';
import { ensureChromium } from './ensure-chromium.js';

/** The default report, then the ten slowest files (test/support/slowest-files.ts). */
const REPORTERS = ['--reporter=default', '--reporter=./test/support/slowest-files.ts'];

const steps: [string, string[]][] = [
  ['typecheck', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', ['npx', 'eslint', '.', '--max-warnings=0']],
  ['build', ['npx', 'tsx', 'scripts/build-web.ts', '--quiet']],
  ['tests', ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'integration', '--project', 'web', ...REPORTERS, ...process.argv.slice(2)]],
  // Its own run: the browser tests' local stack runs in-process, and handlers read their
  // configuration from the process, so it must not share a process with the integration stack.
  ['browser tests', ['npx', 'vitest', 'run', '--project', 'e2e', ...REPORTERS, ...process.argv.slice(2)]],
];

try {
  ensureJava();
  ensureChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const env = { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
for (const [name, [cmd, ...args]] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd!, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
