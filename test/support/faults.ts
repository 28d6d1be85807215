import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TableClient } from '../../lambdas/adapters/dynamo/table-client.js';
import type { Deps } from '../../lambdas/composition/deps.js';
import { DynamoSubscriptions } from '../../lambdas/adapters/dynamo/subscriptions.js';
import { DynamoNotifications } from '../../lambdas/adapters/dynamo/notifications.js';
import { entitlementsOver } from '../../lambdas/use-cases/billing/entitlements.js';

/**
 * Fault injection at the ports: every port of `deps` (users, files, billing, ...) is wrapped so that its
 * async calls are counted in the order the use case makes them, and the n-th call fails. Two kinds of
 * failure, as an adapter meets them:
 * - 'rejected': the call never takes effect (DynamoDB throttling, an S3 or SNS error, a Stripe 5xx, a
 *   lost conditional-check race) and its error reaches the use case;
 * - 'lost': the call takes effect, then the caller dies before it sees the answer (a Stripe timeout
 *   after Stripe acted, a Lambda killed just after a write).
 */
export type FaultKind = 'rejected' | 'lost';

export interface FaultPlan {
  /** The 1-based call to fail; undefined records the calls and fails none. */
  failAt?: number;
  kind?: FaultKind;
}

const NOT_PORTS = new Set(['config', 'now', 'newId']);

/** The error each port's adapter would throw for a transient fault. */
function faultFor(port: string, method: string): Error {
  const message = `injected fault at ${port}.${method}`;
  if (port === 'billing') return Object.assign(new Error(message), { name: 'StripeAPIError', statusCode: 503 });
  if (port === 'files' || port === 'scanner') return Object.assign(new Error(message), { name: 'InternalError', $metadata: { httpStatusCode: 500 } });
  if (port === 'sms' || port === 'email') return Object.assign(new Error(message), { name: 'ServiceUnavailable', $metadata: { httpStatusCode: 503 } });
  if (port === 'directory') return Object.assign(new Error(message), { name: 'TooManyRequestsException', $metadata: { httpStatusCode: 429 } });
  if (port === 'bureau' || port === 'bankData') return Object.assign(new Error(message), { name: 'ProviderTimeout' });
  return Object.assign(new Error(message), { name: 'ThrottlingException', $metadata: { httpStatusCode: 400 } });
}

export interface FaultyDeps<D> {
  deps: D;
  /** The calls made so far, as `port.method`. */
  calls: string[];
  /** Whether the planned fault was thrown. */
  fired: () => boolean;
}

/**
 * `deps` with every port wrapped. Calls between ports made inside an adapter (the entitlements port reads
 * the subscriptions and usage counters it was built over) are not counted twice: only the use case's own calls to a port go
 * through the proxy.
 */
export function faultyDeps<D extends object>(deps: D, plan: FaultPlan = {}): FaultyDeps<D> {
  const calls: string[] = [];
  let fired = false;
  const wrap = (port: string, target: object) =>
    new Proxy(target, {
      get(real, name, receiver) {
        const value = Reflect.get(real, name, receiver) as unknown;
        if (name === 'then' || typeof value !== 'function' || typeof name !== 'string') return value;
        return async (...args: unknown[]) => {
          calls.push(`${port}.${name}`);
          const failing = plan.failAt === calls.length;
          if (failing && (plan.kind ?? 'rejected') === 'rejected') {
            fired = true;
            throw faultFor(port, name);
          }
          const result = await (value as (...a: unknown[]) => unknown).apply(real, args);
          if (failing) {
            fired = true;
            throw faultFor(port, name);
          }
          return result;
        };
      },
    });
  const wrapped = { ...deps } as Record<string, unknown>;
  for (const [key, value] of Object.entries(deps)) {
    if (!NOT_PORTS.has(key) && value && typeof value === 'object') wrapped[key] = wrap(key, value);
  }
  return { deps: wrapped as D, calls, fired: () => fired };
}

/**
 * The deps at a fixed clock with a counter for ids, so two runs of a use case write the same things; the
 * adapters that read the deps' clock themselves (subscriptions, notifications, entitlements) are rebuilt on it.
 */
