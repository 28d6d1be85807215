/**
 * `npm run test:dates`: the date-sensitive tests (the unit project's domain and use-case tests and the
 * integration project on the emulators) run again under a faked system clock, at the dates where calendar
 * arithmetic breaks, so the suite cannot pass today and fail on a day nobody chose. The clock is faked for the
 * whole process tree (Node, the test workers and DynamoDB Local's JVM) with libfaketime from Debian's `faketime`
 * package; it starts at the given instant and keeps running, so a run started just before a daylight-saving
 * change or midnight crosses it. CI runs it after `npm test` (.ci/run).
 *
 *   npm run test:dates                       every date in the matrix
 *   npm run test:dates -- --date=leap-day    one of them
 *   npm run test:dates -- test/lambdas/use-cases/disputes   only some files (vitest filters)
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface FakedDate {
  id: string;
  why: string;
  /** The IANA zone the processes run in. */
  tz: string;
  /** The instant (UTC) at which the faked clock starts. */
  utc: string;
}

export const DATE_MATRIX: readonly FakedDate[] = [
  { id: 'month-end', why: 'a month end before February: 23:30 on 30 January in New York, already the 31st in UTC', tz: 'America/New_York', utc: '2027-01-31T04:30:00Z' },
  { id: 'leap-day', why: 'noon on 29 February of a leap year', tz: 'UTC', utc: '2028-02-29T12:00:00Z' },
  { id: 'dst', why: 'the spring daylight-saving change in New York (02:00 EST becomes 03:00 EDT), crossed during the run', tz: 'America/New_York', utc: '2027-03-14T06:57:00Z' },
  { id: 'year-end', why: '31 December, crossing midnight into the new year during the run', tz: 'UTC', utc: '2026-12-31T23:57:00Z' },
];

/** Tests that read no clock of their own: the CDK synth and cdk-nag tests, the lint fixtures and the bundle checks. */
const EXCLUDE = ['test/lib/*.test.ts', 'test/lambdas/lint/**', 'test/lambdas/bundle-needs.test.ts'];

const LIB = ['/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1', '/usr/lib/aarch64-linux-gnu/faketime/libfaketimeMT.so.1'];
const INSTALL = 'apt-get update && apt-get install -y faketime';

export function ensureFaketime(): string {
  const found = LIB.find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`libfaketime is needed for the date matrix and was not found. Install it with:\n  sudo ${INSTALL}`);
  }
  console.log('libfaketime not found: installing faketime with apt-get...');
  const result = spawnSync('bash', ['-c', `DEBIAN_FRONTEND=noninteractive ${INSTALL}`], { stdio: 'inherit' });
  const installed = LIB.find((path) => existsSync(path));
  if (result.status !== 0 || !installed) throw new Error(`Installing faketime failed. Run:\n  ${INSTALL}`);
  return installed;
}

/**
 * The clock is moved by one offset from the real time, the same for every process: an absolute start (`@…`)
 * would start each process's clock anew, and a test worker forked a minute after the emulators would read a
 * different time from them (TOTP codes, presigned policies and Stripe periods would disagree).
 */
export function fakedEnv(date: FakedDate, lib: string, now = Date.now()): NodeJS.ProcessEnv {
  const offsetSeconds = Math.round((Date.parse(date.utc) - now) / 1000);
  return {
    ...process.env,
    TZ: date.tz,
    LD_PRELOAD: lib,
    FAKETIME: `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`,
    // Timers, timeouts and the event loop keep the real monotonic clock; only the calendar is moved. With the
    // monotonic clock real, libfaketime 0.9.10's pthread_cond_timedwait fix must be off, or the JVM hangs at start.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    FAKETIME_FORCE_MONOTONIC_FIX: '0',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

/** The faked process must see the faked date: a matrix that silently ran on today's date would prove nothing. */
function assertFaked(date: FakedDate, env: NodeJS.ProcessEnv): void {
  const seen = spawnSync(process.execPath, ['-e', 'process.stdout.write(new Date().toISOString())'], { env, encoding: 'utf8' }).stdout;
  if (!(Math.abs(Date.parse(seen) - Date.parse(date.utc)) < 60_000)) throw new Error(`The faked clock for ${date.id} reads ${seen || 'nothing'}, not ${date.utc}: is libfaketime working?`);
}

function main(): void {
  const args = process.argv.slice(2);
  const only = args.find((a) => a.startsWith('--date='))?.slice('--date='.length);
  const filters = args.filter((a) => !a.startsWith('--date='));
  const dates = only ? DATE_MATRIX.filter((d) => d.id === only) : DATE_MATRIX;
  if (!dates.length) throw new Error(`No date '${only}': choose one of ${DATE_MATRIX.map((d) => d.id).join(', ')}`);
  const lib = ensureFaketime();
  const failed: string[] = [];
  for (const date of dates) {
    const env = fakedEnv(date, lib);
    assertFaked(date, env);
    const started = Date.now();
    console.log(`\n▶ ${date.id}: the clock starts at ${date.utc} in ${date.tz} (${date.why})`);
    const vitest = ['vitest', 'run', '--project', 'unit', '--project', 'integration', ...EXCLUDE.flatMap((g) => ['--exclude', g]), ...filters];
    const result = spawnSync('npx', vitest, { stdio: 'inherit', env });
    const took = ((Date.now() - started) / 1000).toFixed(1);
    if (result.status === 0) console.log(`✔ ${date.id} (${took} s)`);
    else {
      console.error(`✖ ${date.id} failed (exit ${result.status ?? result.signal}, ${took} s)`);
      failed.push(date.id);
    }
  }
  if (failed.length) {
    console.error(`\nThe suite depends on the day it runs: it failed at ${failed.join(', ')}.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
