import { App, Validations } from 'aws-cdk-lib';
import * as cxapi from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { ChargingMode } from '../lambdas/domain/plans.js';
import type { RouteDef } from '../lambdas/routes.js';
import { AppStack } from './app-stack.js';
import { DataStack } from './data-stack.js';
import { EdgeStack } from './edge-stack.js';

export interface BuildOptions {
  /** The CDK app to build into (bin/app.ts reads its context first); a new one by default. */
  app?: App;
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
  /** How every plan is charged (CROA §1679b(b)): no default, each synthesis names it (lib/settings.ts). */
  chargingMode: ChargingMode;
  /** The business named in the service agreement; `npm run deploy` requires it (bin/app.ts). */
  company?: { name: string; address: string };
  outdir?: string;
  /** Attach cdk-nag's AwsSolutions pack as a validation plugin (synth fails on findings). */
  nag?: boolean;
  /** Optional custom domain: a CloudFront alias with its ACM certificate (us-east-1), and alias records in a Route 53 zone. */
  domain?: { name: string; certificateArn: string; hostedZone?: { id: string; name: string } };
  /** Addresses subscribed to the alarm topic. */
  alarmEmails?: string[];
  /** Monthly AWS budget in US dollars. */
  monthlyBudgetUsd?: number;
  /** The routes to build; the route table unless a test adds some (stack-size headroom). */
  routes?: readonly RouteDef[];
  /** After a destroy: adopt the retained documents bucket and its key (this ARN) instead of creating them. */
  adoptDocumentsKeyArn?: string;
}

/** The whole app: a data stack and an app stack. bin/app.ts, bin/synth.ts and the tests build it here. */
export function buildApp(options: BuildOptions) {
  const app = options.app ?? new App({
    ...(options.outdir ? { outdir: options.outdir } : {}),
    ...(options.bundle === false ? { context: { [cxapi.BUNDLING_STACKS]: [] } } : {}),
  });
  const stage = options.stage ?? 'prod';
  const account = options.account ?? process.env.CDK_DEFAULT_ACCOUNT;
  const env = { region: options.region ?? process.env.CDK_DEFAULT_REGION ?? 'us-east-1', ...(account ? { account } : {}) };
  const data = new DataStack(app, `Credit-${stage}-Data`, {
    env,
    stage,
    allowedOrigins: options.allowedOrigins ?? ['*'],
    terminationProtection: true,
    ...(options.adoptDocumentsKeyArn ? { adoptDocumentsKeyArn: options.adoptDocumentsKeyArn } : {}),
  });
  // CloudFront-scope WAF lives in us-east-1 whatever the app's region.
  const edge = new EdgeStack(app, `Credit-${stage}-Edge`, { env: { ...env, region: 'us-east-1' }, stage });
  const appStack = new AppStack(app, `Credit-${stage}-App`, {
    env,
    crossRegionReferences: true,
    // Same region: the ACL's SSM parameter (read at deploy, nothing exported); another region: CDK's cross-region reference.
    ...(env.region === 'us-east-1' ? {} : { webAclArn: edge.webAclArn }),
    stage,
    webDist: options.webDist,
    ...(options.domain ? { domain: options.domain } : {}),
    alarmEmails: options.alarmEmails ?? [],
    monthlyBudgetUsd: options.monthlyBudgetUsd ?? 200,
    ...(options.routes ? { routes: options.routes } : {}),
    // Synthesis without settings (tests, npm run synth) uses the reserved example.com; bin/app.ts requires a real one.
    mailFrom: options.mailFrom ?? 'no-reply@example.com',
    chargingMode: options.chargingMode,
    company: options.company ?? { name: 'Credit Repair (synthesized without a company)', address: 'set companyName and companyAddress to deploy' },
  });
  appStack.addStackDependency(data);
  appStack.addStackDependency(edge);
  if (options.nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, data, edge, appStack };
}
