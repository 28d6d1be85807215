/** The CDK app (`cdk deploy`): composes the stacks and attaches cdk-nag. Configuration from context. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from '../lib/app.js';

const root = resolve(import.meta.dirname, '..');
const webDist = join(root, 'web', 'dist');
if (!existsSync(join(webDist, 'index.html'))) {
  console.error('web/dist is missing: run `npm run build` first (npm run deploy does).');
  process.exit(1);
}
const context = (key: string) => process.env[`CDK_CONTEXT_${key.toUpperCase()}`];
buildApp({
  webDist,
  stage: context('stage') ?? 'prod',
  ...(context('siteUrl') ? { allowedOrigins: [context('siteUrl')!] } : {}),
  ...(context('mailFrom') ? { mailFrom: context('mailFrom')! } : {}),
  nag: true,
}).app.synth();
