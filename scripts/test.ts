/**
 * `npm test`: everything — typecheck, lint, build the SPA, then every vitest project (unit, integration on the
 * emulators, web components, CDK + cdk-nag, and the browser tests in Chromium on a running local stack).
 * Java (DynamoDB Local) and Chromium are installed through apt-get when missing and we are root.
 *
 * The steps run at once, not one after another: most of a test's time is spent waiting (for the emulators, a
 * browser, a route's even-timing floor), so on a 2-core machine the waits of one step are another's CPU. Only the
 * browser tests wait for the build (they serve web/dist). Each step's lines are printed as they come, prefixed
 * with its name; the first step to fail stops the others. The run ends with each step's time and the ten slowest
 * test files of all the vitest runs together.
 *
 * The integration project runs as two vitest processes, each on its own local stack (emulators shared by the
 * files of that process, one file at a time, as before): the files of one process never see another's data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ensureJava } from '../lib/local/java.js';
import { slowestTen, type FileTime } from '../test/support/slowest-files.js';
import { ensureChromium } from './ensure-chromium.js';

/** Integration processes, each with its own stack; two, one per core. */
const INTEGRATION_SHARDS = 2;

interface Step {
  name: string;
  cmd: string[];
  /** A step that must have passed before this one starts. */
  after?: string;
  /** A vitest run: its files' times join the closing list. */
  tests?: boolean;
}

const extra = process.argv.slice(2);
const slowestDir = mkdtempSync(join(tmpdir(), 'credit-test-times-'));
/** A vitest run with the default report and its files' times written for the closing list (test/support/slowest-files.ts). */
const vitest = (projects: string[], more: string[] = []) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=./test/support/slowest-files.ts',
  ...more,
  // A file filter given to `npm test` matches the files of some runs only; the others then have nothing to run.
  ...(extra.length ? ['--passWithNoTests'] : []),
  ...extra,
];

const steps: Step[] = [
  { name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'build', cmd: ['npx', 'tsx', 'scripts/build-web.ts', '--quiet'] },
  // Two workers (vitest's default on 2 cores is one): the other steps wait on emulators and browsers much of the time.
  { name: 'unit + web', cmd: vitest(['unit', 'web'], ['--maxWorkers=2']), tests: true },
  ...Array.from({ length: INTEGRATION_SHARDS }, (_, i) => ({
    name: `integration ${i + 1}/${INTEGRATION_SHARDS}`,
    cmd: vitest(['integration'], [`--shard=${i + 1}/${INTEGRATION_SHARDS}`]),
    tests: true,
  })),
  // Its own process: the browser tests' local stack runs in-process, and handlers read their configuration from
  // the process, so it must not share a process with an integration stack. It serves what the build step made.
  { name: 'browser tests', cmd: vitest(['e2e']), after: 'build', tests: true },
];

try {
  ensureJava();
  ensureChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const width = Math.max(...steps.map((s) => s.name.length));
const env = {
  ...process.env,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
};
const running = new Map<string, ChildProcess>();
const results = new Map<string, { ok: boolean; seconds: number; detail: string }>();
const started = Date.now();
let stopping = false;

function print(name: string, line: string, stream: NodeJS.WriteStream) {
  stream.write(`${`[${name}]`.padEnd(width + 2)} ${line}\n`);
}

/** Ends every running step: each was started as the leader of its own process group (vitest's workers, emulators, Chromium). */
function stopAll(signal: NodeJS.Signals = 'SIGTERM') {
  stopping = true;
  for (const child of running.values()) {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

function run(step: Step): Promise<boolean> {
  return new Promise((resolve) => {
    const stepStarted = Date.now();
    const [cmd, ...args] = step.cmd;
    print(step.name, `▶ ${step.cmd.join(' ')}`, process.stdout);
    const times = step.tests ? join(slowestDir, `${step.name.replace(/\W+/g, '-')}.json`) : undefined;
    const child = spawn(cmd!, args, { env: { ...env, ...(times ? { SLOWEST_FILES_JSON: times } : {}) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.set(step.name, child);
    createInterface({ input: child.stdout! }).on('line', (line) => print(step.name, line, process.stdout));
    createInterface({ input: child.stderr! }).on('line', (line) => print(step.name, line, process.stderr));
    child.on('close', (code, signal) => {
      running.delete(step.name);
      const seconds = (Date.now() - stepStarted) / 1000;
      const ok = code === 0;
      const detail = ok ? '' : stopping && signal ? 'stopped' : `exit ${code ?? signal}`;
      results.set(step.name, { ok, seconds, detail });
      print(step.name, ok ? `✔ ${step.name} (${seconds.toFixed(1)} s)` : `✖ ${step.name} ${detail === 'stopped' ? 'stopped' : 'failed'} (${detail}, ${seconds.toFixed(1)} s)`, ok ? process.stdout : process.stderr);
      if (!ok && !stopping) stopAll();
      resolve(ok);
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
}

const done = new Map<string, Promise<boolean>>();
for (const step of steps) {
  const before = step.after ? done.get(step.after) : undefined;
  done.set(step.name, before ? before.then((ok) => (ok && !stopping ? run(step) : false)) : run(step));
}
const outcomes = await Promise.all(done.values());

const times: FileTime[] = [];
for (const file of readdirSync(slowestDir)) {
  times.push(...(JSON.parse(readFileSync(join(slowestDir, file), 'utf8')) as FileTime[]));
}
rmSync(slowestDir, { recursive: true, force: true });

console.log('\nSteps (they run at the same time; the browser tests after the build):');
for (const step of steps) {
  const result = results.get(step.name);
  console.log(`  ${result ? (result.ok ? '✔' : '✖') : '-'} ${step.name.padEnd(width)} ${result ? `${result.seconds.toFixed(1).padStart(6)} s${result.ok ? '' : `  ${result.detail}`}` : 'not run'}`);
}
if (times.length) console.log(`\n${slowestTen(times)}`);
const total = ((Date.now() - started) / 1000).toFixed(1);
if (outcomes.every(Boolean)) {
  console.log(`\n✔ npm test passed in ${total} s`);
} else {
  console.error(`\n✖ npm test failed after ${total} s`);
  process.exit(1);
}
