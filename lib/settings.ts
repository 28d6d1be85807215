/**
 * Every setting a deployment needs, in one place. Read the CDK way: `-c key=value` or cdk.json
 * context first, then the environment variable. `bin/app.ts` refuses to synthesize, naming every
 * missing or invalid setting, before any stack is built. The SITE_* values are read by the web build
 * too (`npm run build`), so set those as environment variables.
 */
import { z } from 'zod';
import { CHARGING_MODES, type ChargingMode } from '../lambdas/domain/plans.js';

/**
 * Printed whenever a deployment is refused for want of a charging mode (and in docs/compliance.md): the
 * operator chooses, knowing what the law says, rather than inheriting the demo's upfront charging.
 */
export const CHARGING_MODE_NOTE = [
  'The Credit Repair Organizations Act, 15 U.S.C. §1679b(b), forbids charging or receiving any money for a credit repair',
  'service "before such service is fully performed". Set the charging mode explicitly (docs/compliance.md):',
  '  after-service  nothing is charged at checkout; clients pay only for work completed (per month of service',
  '                 rendered, or per item the bureaus deleted, as each plan defines).',
  '  upfront        checkout takes the payment; only the 3-day cancellation refund protects the client. Choose it',
  '                 only on your own legal advice.',
].join('\n');

/** Written by `npm run build` into web/dist: the charging mode its pages (chat, FAQ, terms) describe. */
export const BUILD_SETTINGS_FILE = 'build-settings.json';

/**
 * Why the built site cannot be deployed with this charging mode (its pages would describe another), or null.
 * The web build reads CHARGING_MODE from the environment, so `-c chargingMode=…` alone is not enough.
 */
export function webBuildMismatch(built: unknown, mode: ChargingMode): string | null {
  const builtMode = (built as { chargingMode?: unknown } | null | undefined)?.chargingMode;
  if (builtMode === mode) return null;
  return `web/dist was built for the charging mode ${typeof builtMode === 'string' ? builtMode : '(unknown)'}, not ${mode}: run \`CHARGING_MODE=${mode} npm run build\` so the site says how clients are charged.`;
}

/** The deployment's charging mode, or an error carrying the legal note (bin/app.ts and bin/synth.ts). */
export function requireChargingMode(value: unknown): ChargingMode {
  if ((CHARGING_MODES as readonly unknown[]).includes(value)) return value as ChargingMode;
  const problem = value === undefined || value === '' ? 'chargingMode is required' : `chargingMode must be upfront or after-service, not ${String(value)}`;
  throw new Error(`Cannot synthesize: ${problem} (-c chargingMode=… or CHARGING_MODE).\n${CHARGING_MODE_NOTE}`);
}

const email = (what: string) => z.email({ error: (issue) => (issue.input === undefined ? `${what} is required` : `${what} must be an email address`) });
const required = (what: string) => z.string({ error: `${what} is required` }).trim().min(1, `${what} is required`);

