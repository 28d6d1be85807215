import type { Reporter, TestModule } from 'vitest/node';

/**
 * A reporter that closes each run with its ten slowest test files (collect + tests + hooks), so the suite's time
 * has names attached and a file that grows slow is seen in CI. `npm test` adds it beside the default reporter.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const timed = modules.map((m) => {
      const d = m.diagnostic();
      return { file: m.relativeModuleId, project: m.project.name, ms: d.collectDuration + d.setupDuration + d.duration };
    });
    const slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, 10);
    if (!slowest.length) return;
    console.log('\nThe ten slowest test files:');
    for (const s of slowest) console.log(`  ${(s.ms / 1000).toFixed(1).padStart(6)} s  ${s.project.padEnd(11)} ${s.file}`);
  }
}
