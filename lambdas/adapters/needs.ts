import type { Needs } from '../routes/types.js';
import type { AdapterConfig } from './config.js';
import type { Deps } from './deps.js';

/** Which `needs` entry grants each adapter (lib/function.ts turns the same entries into IAM grants and variables). */
export const NEED_OF = {
  store: 'table',
  adminStore: 'table',
  publicStore: 'table',
  billingStore: 'table',
  entitlements: 'table',
  dashboard: 'table',
  profiles: 'table',
  verification: 'table',
  documents: 'table',
  notifications: 'table',
  files: 'bucket',
  directory: 'directory',
  sms: 'sms',
  email: 'email',
  secrets: 'secrets',
  billing: 'billing',
} as const satisfies Partial<Record<keyof Deps, keyof Needs>>;

/** A route or a job: what it is called and what it declared. */
export interface NeedsOwner {
  readonly id: string;
  readonly needs: Needs;
}

/**
 * The deps a route may use: touching an adapter its `needs` does not name throws at once, naming
 * both, so a forgotten need fails every local and integration test of that route, not only in AWS
 * (where the function has neither the variable nor the IAM grant).
 */
export function guardDeps(deps: Deps, owner: NeedsOwner): Deps {
  return new Proxy(deps, {
    get(target, key, receiver) {
      const need = (NEED_OF as Record<string | symbol, keyof Needs | undefined>)[key];
      if (need && !owner.needs[need]) throw new Error(`route ${owner.id} used ${String(key)} without needs.${need}`);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/**
 * The variables each declared need requires, checked at cold start (the first call): a missing one
 * stops the function with a message naming it, instead of an SDK error about an empty table name later.
 */
export function missingConfig(needs: Needs, config: AdapterConfig, env: NodeJS.ProcessEnv = process.env): string[] {
  const missing: string[] = [];
  if (needs.table && !config.tableName) missing.push('TABLE_NAME');
  if (needs.bucket && !config.bucketName) missing.push('BUCKET_NAME');
  if (needs.directory && !config.userPoolId) missing.push('USER_POOL_ID');
  if (needs.email && !config.outboxFile && !config.mailFrom) missing.push('MAIL_FROM');
  if (needs.secrets && !config.kmsKeyId && !config.localKeyFile) missing.push('KMS_KEY_ID');
  if (needs.billing && !env.STRIPE_SECRET_ARN && !(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)) missing.push('STRIPE_SECRET_ARN');
  return missing;
}

export function assertConfig(owner: NeedsOwner, config: AdapterConfig, env: NodeJS.ProcessEnv = process.env): void {
  const missing = missingConfig(owner.needs, config, env);
  if (missing.length) throw new Error(`${owner.id} cannot start: missing environment variable ${missing.join(', ')} for its declared needs`);
}