export function fixedTime(deps: Deps, at: string, idPrefix: string): Deps {
  let n = 0;
  const doc = documentClient(deps.config);
  const fixed: Deps = {
    ...deps,
    now: () => new Date(at),
    newId: () => `${idPrefix}-${++n}`,
    subscriptions: new DynamoSubscriptions(new TableClient(doc, deps.config.tableName), () => fixed.now()),
    notifications: new DynamoNotifications(doc, deps.config.tableName, () => fixed.now(), () => fixed.newId()),
    entitlements: entitlementsOver(() => fixed),
  };
  return fixed;
}

/**
 * Every item of the user's collection (`USER#<id>`) and of the given other partitions, as sorted JSON with
 * the user's id, the run's id prefix and the counter ids replaced, so the state of two users who went
 * through the same use case compares equal, and a duplicate (two disputes, a usage count of 2) does not.
 */
export async function partitionState(config: Deps['config'], partitions: string[], replace: Record<string, string>, idPrefix?: string): Promise<string[]> {
  const doc = documentClient(config);
  const out: string[] = [];
  for (const pk of partitions) {
    let after: Record<string, unknown> | undefined;
    do {
      const page = await doc.send(new QueryCommand({ TableName: config.tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true, ExclusiveStartKey: after }));
      for (const item of page.Items ?? []) out.push(normalise(JSON.stringify(item), replace, idPrefix));
      after = page.LastEvaluatedKey;
    } while (after);
  }
  return out.sort();
}

/** Replaces ids made by `fixedTime` (`<prefix>-<n>`) by `<id>` and the prefix itself (in names, emails) by `<prefix>`, then each key of `replace` by its value. */
export function normalise(text: string, replace: Record<string, string>, idPrefix?: string): string {
  let out = idPrefix ? text.replace(new RegExp(`${idPrefix}-\\d+`, 'g'), '<id>').split(idPrefix).join('<prefix>') : text;
  for (const [from, to] of Object.entries(replace)) out = out.split(from).join(to);
  return out;
}

/** One use case under faults: a fresh subject per run, the use case, and its state read back from the emulators. */
export interface FaultScenario<D, S> {
  /** A fresh subject (a user with what the use case needs), made without faults. */
  setup: () => Promise<S>;
  /** The use case, once, with the given deps (faulty or not). */
  run: (deps: D, subject: S) => Promise<unknown>;
  /** What the use case leaves behind, normalised so two subjects compare equal (see `partitionState`). */
  state: (subject: S) => Promise<unknown>;
  /** The deps of one subject's runs: one fixed clock and one id counter shared by the faulty run and its retry. */
  depsFor: (subject: S) => D;
}

export interface FaultRun {
  /** The state right after the faulty run, and the states it may legitimately be in. */
  afterFault: unknown;
  before: unknown;
  /** The state after a retry without the fault. */
  afterRetry: unknown;
  error: unknown;
  fired: boolean;
  /** What the retry answered, or its error. */
  result?: unknown;
  retryError?: unknown;
}

/** Runs the use case with the `failAt`-th port call failing, then once more without a fault. */
export async function faultThenRetry<D extends object, S>(scenario: FaultScenario<D, S>, failAt: number, kind: FaultKind): Promise<FaultRun> {
  const subject = await scenario.setup();
  const deps = scenario.depsFor(subject);
  const before = await scenario.state(subject);
  const faulty = faultyDeps(deps, { failAt, kind });
  const error = await scenario.run(faulty.deps, subject).then(
    () => undefined,
    (e: unknown) => e,
  );
  const afterFault = await scenario.state(subject);
  const retried = await scenario.run(deps, subject).then(
    (result) => ({ result }),
    (retryError: unknown) => ({ retryError }),
  );
  return { before, afterFault, afterRetry: await scenario.state(subject), error, fired: faulty.fired(), ...retried };
}

/** The calls a clean run makes, and the state it leaves. */
export async function cleanRun<D extends object, S>(scenario: FaultScenario<D, S>): Promise<{ calls: string[]; state: unknown; before: unknown }> {
  const subject = await scenario.setup();
  const deps = scenario.depsFor(subject);
  const before = await scenario.state(subject);
  const recorder = faultyDeps(deps);
  await scenario.run(recorder.deps, subject);
  return { calls: recorder.calls, state: await scenario.state(subject), before };
}
