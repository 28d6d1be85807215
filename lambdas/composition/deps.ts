import { DynamoDeletions } from '../adapters/dynamo/deletions.js';
import { DynamoAgreements } from '../adapters/dynamo/agreements.js';
import { DynamoAnalytics } from '../adapters/dynamo/analytics.js';
import { DynamoAudit } from '../adapters/dynamo/audit.js';
import { DynamoPartners } from '../adapters/dynamo/partners.js';
import { DynamoStripeCustomers } from '../adapters/dynamo/stripe-customers.js';
import { DynamoSubscriptions } from '../adapters/dynamo/subscriptions.js';
import { DynamoTeam } from '../adapters/dynamo/team.js';
import { DynamoUsageCounters } from '../adapters/dynamo/usage-counters.js';
import { DynamoUserViews } from '../adapters/dynamo/user-views.js';
import { readConfig, type AdapterConfig } from '../adapters/config.js';
import { OutboxEmail, SesEmail, type Email } from '../adapters/email.js';
import { CognitoDirectory, cognitoClient, type Directory } from '../adapters/directory.js';
import { S3Files, type Files } from '../adapters/files.js';
import { EicarScanner, GuardDutyScanner } from '../adapters/scanner.js';
import { EnvelopeSecrets, KmsKeyWrapper, LocalKeyWrapper, type Secrets } from '../adapters/secrets.js';
import { DynamoPublicStore } from '../adapters/dynamo/public-forms.js';
import { OutboxSms, SnsSms, type Sms } from '../adapters/sms.js';
import type { Billing } from '../ports/billing.js';
import type { Deps as UseCaseDeps } from '../ports/deps.js';
import { entitlementsOver } from '../use-cases/billing/entitlements.js';
import { assertConfig, guardDeps, type NeedsOwner } from '../adapters/needs.js';
import { DynamoUsers } from '../adapters/dynamo/users.js';
import { DynamoOneTimeTokens } from '../adapters/dynamo/one-time-tokens.js';
import { DynamoAccounts } from '../adapters/dynamo/accounts.js';
import { DynamoTableStatus } from '../adapters/dynamo/table-status.js';
import { DynamoStaffSessions } from '../adapters/dynamo/staff-sessions.js';
import { DynamoDashboard } from '../adapters/dynamo/dashboard.js';
import { DynamoDocuments } from '../adapters/dynamo/documents.js';
import { DynamoIdentity } from '../adapters/dynamo/identity.js';
import { DynamoIdentityTheft } from '../adapters/dynamo/identity-theft.js';
import { DynamoNotifications } from '../adapters/dynamo/notifications.js';
import { DynamoProfiles } from '../adapters/dynamo/profile.js';
import { DynamoVerification } from '../adapters/dynamo/verification.js';
import { DynamoCreditReports } from '../adapters/dynamo/credit-reports.js';
import { bureauProvider } from '../adapters/bureau.js';
import { sandboxLedgerFile } from '../adapters/sandbox-ledger.js';
import { SandboxBankData } from '../adapters/bank/sandbox.js';
import { DynamoBankStore } from '../adapters/dynamo/bank.js';
import { DynamoDisputes } from '../adapters/dynamo/disputes.js';
import { DynamoAdvisors } from '../adapters/dynamo/advisors.js';
import { DynamoSecureMessages } from '../adapters/dynamo/secure-messages.js';
import { DynamoAnalyses } from '../adapters/dynamo/analyses.js';
import { DynamoOffers } from '../adapters/dynamo/offers.js';
import { DynamoPublicFigures } from '../adapters/dynamo/public-figures.js';
import { NoPreQualifications } from '../adapters/pre-qualifier.js';
import { documentClient, TableClient } from '../adapters/dynamo/table-client.js';
import type { PortName } from './ports.js';

/** Everything a handler may use, from the environment: the ports (each built on first use), with the adapters' whole configuration. */
export interface Deps extends UseCaseDeps {
  config: AdapterConfig;
}

/**
 * In a Lambda bundle `process.env.BUNDLE_NEEDS_<NEED>` is a constant from the function's route
 * (lib/function.ts `needsDefine`): '0' for a need it did not declare, so the adapter below is never
 * built and esbuild leaves it and its SDK client out of the bundle. Unset (tests, the local server),
 * every adapter can be built (each on first use); `depsFor` still refuses the undeclared ones.
 */
