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
// CROA: the contract clients sign must name the business and its principal address.
const company = { name: context('companyName'), address: context('companyAddress') };
if (!company.name || !company.address) {
  console.error('Set CDK_CONTEXT_COMPANYNAME and CDK_CONTEXT_COMPANYADDRESS (the business named in the service agreement) to deploy.');
  process.exit(1);
}
buildApp({
  webDist,
  stage: context('stage') ?? 'prod',
  ...(context('siteUrl') ? { allowedOrigins: [context('siteUrl')!] } : {}),
  ...(context('mailFrom') ? { mailFrom: context('mailFrom')! } : {}),
  company: { name: company.name, address: company.address },
  nag: true,
}).app.synth();
