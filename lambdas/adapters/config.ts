/**
 * Configuration from the environment, read once. In AWS the stack sets these on each function;
 * locally lib/local sets them in-process before any handler is imported. Missing required values
 * fail fast with the variable's name, never a vague SDK error later.
 */
import { CHARGING_MODES, type ChargingMode } from '../domain/plans.js';

export interface AdapterConfig {
  stage: string;
  region: string;
  tableName: string;
  bucketName: string;
  userPoolId: string;
  /** Local emulator endpoints; unset in AWS. */
  dynamodbEndpoint?: string;
  s3Endpoint?: string;
  /** Where browsers reach S3 (presigned URLs); defaults to s3Endpoint. */
  s3PublicEndpoint?: string;
  /** The documents bucket keeps object versions (AWS): deleting must remove every version, not add a delete marker. */
  bucketVersioned: boolean;
  /** Which malware scanner reads uploads: GuardDuty's object tag in AWS, the EICAR scanner with the local emulators. */
  documentScanner: 'guardduty' | 'eicar';
  cognitoEndpoint?: string;
  /** Local only: outgoing SMS and email are appended here instead of sent. */
  outboxFile?: string;
  /** AWS: KMS key for envelope encryption. Local: a key file under .data/. */
  kmsKeyId?: string;
  localKeyFile?: string;
  /** The site's public origin, for links in emails (https://… in AWS, http://localhost:3000 locally). */
  publicUrl: string;
  /** Sender of account emails (a verified SES identity in AWS). */
  mailFrom?: string;
  /** Where the billing adapter sends Stripe calls when not api.stripe.com: the local emulator (http://127.0.0.1:<port>). */
  stripeApiBase?: string;
  /** The business named in the service agreement (CROA: name and principal business address). */
  company: { name: string; address: string };
  /** How every plan is charged (`CHARGING_MODE`): the stack always sets it (lib/settings.ts requires it); unset locally, the demo's upfront. */
  chargingMode: ChargingMode;
  /** The credit-bureau provider: only the deterministic 'sandbox' so far (docs/credit.md). */
  creditProvider: 'sandbox';
  /** The bank-data aggregator (`BANK_PROVIDER`): only the sandbox so far. */
  bankProvider: 'sandbox';
}

/** Locally (and in tests) the agreement names this; a deployment must set COMPANY_NAME and COMPANY_ADDRESS. */
export const LOCAL_COMPANY = { name: 'Credit Repair (local development)', address: 'no business address: local development stack' } as const;

export function required(name: string, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AdapterConfig {
  const optional = (name: string) => env[name] || undefined;
  return {
    stage: env.STAGE ?? 'local',
    region: env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1',
    tableName: env.TABLE_NAME ?? '',
    bucketName: env.BUCKET_NAME ?? '',
    userPoolId: env.USER_POOL_ID ?? '',
    dynamodbEndpoint: optional('DYNAMODB_ENDPOINT'),
    s3Endpoint: optional('S3_ENDPOINT'),
    s3PublicEndpoint: optional('S3_PUBLIC_ENDPOINT'),
    bucketVersioned: env.BUCKET_VERSIONED === 'true',
    documentScanner: (env.DOCUMENT_SCANNER ?? (env.S3_ENDPOINT ? 'eicar' : 'guardduty')) === 'eicar' ? 'eicar' : 'guardduty',
    cognitoEndpoint: optional('COGNITO_ENDPOINT'),
    outboxFile: optional('OUTBOX_FILE'),
    kmsKeyId: optional('KMS_KEY_ID'),
    localKeyFile: optional('LOCAL_KEY_FILE'),
    publicUrl: (env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    mailFrom: optional('MAIL_FROM'),
    stripeApiBase: optional('STRIPE_API_BASE'),
    company: { name: env.COMPANY_NAME || LOCAL_COMPANY.name, address: env.COMPANY_ADDRESS || LOCAL_COMPANY.address },
    chargingMode: chargingMode(env.CHARGING_MODE),
    creditProvider: creditProvider(env.CREDIT_PROVIDER),
    bankProvider: bankProvider(env.BANK_PROVIDER),
  };
}

/** Unset is the local demo's upfront charging; a misspelt mode is refused rather than read as upfront. */
function chargingMode(value: string | undefined): ChargingMode {
  if (value === undefined || value === '') return 'upfront';
  if ((CHARGING_MODES as readonly string[]).includes(value)) return value as ChargingMode;
  throw new Error(`CHARGING_MODE=${value}: it must be upfront or after-service`);
}

/** Only the sandbox exists so far; a real provider's name is refused rather than silently sandboxed. */
function creditProvider(value: string | undefined): 'sandbox' {
  if (value === undefined || value === '' || value === 'sandbox') return 'sandbox';
  throw new Error(`CREDIT_PROVIDER=${value}: only 'sandbox' is available`);
}

/** As for credit: a real aggregator's name is refused rather than silently sandboxed. */
function bankProvider(value: string | undefined): 'sandbox' {
  if (value === undefined || value === '' || value === 'sandbox') return 'sandbox';
  throw new Error(`BANK_PROVIDER=${value}: only 'sandbox' is available`);
}

/**
 * Credentials for the local emulators; in AWS the SDK's default chain is used. s3rver accepts
 * only this pair; DynamoDB Local and cognito-local accept any.
 */
export const emulatorCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