const notBundled = <T extends object>(name: string, why = "its route does not declare the need"): T =>
  new Proxy({} as T, {
    get: (_target, key) => {
      if (key === 'then') return undefined;
      throw new Error(`${name} is not in this function's bundle: ${why}`);
    },
  });

/** A port built on its first use, from the deps it is part of (its clock, its files). */
type Factory<K extends keyof Deps> = (deps: Deps) => Deps[K];
type Factories = { [K in PortName]: Factory<K> };
/** composition/ports.ts names every port of `Deps`, and only those. */
type PortsNamed = [Exclude<keyof Deps, 'config' | 'now' | 'newId'>] extends [PortName] ? ([PortName] extends [keyof Deps] ? true : never) : never;
const portsNamed: PortsNamed = true;
void portsNamed;

/**
 * The factory of a port this function's code never names (its `BUNDLE_PORT_<NAME>` constant is '0',
 * lib/function.ts `handlerPorts`): the adapter is not in the bundle, and reading the port says so.
 */
const unbundled =
  <K extends PortName>(name: K): Factory<K> =>
  () =>
    notBundled<Deps[K] & object>(name, 'its code does not name the port (lib/function.ts handlerPorts)');

/**
 * One factory per port, each gated by its port's bundle constant (a function bundles only the
 * adapters of the ports its code names) and the SDK-backed ones by their need's: a function builds
 * only the ports it touches, on first touch, so a cold start creates no SDK client its request does
 * not call (and the table's document client only when a table port is first used).
 */
