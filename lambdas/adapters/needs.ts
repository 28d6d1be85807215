import type { Directory } from '../ports/directory.js';
import type { Files } from '../ports/files.js';
import type { Secrets } from '../ports/secrets.js';
import type { Access } from '../domain/roles.js';
import { bucketActions, directoryActions, routeNeeds, type BucketAction, type DirectoryAction, type Needs } from '../routes/types.js';
import type { AdapterConfig } from './config.js';
import type { Deps as UseCaseDeps } from '../ports/deps.js';
import { purposeBound } from './purpose-bound.js';

/** The composition root's deps (lambdas/composition/deps.ts): every port, with the adapters' whole configuration. */
type Deps = UseCaseDeps & { config: AdapterConfig };

/** Which `needs` entry grants each adapter (lib/function.ts turns the same entries into IAM grants and variables). */
export const NEED_OF = {
  users: 'table',
  tokens: 'table',
  accounts: 'table',
  tableStatus: 'table',
  userViews: 'table',
  partners: 'table',
  team: 'table',
  audit: 'table',
  analytics: 'table',
  publicStore: 'table',
  subscriptions: 'table',
  customers: 'table',
  agreements: 'table',
  usageCounters: 'table',
  entitlements: 'table',
  dashboard: 'table',
  profiles: 'table',
  verification: 'table',
  documents: 'table',
  notifications: 'table',
  creditReports: 'table',
  analyses: 'table',
  bankStore: 'table',
  disputes: 'table',
  advisors: 'table',
  secureMessages: 'table',
  offers: 'table',
  figures: 'table',
  deletions: 'table',
  identityTheft: 'table',
  files: 'bucket',
  scanner: 'bucket',
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
  /** A route's callers (a job has none): staff routes may append to the audit log (`routeNeeds`). */
  readonly access?: Access;
}

/** The bucket action each Files method is (lib/function.ts grants each action its IAM actions). */
export const FILES_ACTION = {
  ping: 'describe',
  presignUpload: 'upload',
  presignDownload: 'download',
  listKeys: 'list',
  createFolder: 'write',
  head: 'head',
  readHead: 'read',
  read: 'read',
  tags: 'read',
  put: 'write',
  move: 'move',
  deleteObject: 'delete',
  deletePrefix: 'delete',
} as const satisfies Record<keyof Files, BucketAction>;

/** The directory action each Directory method is. */
export const DIRECTORY_ACTION = {
  ping: 'describe',
  getUser: 'read',
  groupsOf: 'read',
  standing: 'read',
  createUser: 'create',
  setPassword: 'setPassword',
  setEmailVerified: 'verifyEmail',
  addToGroup: 'addToGroup',
  removeFromGroup: 'removeFromGroup',
  deleteUser: 'delete',
  signOutEverywhere: 'signOut',
  disableUser: 'disable',
} as const satisfies Record<keyof Directory, DirectoryAction>;

/** The table-backed deps: with `table: 'describe'` only the table status's `ping` may be called. */
const TABLE_DEPS = new Set<string>([
  'users',
  'tokens',
  'accounts',
  'tableStatus',
  'userViews',
  'partners',
  'team',
  'audit',
  'analytics',
  'publicStore',
  'subscriptions',
  'customers',
  'agreements',
  'usageCounters',
  'entitlements',
] satisfies (keyof Deps)[]);

/** An adapter whose methods are checked one by one: `allowed(method)` or a throw naming the action. */
function checkedMethods<T extends object>(adapter: T, refuse: (method: string) => string | undefined): T {
  return new Proxy(adapter, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== 'string' || typeof value !== 'function') return value;
      const why = refuse(key);
      if (why) throw new Error(why);
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}

/**
 * The deps a route may use: touching an adapter its `needs` does not name, or calling an action of
 * the bucket, the directory or billing it did not list (or more than the table's status under
 * `table: 'describe'`), throws at once, naming both, so a forgotten need fails every local and
 * integration test of that route, not only in AWS (where the function has neither the variable nor
 * the IAM grant).
 */
export function guardDeps(deps: Deps, owner: NeedsOwner): Deps {
  const bucket = bucketActions(owner.needs.bucket);
  const directory = directoryActions(owner.needs.directory);
  const audits = Boolean((owner.access ? routeNeeds({ access: owner.access, needs: owner.needs }) : owner.needs).audit);
  return new Proxy(deps, {
    get(target, key, receiver) {
      const need = (NEED_OF as Record<string | symbol, keyof Needs | undefined>)[key];
      if (need && !owner.needs[need]) throw new Error(`route ${owner.id} used ${String(key)} without needs.${need}`);
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key === 'secrets' && owner.needs.secrets) return purposeBound(value as Secrets, owner.needs.secrets, `route ${owner.id}`);
      if (key === 'files') {
        return checkedMethods(value as Files, (m) => {
          const action = (FILES_ACTION as Record<string, BucketAction | undefined>)[m];
          return action && !bucket.includes(action) ? `route ${owner.id} used files.${m} without '${action}' in needs.bucket` : undefined;
        });
      }
      if (key === 'directory') {
        return checkedMethods(value as Directory, (m) => {
          const action = (DIRECTORY_ACTION as Record<string, DirectoryAction | undefined>)[m];
          return action && !directory.includes(action) ? `route ${owner.id} used directory.${m} without '${action}' in needs.directory` : undefined;
        });
      }
      const billing = owner.needs.billing;
      if (key === 'billing' && Array.isArray(billing)) {
        const calls = billing as readonly string[];
        return checkedMethods(value as object, (m) => (calls.includes(m) ? undefined : `route ${owner.id} used billing.${m} without '${m}' in needs.billing`));
      }
      if (key === 'bureau' && !owner.needs.bureau) {
        // The provider's name and sandbox flag are configuration (the dashboard shows them); pulling needs the need.
        return checkedMethods(value as object, (m) => (m === 'pull' || m === 'refresh' || m === 'endMonitoring' ? `route ${owner.id} used bureau.${m} without needs.bureau` : undefined));
      }
      if (key === 'bureau' && owner.needs.bureau === 'endMonitoring') {
        return checkedMethods(value as object, (m) => (m === 'pull' || m === 'refresh' ? `route ${owner.id} used bureau.${m} with needs.bureau 'endMonitoring'` : undefined));
      }
      if (owner.needs.table === 'describe' && typeof key === 'string' && TABLE_DEPS.has(key)) {
        return checkedMethods(value as object, (m) => (key === 'tableStatus' && m === 'ping' ? undefined : `route ${owner.id} used ${key}.${m} with needs.table 'describe' (the table's status only)`));
      }
      if (key === 'audit' && !audits) {
        // Only an auditing function may append to the audit log (in AWS: a deny on the audit keys, lib/function.ts).
        return checkedMethods(value as object, (m) => (m === 'putAudit' ? `route ${owner.id} used audit.putAudit without needs.audit` : undefined));
      }
      return value;
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
