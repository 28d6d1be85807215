/** The CDK app (`cdk deploy`): reads the settings (lib/settings.ts), composes the stacks and attaches cdk-nag. */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { App } from 'aws-cdk-lib';
import { buildApp } from '../lib/app.js';
import { BUILD_SETTINGS_FILE, CHARGING_MODE_NOTE, readSettings, webBuildMismatch } from '../lib/settings.js';

const root = resolve(import.meta.dirname, '..');
const webDist = join(root, 'web', 'dist');
if (!existsSync(join(webDist, 'index.html'))) {
  console.error('web/dist is missing: run `npm run build` first (npm run deploy does).');
  process.exit(1);
}
const app = new App();
let settings;
try {
  // `-c key=value` or cdk.json context first, environment variables as the fallback.
  settings = readSettings((key) => app.node.tryGetContext(key));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const builtFor = existsSync(join(webDist, BUILD_SETTINGS_FILE)) ? (JSON.parse(readFileSync(join(webDist, BUILD_SETTINGS_FILE), 'utf8')) as unknown) : null;
const mismatch = webBuildMismatch(builtFor, settings.chargingMode);
if (mismatch) {
  console.error(mismatch);
  process.exit(1);
}
// The operator chose knowingly; upfront charging is what the law forbids, so the note is printed again.
if (settings.chargingMode === 'upfront') console.warn(`Charging mode: upfront.\n${CHARGING_MODE_NOTE}`);
buildApp({
  app,
  webDist,
  stage: settings.stage,
  chargingMode: settings.chargingMode,
  allowedOrigins: [settings.siteUrl],
  mailFrom: settings.mailFrom,
  company: { name: settings.companyName, address: settings.companyAddress },
  ...(settings.domainName && settings.certificateArn
    ? {
        domain: {
          name: settings.domainName,
          certificateArn: settings.certificateArn,
          ...(settings.hostedZoneId && settings.hostedZoneName ? { hostedZone: { id: settings.hostedZoneId, name: settings.hostedZoneName } } : {}),
        },
      }
    : {}),
  alarmEmails: (settings.alarmEmails ?? '').split(',').map((a) => a.trim()).filter(Boolean),
  ...(settings.monthlyBudgetUsd ? { monthlyBudgetUsd: settings.monthlyBudgetUsd } : {}),
  ...(settings.documentsKeyArn ? { adoptDocumentsKeyArn: settings.documentsKeyArn } : {}),
  nag: true,
}).app.synth();