function factories(config: AdapterConfig): Factories {
  let doc: ReturnType<typeof documentClient> | undefined;
  const table = () => (doc ??= documentClient(config));
  let client: TableClient | undefined;
  const tableClient = () => (client ??= new TableClient(table(), config.tableName));
  return {
    users: process.env.BUNDLE_PORT_USERS === '0' ? unbundled('users') : () => new DynamoUsers(tableClient()),
    tokens: process.env.BUNDLE_PORT_TOKENS === '0' ? unbundled('tokens') : () => new DynamoOneTimeTokens(tableClient()),
    accounts: process.env.BUNDLE_PORT_ACCOUNTS === '0' ? unbundled('accounts') : () => new DynamoAccounts(tableClient()),
    tableStatus: process.env.BUNDLE_PORT_TABLESTATUS === '0' ? unbundled('tableStatus') : () => new DynamoTableStatus(tableClient()),
    staffSessions: process.env.BUNDLE_PORT_STAFFSESSIONS === '0' ? unbundled('staffSessions') : () => new DynamoStaffSessions(table(), config.tableName),
    userViews: process.env.BUNDLE_PORT_USERVIEWS === '0' ? unbundled('userViews') : () => new DynamoUserViews(tableClient()),
    partners: process.env.BUNDLE_PORT_PARTNERS === '0' ? unbundled('partners') : () => new DynamoPartners(tableClient()),
    team: process.env.BUNDLE_PORT_TEAM === '0' ? unbundled('team') : () => new DynamoTeam(tableClient()),
    audit: process.env.BUNDLE_PORT_AUDIT === '0' ? unbundled('audit') : () => new DynamoAudit(tableClient()),
    analytics: process.env.BUNDLE_PORT_ANALYTICS === '0' ? unbundled('analytics') : () => new DynamoAnalytics(tableClient()),
    publicStore: process.env.BUNDLE_PORT_PUBLICSTORE === '0' ? unbundled('publicStore') : () => new DynamoPublicStore(table(), config.tableName),
    files: process.env.BUNDLE_PORT_FILES === '0' ? unbundled('files') : () => (process.env.BUNDLE_NEEDS_BUCKET === '0' ? notBundled<Files>('files') : new S3Files(config)),
    scanner: process.env.BUNDLE_PORT_SCANNER === '0' ? unbundled('scanner') : (deps) => (config.documentScanner === 'eicar' ? new EicarScanner(deps.files) : new GuardDutyScanner(deps.files)),
    sms: process.env.BUNDLE_PORT_SMS === '0' ? unbundled('sms') : () => (process.env.BUNDLE_NEEDS_SMS === '0' ? notBundled<Sms>('sms') : config.outboxFile ? new OutboxSms(config.outboxFile) : new SnsSms(config)),
    email: process.env.BUNDLE_PORT_EMAIL === '0' ? unbundled('email') : () => (process.env.BUNDLE_NEEDS_EMAIL === '0' ? notBundled<Email>('email') : config.outboxFile ? new OutboxEmail(config.outboxFile) : new SesEmail(config)),
    directory: process.env.BUNDLE_PORT_DIRECTORY === '0' ? unbundled('directory') : () => (process.env.BUNDLE_NEEDS_DIRECTORY === '0' ? notBundled<Directory>('directory') : new CognitoDirectory(cognitoClient(config), config.userPoolId)),
    secrets: process.env.BUNDLE_PORT_SECRETS === '0' ? unbundled('secrets') : () =>
      process.env.BUNDLE_NEEDS_SECRETS === '0'
        ? notBundled<Secrets>('secrets')
        : new EnvelopeSecrets(config.localKeyFile ? new LocalKeyWrapper(config.localKeyFile) : new KmsKeyWrapper(config)),
    billing: process.env.BUNDLE_PORT_BILLING === '0' ? unbundled('billing') : () => (process.env.BUNDLE_NEEDS_BILLING === '0' ? notBundled<Billing>('billing') : lazyBilling(config)),
    // The use cases' clock (time is an input): a state's watch window and a webhook marker's expiry follow it.
    subscriptions: process.env.BUNDLE_PORT_SUBSCRIPTIONS === '0' ? unbundled('subscriptions') : (deps) => new DynamoSubscriptions(tableClient(), () => deps.now()),
    customers: process.env.BUNDLE_PORT_CUSTOMERS === '0' ? unbundled('customers') : () => new DynamoStripeCustomers(tableClient()),
    agreements: process.env.BUNDLE_PORT_AGREEMENTS === '0' ? unbundled('agreements') : () => new DynamoAgreements(tableClient()),
    usageCounters: process.env.BUNDLE_PORT_USAGECOUNTERS === '0' ? unbundled('usageCounters') : () => new DynamoUsageCounters(tableClient()),
    entitlements: process.env.BUNDLE_PORT_ENTITLEMENTS === '0' ? unbundled('entitlements') : (deps) => entitlementsOver(() => deps),
    dashboard: process.env.BUNDLE_PORT_DASHBOARD === '0' ? unbundled('dashboard') : () => new DynamoDashboard(table(), config.tableName),
    profiles: process.env.BUNDLE_PORT_PROFILES === '0' ? unbundled('profiles') : () => new DynamoProfiles(table(), config.tableName),
    verification: process.env.BUNDLE_PORT_VERIFICATION === '0' ? unbundled('verification') : () => new DynamoVerification(table(), config.tableName),
    identity: process.env.BUNDLE_PORT_IDENTITY === '0' ? unbundled('identity') : () => new DynamoIdentity(table(), config.tableName),
    identityTheft: process.env.BUNDLE_PORT_IDENTITYTHEFT === '0' ? unbundled('identityTheft') : () => new DynamoIdentityTheft(table(), config.tableName),
    documents: process.env.BUNDLE_PORT_DOCUMENTS === '0' ? unbundled('documents') : () => new DynamoDocuments(table(), config.tableName),
    notifications: process.env.BUNDLE_PORT_NOTIFICATIONS === '0' ? unbundled('notifications') : (deps) =>
      new DynamoNotifications(
        table(),
        config.tableName,
        () => deps.now(),
        () => deps.newId(),
      ),
    creditReports: process.env.BUNDLE_PORT_CREDITREPORTS === '0' ? unbundled('creditReports') : () => new DynamoCreditReports(table(), config.tableName),
    bureau: process.env.BUNDLE_PORT_BUREAU === '0' ? unbundled('bureau') : () => bureauProvider(config),
    analyses: process.env.BUNDLE_PORT_ANALYSES === '0' ? unbundled('analyses') : () => new DynamoAnalyses(table(), config.tableName),
    bankStore: process.env.BUNDLE_PORT_BANKSTORE === '0' ? unbundled('bankStore') : () => new DynamoBankStore(table(), config.tableName),
    // Only the sandbox exists so far (config.bankProvider refuses another name): docs/insights.md.
    bankData: process.env.BUNDLE_PORT_BANKDATA === '0' ? unbundled('bankData') : (deps) => new SandboxBankData(() => deps.now(), sandboxLedgerFile(config)),
    disputes: process.env.BUNDLE_PORT_DISPUTES === '0' ? unbundled('disputes') : () => new DynamoDisputes(table(), config.tableName),
    advisors: process.env.BUNDLE_PORT_ADVISORS === '0' ? unbundled('advisors') : () => new DynamoAdvisors(table(), config.tableName),
    secureMessages: process.env.BUNDLE_PORT_SECUREMESSAGES === '0' ? unbundled('secureMessages') : () => new DynamoSecureMessages(table(), config.tableName),
    offers: process.env.BUNDLE_PORT_OFFERS === '0' ? unbundled('offers') : () => new DynamoOffers(table(), config.tableName),
    preQualifier: process.env.BUNDLE_PORT_PREQUALIFIER === '0' ? unbundled('preQualifier') : () => new NoPreQualifications(),
    figures: process.env.BUNDLE_PORT_FIGURES === '0' ? unbundled('figures') : () => new DynamoPublicFigures(table(), config.tableName),
    deletions: process.env.BUNDLE_PORT_DELETIONS === '0' ? unbundled('deletions') : () => new DynamoDeletions(table(), config.tableName),
  };
}