/** key -> [environment variable, schema, what it is]. */
export const SETTINGS = {
  stage: ['STAGE', z.string({ error: 'stage is required' }).regex(/^[a-z][a-z0-9-]{1,11}$/, 'stage must be 2-12 lowercase letters, digits or hyphens, starting with a letter (it is part of bucket and stack names)'), 'Deployment stage, e.g. dev or prod'],
  companyName: ['COMPANY_NAME', required('companyName'), 'The business named in the service agreement (CROA)'],
  companyAddress: ['COMPANY_ADDRESS', required('companyAddress'), 'Its principal business address (CROA)'],
  mailFrom: ['MAIL_FROM', email('mailFrom'), 'Sender of account emails; its domain must be a verified SES identity'],
  chargingMode: [
    'CHARGING_MODE',
    z.enum(CHARGING_MODES, { error: (issue) => (issue.input === undefined ? 'chargingMode is required (upfront or after-service)' : 'chargingMode must be upfront or after-service') }),
    'How clients are charged: upfront or after-service (CROA §1679b(b), docs/compliance.md); no default',
  ],
  siteUrl: ['SITE_URL', z.url({ protocol: /^https$/, error: (issue) => (issue.input === undefined ? 'siteUrl is required' : 'siteUrl must be an https:// URL') }), 'The site origin (CORS for browser uploads, links in emails)'],
  sitePhone: ['SITE_PHONE', required('sitePhone'), 'Contact phone shown on the site'],
  siteSupportEmail: ['SITE_SUPPORT_EMAIL', email('siteSupportEmail'), 'Support address shown on the site'],
  sitePressEmail: ['SITE_PRESS_EMAIL', email('sitePressEmail'), 'Press address shown on the site'],
  sitePrivacyEmail: ['SITE_PRIVACY_EMAIL', email('sitePrivacyEmail'), 'Privacy address shown on the site'],
  siteBusinessCreditLaunch: ['SITE_BUSINESS_CREDIT_LAUNCH', required('siteBusinessCreditLaunch'), 'Launch date of business credit shown on the coming-soon page'],
  domainName: ['DOMAIN_NAME', z.string().regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, 'domainName must be a host name such as app.example.com').optional(), 'Optional custom domain for CloudFront'],
  certificateArn: ['CERTIFICATE_ARN', z.string().regex(/^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/, 'certificateArn must be an ACM certificate in us-east-1 (CloudFront reads certificates only there)').optional(), 'ACM certificate (us-east-1) for domainName'],
  hostedZoneId: ['HOSTED_ZONE_ID', z.string().regex(/^Z[A-Z0-9]+$/, 'hostedZoneId must be a Route 53 zone id (Z…)').optional(), 'Optional Route 53 zone: alias records for domainName'],
  hostedZoneName: ['HOSTED_ZONE_NAME', z.string().optional(), 'The zone’s name, with hostedZoneId'],
  alarmEmails: ['ALARM_EMAILS', z.string().optional(), 'Comma-separated addresses subscribed to the alarm topic'],
  documentsKeyArn: ['DOCUMENTS_KEY_ARN', z.string().regex(/^arn:aws[\w-]*:kms:[a-z0-9-]+:\d{12}:key\/[\w-]+$/, 'documentsKeyArn must be a KMS key ARN').optional(), 'After a destroy: the retained documents key; the data stack adopts it and the retained documents bucket'],
  monthlyBudgetUsd: ['MONTHLY_BUDGET_USD', z.coerce.number().int().positive().optional(), 'Monthly AWS budget in US dollars (default 200)'],
} as const;

type Key = keyof typeof SETTINGS;
const shape = Object.fromEntries(Object.entries(SETTINGS).map(([key, [, schema]]) => [key, schema])) as { [K in Key]: (typeof SETTINGS)[K][1] };
const settingsSchema = z
  .object(shape)
  .refine((s) => !s.domainName === !s.certificateArn, { message: 'domainName and certificateArn go together', path: ['certificateArn'] })
  .refine((s) => !s.hostedZoneId || (s.domainName && s.hostedZoneName), { message: 'hostedZoneId needs domainName and hostedZoneName', path: ['hostedZoneName'] });
export type Settings = z.output<typeof settingsSchema>;

/** Reads every setting (context first, then environment); throws one error naming every problem. */
export function readSettings(context: (key: string) => unknown, env: Record<string, string | undefined> = process.env): Settings {
  const raw: Record<string, unknown> = {};
  for (const [key, [envName]] of Object.entries(SETTINGS)) {
    const value = context(key) ?? env[envName];
    if (value !== undefined && value !== '') raw[key] = typeof value === 'string' ? value : String(value);
  }
  const result = settingsSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const key = String(issue.path[0]) as Key;
    const envName = SETTINGS[key]?.[0];
    return `  ${key} (-c ${key}=… or ${envName}): ${issue.message}`;
  });
  const note = result.error.issues.some((issue) => issue.path[0] === 'chargingMode') ? `\n${CHARGING_MODE_NOTE}` : '';
  throw new Error(`Cannot deploy: missing or invalid settings (docs/operations.md lists them):\n${lines.join('\n')}${note}`);
}
