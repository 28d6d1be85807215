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
  now: () => Date;
  newId: () => string;
}

export function buildDeps(config: AdapterConfig = readConfig()): Deps {
  const doc = documentClient(config);
  const deps: Deps = {
    config,
    store: new DynamoStore(doc, config.tableName),
    adminStore: new DynamoAdminStore(doc, config.tableName),
    publicStore: new DynamoPublicStore(doc, config.tableName),
    files: new S3Files(config),
    sms: config.outboxFile ? new OutboxSms(config.outboxFile) : new SnsSms(config),
    email: config.outboxFile ? new OutboxEmail(config.outboxFile) : new SesEmail(config),
    directory: new CognitoDirectory(cognitoClient(config), config.userPoolId),
    secrets: new EnvelopeSecrets(
      config.localKeyFile ? new LocalKeyWrapper(config.localKeyFile) : new KmsKeyWrapper(config),
    ),
    billing: lazyBilling(config),
    billingStore: new DynamoBillingStore(doc, config.tableName),
    entitlements: entitlementsOver(() => deps),
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