/**
 * The deps of this configuration: the clock, the id source and the configuration at once; every port
 * is a getter that builds it on first read and then stays (a plain, writable property from then on,
 * so a test may still replace one). Spreading the object (`{ ...deps, users }`) builds every port.
 */
export function buildDeps(config: AdapterConfig = readConfig()): Deps {
  const deps = { config, now: () => new Date(), newId: () => crypto.randomUUID() } as Deps;
  const made = factories(config);
  for (const key of Object.keys(made) as (keyof Factories)[]) {
    Object.defineProperty(deps, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        const value = (made[key] as Factory<typeof key>)(deps);
        Object.defineProperty(deps, key, { value, enumerable: true, configurable: true, writable: true });
        return value;
      },
      set: (value: unknown) => Object.defineProperty(deps, key, { value, enumerable: true, configurable: true, writable: true }),
    });
  }
  return deps;
}

/**
 * The Stripe adapter, built (keys read, module loaded) on the first billing call; a failed build is
 * retried next time.
 */
function lazyBilling(config: AdapterConfig): Billing {
  let built: Promise<Billing> | undefined;
  const billing = () =>
    (built ??= import('../adapters/billing.js')
      .then((m) => m.StripeBilling.create(config))
      .catch((error: unknown) => {
        built = undefined;
        throw error;
      }));
  return new Proxy({} as Billing, {
    // Not a thenable: `await deps.billing` must not call a `then` method on Stripe.
    get: (_target, name) =>
      name === 'then'
        ? undefined
        : async (...args: unknown[]) => {
            const adapter = (await billing()) as unknown as Record<string | symbol, (...a: unknown[]) => Promise<unknown>>;
            return adapter[name]!(...args);
          },
  });
}

let deps: Deps | undefined;

/** Lazily built so that importing a handler has no side effects (cold-start import time is measured). */
export async function getDeps(): Promise<Deps> {
  deps ??= buildDeps();
  return deps;
}

/** Per deps, each owner's guarded view: its configuration checked and its guard built once (at cold start). */
const guarded = new WeakMap<Deps, Map<NeedsOwner, Deps>>();

/**
 * The deps of one route or job: its configuration checked once per deps (at cold start), and every
 * adapter its `needs` does not name refused (adapters/needs.ts).
 */
export async function depsFor(owner: NeedsOwner): Promise<Deps> {
  const all = await getDeps();
  let views = guarded.get(all);
  if (!views) guarded.set(all, (views = new Map()));
  let view = views.get(owner);
  if (!view) {
    assertConfig(owner, all.config);
    views.set(owner, (view = guardDeps(all, owner)));
  }
  return view;
}

/** Tests and the local server may swap dependencies (e.g. a fault-injecting repository). */
export function setDeps(next: Deps | undefined): void {
  deps = next;
}
