import { DynamoAdminStore } from './dynamo/admin.js';
import type { Billing } from './billing.js';
import { DynamoBillingStore } from './dynamo/subscriptions.js';
import { readConfig, type AdapterConfig } from './config.js';
import { OutboxEmail, SesEmail, type Email } from './email.js';
import { CognitoDirectory, cognitoClient, type Directory } from './directory.js';
import { S3Files, type Files } from './files.js';
import { EnvelopeSecrets, KmsKeyWrapper, LocalKeyWrapper, type Secrets } from './secrets.js';
import { DynamoPublicStore } from './dynamo/public-forms.js';
import { OutboxSms, SnsSms, type Sms } from './sms.js';
import type { Entitlements } from '../ports/entitlements.js';
import { entitlementsOver } from '../use-cases/billing/entitlements.js';
import { assertConfig, guardDeps, type NeedsOwner } from './needs.js';
import { DynamoStore } from './dynamo/users.js';
import { DynamoDashboard } from './dynamo/dashboard.js';
import { DynamoDocuments } from './dynamo/documents.js';
import { DynamoNotifications } from './dynamo/notifications.js';
import { DynamoProfiles } from './dynamo/profile.js';
import { DynamoVerification } from './dynamo/verification.js';
import type { DashboardReader } from '../ports/dashboard.js';
import type { DocumentsRepository } from '../ports/documents.js';
import type { NotificationsRepository } from '../ports/notifications.js';
import type { ProfileRepository } from '../ports/profile.js';
import type { VerificationRepository } from '../ports/verification.js';
import { documentClient } from './dynamo/table-client.js';
import type { AdminStore } from '../ports/admin.js';
import type { PublicStore } from '../ports/public-forms.js';
import type { BillingStore } from '../ports/subscriptions.js';
import type { Store } from '../ports/users.js';

/** Everything a handler may use, built once per cold start from the environment. */
export interface Deps {
  config: AdapterConfig;
  store: Store;
  /** The admin area and partner programme: listings, moves, approvals, analytics, audit. */
  adminStore: AdminStore;
  /** The public site: launch waitlist, support requests, rate-limit counters. */
  publicStore: PublicStore;
  files: Files;
  sms: Sms;
  email: Email;
  directory: Directory;
  secrets: Secrets;
  /** Stripe (the emulator locally); the SDK loads on the first call. */
  billing: Billing;
  billingStore: BillingStore;
  /** What the caller's plan allows (the route wrapper's feature gate). */
  entitlements: Entitlements;
  /** The dashboard's one Query over the user's collection. */
  dashboard: DashboardReader;
  /** The Personal Info tab's fields on the profile and client items. */
  profiles: ProfileRepository;
  /** SMS identity verification: the record and the pending code. */
  verification: VerificationRepository;
  /** Document metadata and the staff review queue. */
  documents: DocumentsRepository;
  /** The bell's notifications. */
  notifications: NotificationsRepository;
  now: () => Date;
  newId: () => string;
}

/**
 * In a Lambda bundle `process.env.BUNDLE_NEEDS_<NEED>` is a constant from the function's route
 * (lib/function.ts `needsDefine`): '0' for a need it did not declare, so the adapter below is never
 * built and esbuild leaves it and its SDK client out of the bundle. Unset (tests, the local server),
 * every adapter is built; `depsFor` still refuses the undeclared ones.
 */
const notBundled = <T extends object>(name: string): T =>
  new Proxy({} as T, {
    get: (_target, key) => {
      if (key === 'then') return undefined;
      throw new Error(`${name} is not in this function's bundle: its route does not declare the need`);
    },
  });

export function buildDeps(config: AdapterConfig = readConfig()): Deps {
  const doc = documentClient(config);
  const deps: Deps = {
    config,
    store: new DynamoStore(doc, config.tableName),
    adminStore: new DynamoAdminStore(doc, config.tableName),
    publicStore: new DynamoPublicStore(doc, config.tableName),
    files: process.env.BUNDLE_NEEDS_BUCKET === '0' ? notBundled<Files>('files') : new S3Files(config),
    sms: process.env.BUNDLE_NEEDS_SMS === '0' ? notBundled<Sms>('sms') : config.outboxFile ? new OutboxSms(config.outboxFile) : new SnsSms(config),
    email: process.env.BUNDLE_NEEDS_EMAIL === '0' ? notBundled<Email>('email') : config.outboxFile ? new OutboxEmail(config.outboxFile) : new SesEmail(config),
    directory: process.env.BUNDLE_NEEDS_DIRECTORY === '0' ? notBundled<Directory>('directory') : new CognitoDirectory(cognitoClient(config), config.userPoolId),
    secrets:
      process.env.BUNDLE_NEEDS_SECRETS === '0'
        ? notBundled<Secrets>('secrets')
        : new EnvelopeSecrets(config.localKeyFile ? new LocalKeyWrapper(config.localKeyFile) : new KmsKeyWrapper(config)),
    billing: process.env.BUNDLE_NEEDS_BILLING === '0' ? notBundled<Billing>('billing') : lazyBilling(config),
    billingStore: new DynamoBillingStore(doc, config.tableName),
    entitlements: entitlementsOver(() => deps),
    dashboard: new DynamoDashboard(doc, config.tableName),
    profiles: new DynamoProfiles(doc, config.tableName),
    verification: new DynamoVerification(doc, config.tableName),
    documents: new DynamoDocuments(doc, config.tableName),
    notifications: new DynamoNotifications(
      doc,
      config.tableName,
      () => deps.now(),
      () => deps.newId(),
    ),
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
  };
  return deps;
}

/** The Stripe adapter, built (keys read, SDK loaded) on its first call; a failed build is retried next time. */
function lazyBilling(config: AdapterConfig): Billing {
  let real: Promise<Billing> | undefined;
  const load = () =>
    (real ??= import('./billing.js')
      .then((m) => m.StripeBilling.create(config))
      .catch((error: unknown) => {
        real = undefined;
        throw error;
      }));
  return new Proxy({} as Billing, {
    // Not a thenable: `await deps.billing` must not call a `then` method on Stripe.
    get: (_target, name) =>
      name === 'then'
        ? undefined
        : async (...args: unknown[]) => {
            const billing = (await load()) as unknown as Record<string | symbol, (...a: unknown[]) => Promise<unknown>>;
            return billing[name]!(...args);
          },
  });
}

let deps: Deps | undefined;

/** Lazily built so that importing a handler has no side effects (cold-start import time is measured). */
export async function getDeps(): Promise<Deps> {
  deps ??= buildDeps();
  return deps;
}

const checked = new WeakMap<Deps, Set<string>>();

/**
 * The deps of one route or job: its configuration checked once per deps (at cold start), and every
 * adapter its `needs` does not name refused (adapters/needs.ts).
 */
export async function depsFor(owner: NeedsOwner): Promise<Deps> {
  const all = await getDeps();
  const seen = checked.get(all) ?? new Set<string>();
  if (!seen.has(owner.id)) {
    assertConfig(owner, all.config);
    seen.add(owner.id);
    checked.set(all, seen);
  }
  return guardDeps(all, owner);
}

/** Tests and the local server may swap dependencies (e.g. a fault-injecting store). */
export function setDeps(next: Deps | undefined): void {
  deps = next;
}
