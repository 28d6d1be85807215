/**
 * `npm run synth`: synthesize both stacks into cdk.out offline (no CDK CLI, no credentials) and
 * report cdk-nag's AwsSolutions findings. Uses web/dist when built, else an empty placeholder folder.
 * Like a deployment, it refuses to run until CHARGING_MODE names how clients are charged (upfront or
 * after-service), and prints the law's note (lib/settings.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildApp } from '../lib/app.js';
import { CHARGING_MODE_NOTE, requireChargingMode } from '../lib/settings.js';

const root = resolve(import.meta.dirname, '..');
let chargingMode;
try {
  chargingMode = requireChargingMode(process.env.CHARGING_MODE);
  if (chargingMode === 'upfront') console.warn(`Charging mode: upfront.\n${CHARGING_MODE_NOTE}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
let webDist = join(root, 'web', 'dist');
if (!existsSync(join(webDist, 'index.html'))) {
  console.warn('web/dist is not built: synthesizing with an empty site (run `npm run build` for the real one).');
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>placeholder</title>');
}
const started = Date.now();
const { app } = buildApp({ webDist, chargingMode, outdir: join(root, 'cdk.out') });
const report = new AwsSolutionsChecks(app).validateScope(app);
const assembly = app.synth();
for (const stack of assembly.stacks) console.log(`  ${stack.stackName}  ${Object.keys(stack.template.Resources ?? {}).length} resources`);
console.log(`Synthesized to cdk.out in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
if (report.violations.length) {
  for (const v of report.violations) console.error(`  ${v.ruleName}: ${v.description}\n    ${v.violatingResources.map((r) => r.constructPath).join('\n    ')}`);
  console.error(`${report.violations.length} unacknowledged cdk-nag finding(s).`);
  process.exit(1);
}
console.log('cdk-nag AwsSolutions: no unacknowledged findings.');
