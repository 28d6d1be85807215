import { App, Validations } from 'aws-cdk-lib';
import * as cxapi from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { RouteDef } from '../lambdas/routes.js';
import { AppStack } from './app-stack.js';
import { DataStack } from './data-stack.js';

export interface BuildOptions {
  webDist: string;
  stage?: string;
  region?: string;
  /** The AWS account; unset synthesizes an environment-agnostic account (CDK_DEFAULT_ACCOUNT when set). */
  account?: string;
  /** Bundle the Lambdas with esbuild (default). Tests that only read templates skip it (CDK's bundling-stacks context). */
  bundle?: boolean;
  /** Site origins allowed to upload documents from the browser; `*` until a domain is set. */
  allowedOrigins?: string[];
  mailFrom?: string;
  /** The business named in the service agreement; `npm run deploy` requires it (bin/app.ts). */
  company?: { name: string; address: string };
  outdir?: string;
  /** Attach cdk-nag's AwsSolutions pack as a validation plugin (synth fails on findings). */
  nag?: boolean;
  /** The routes to build; the route table unless a test adds some (stack-size headroom). */
  routes?: readonly RouteDef[];
}

/** The whole app: a data stack and an app stack. bin/app.ts, bin/synth.ts and the tests build it here. */
export function buildApp(options: BuildOptions) {
  const app = new App({
    ...(options.outdir ? { outdir: options.outdir } : {}),
    ...(options.bundle === false ? { context: { [cxapi.BUNDLING_STACKS]: [] } } : {}),
  });
  const stage = options.stage ?? 'prod';
  const account = options.account ?? process.env.CDK_DEFAULT_ACCOUNT;
  const env = { region: options.region ?? process.env.CDK_DEFAULT_REGION ?? 'us-east-1', ...(account ? { account } : {}) };
  const data = new DataStack(app, `Credit-${stage}-Data`, { env, stage, allowedOrigins: options.allowedOrigins ?? ['*'], terminationProtection: true });
  const appStack = new AppStack(app, `Credit-${stage}-App`, {
    env,
    data,
    stage,
    webDist: options.webDist,
    ...(options.routes ? { routes: options.routes } : {}),
    mailFrom: options.mailFrom ?? 'no-reply@example.com',
    company: options.company ?? { name: 'Credit Repair (synthesized without a company)', address: 'set companyName and companyAddress to deploy' },
  });
  appStack.addStackDependency(data);
  if (options.nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, data, appStack };
}
