import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file's time in a run: collect + tests + hooks. */
export interface FileTime {
  file: string;
  project: string;
  ms: number;
}

/** The ten slowest of `times`, one line each, under a heading. */
export function slowestTen(times: readonly FileTime[]): string {
  const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, 10);
  if (!slowest.length) return '';
  return ['The ten slowest test files:', ...slowest.map((s) => `  ${(s.ms / 1000).toFixed(1).padStart(6)} s  ${s.project.padEnd(11)} ${s.file}`)].join('\n');
}

/**
 * A reporter that closes each run with its ten slowest test files, so the suite's time has names attached and a
 * file that grows slow is seen in CI. `npm test` adds it beside the default reporter and, as it runs several vitest
 * processes at once, sets SLOWEST_FILES_JSON: each process then writes its files' times there instead, and
 * scripts/test.ts prints the ten slowest of all of them at the end.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const times: FileTime[] = modules.map((m) => {
      const d = m.diagnostic();
      return { file: m.relativeModuleId, project: m.project.name, ms: d.collectDuration + d.setupDuration + d.duration };
    });
    const out = process.env.SLOWEST_FILES_JSON;
    if (out) writeFileSync(out, JSON.stringify(times));
    else if (times.length) console.log(`\n${slowestTen(times)}`);
  }
}
