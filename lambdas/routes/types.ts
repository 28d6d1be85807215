/**
 * The route table's types and its named access rules. Free of imports beyond types: every Lambda bundles it.
 */
import type { Feature } from '../domain/plans.js';
import type { Access, Group } from '../domain/roles.js';
import type { Billing } from '../ports/billing.js';
import type { RateLimitName } from '../domain/rate-limit.js';
import type { SecretPurpose } from '../domain/secret-purposes.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Table access: `describe` is the table's status only (health), no item. */
export type TableAccess = 'describe' | 'read' | 'readwrite';

/**
 * What a function may do with the documents bucket, one name per kind of call (adapters/needs.ts maps
 * each Files method to one; lib/function.ts grants each its IAM actions): `describe` the bucket
 * (health; no object, no key), `list` keys, `read` objects, `write` them (folders, files the function
 * makes), hand a browser a presigned `upload` or `download` (the presigners are bundled only then),
 * `delete` them with every version. `inspect`: read a client's document before the malware scan has
 * tagged it clean (the upload's completion checks it, a quarantine copies it); the bucket's policy
 * refuses every other reader such an object (lib/files.ts). Only ever named: `'readwrite'` leaves it out.
 */
export type BucketAction = 'describe' | 'list' | 'read' | 'head' | 'write' | 'upload' | 'download' | 'move' | 'delete' | 'inspect';

/**
 * What a function may do in the user directory, one name per kind of call: `describe` the pool
 * (health), `read` a user (attributes, groups, standing), `create` one (with its first password),
 * `setPassword`, `verifyEmail`, `addToGroup`, `removeFromGroup`, `delete`, `signOut` (everywhere).
 */
export type DirectoryAction = 'describe' | 'read' | 'create' | 'setPassword' | 'verifyEmail' | 'addToGroup' | 'removeFromGroup' | 'delete' | 'signOut' | 'disable';

/**
 * What a function may touch. lib/function.ts grants exactly this; nothing more. The bucket and the
 * directory take the list of actions the route uses; `'read'` and `'readwrite'` are the older,
 * coarser spellings (every read action; every action) and still work.
 */
export interface Needs {
  table?: TableAccess;
  /**
   * Writes the caller's staff session record (the route wrapper does, on every staff call): `UpdateItem` on that
   * record's keys only, so a read-only staff route still writes nothing else. Added by `routeNeeds`, never declared.
   */
  staffSessions?: true;
  bucket?: 'read' | 'readwrite' | readonly BucketAction[];
  directory?: 'read' | 'readwrite' | readonly DirectoryAction[];
  sms?: true;
  /** Sends account email (SES in AWS, the outbox locally). */
  email?: true;
  /**
   * Seals and opens secrets of these purposes (domain/secret-purposes.ts) with the secrets key: in AWS the
   * KMS grant carries a condition on the encryption context's purpose; locally the needs guard refuses the others.
   */
  secrets?: readonly SecretPurpose[];
  /**
   * Calls Stripe: reads the Stripe secret (Secrets Manager in AWS). `true` is every call; a list
   * names the Billing calls the route makes, and the needs guard (adapters/needs.ts) refuses any other.
   */
  billing?: true | readonly BillingCall[];
  /**
   * Pulls or refreshes credit files through the bureau provider (the sandbox locally; a real one reads its credentials
   * through the secrets port). `'endMonitoring'`: only ends a client's monitoring (a deletion), so the function bundles
   * neither the report builder nor the MISMO mapper, and the needs guard refuses a pull or refresh.
   */
  bureau?: true | 'endMonitoring';
  /**
   * Appends entries to the audit log (`AUDIT#…` items). Staff routes have it without naming it
   * (`routeNeeds`); a job that records a staff action names it. No function may change or delete an
   * entry, and one without this may not write any (lib/function.ts denies both on the audit keys).
   */
  audit?: true;
  /** Sends to these fan-out jobs' queues (routes/jobs.ts ids): an on-demand job's route. */
  jobs?: readonly string[];
}

/** A call of the billing port. */
export type BillingCall = keyof Billing;

const ALL_BUCKET: readonly BucketAction[] = ['describe', 'list', 'read', 'head', 'write', 'upload', 'download', 'move', 'delete'];
const ALL_DIRECTORY: readonly DirectoryAction[] = ['describe', 'read', 'create', 'setPassword', 'verifyEmail', 'addToGroup', 'removeFromGroup', 'delete', 'signOut', 'disable'];

/** The bucket actions a need names (the coarse spellings expanded). */
export function bucketActions(need: Needs['bucket']): readonly BucketAction[] {
  if (!need) return [];
  if (need === 'read') return ['describe', 'list', 'read', 'head', 'download'];
  // Every action but `inspect`, which reads what the scan has not cleared: a route names it or lacks it.
  return need === 'readwrite' ? ALL_BUCKET : need;
}

/** The directory actions a need names (the coarse spellings expanded). */
export function directoryActions(need: Needs['directory']): readonly DirectoryAction[] {
  if (!need) return [];
  if (need === 'read') return ['describe', 'read'];
  return need === 'readwrite' ? ALL_DIRECTORY : need;
}

/**
 * Whether a route's function can change nothing: the table at most read, the bucket and the directory
 * only read, and no message, secret, payment, credit pull or job. In AWS its IAM grants allow no write.
 */
export function writesNothing(needs: Needs): boolean {
  const { table, bucket, directory, ...others } = needs;
  const readOnlyBucket: readonly BucketAction[] = ['describe', 'list', 'read', 'head', 'download'];
  return (
    table !== 'readwrite' &&
    bucketActions(bucket).every((a) => readOnlyBucket.includes(a)) &&
    directoryActions(directory).every((a) => a === 'describe' || a === 'read') &&
    Object.values(others).every((value) => value === undefined)
  );
}

export interface RouteDef {
  /** Construct id and log service name, PascalCase. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path as API Gateway writes it, `{param}` for path parameters. */
  readonly path: string;
  /** Module under lambdas/handlers/, without extension; it exports `handler`. */
  readonly handler: string;
  readonly access: Access;
  readonly needs: Needs;
  /** Plan feature the caller must have (the wrapper answers 402 without it). */
  readonly feature?: Feature;
  /** The caller must hold an active plan (as /profile does); the wrapper answers 402 without one. */
  readonly requiresSubscription?: true;
  /** Seconds; defaults to 10. */
  readonly timeout?: number;
  /**
   * The abuse limits a call counts against (domain/rate-limit.ts RATE_LIMITS; over one is a 429): per client address,
   * email or account, as the handler or its use case counts them. The OpenAPI document lists them.
   */
  readonly rateLimits?: readonly RateLimitName[];
  /** Signed-in users whose email is not yet confirmed may call it (by default they get 403). */
  readonly allowUnverified?: boolean;
  /**
   * A deleted account's token may still call it (by default it gets 401): only the owner's own
   * account deletion, so that an interrupted deletion can be finished by its owner. It only removes.
   */
  readonly allowDeleted?: boolean;
}

/**
 * Scheduled functions: lib/jobs.ts schedules them with EventBridge; lib/local runs them on a timer and
 * on demand (`POST /dev/jobs/<id>`). A small job is one handler. A job that visits many items declares
 * a `worker`: its `handler` is then the scheduler (one at a time, under the job's lock) that lists the
 * items and enqueues them on the job's SQS queue; the worker takes them from the queue, each retried
 * up to `maxReceiveCount` deliveries before it lands in the job's dead-letter queue (docs/infrastructure.md, "Jobs").
 */
export interface JobDef {
  readonly id: string;
  /** The job's function (a fan-out job's scheduler); none for an on-demand job, which a route enqueues to (`needs.jobs`). */
  readonly handler?: string;
  /** EventBridge rate/cron expression, e.g. `rate(1 hour)`; a job without one runs on `event`, or only when enqueued to (a worker job). */
  readonly schedule?: string;
  /** Runs on each EventBridge event of this source and detail type (e.g. GuardDuty's scan results); not on a timer locally. */
  readonly event?: { readonly source: string; readonly detailType: string };
  readonly needs: Needs;
  /** Seconds; also the scheduler's lease on the job's lock. */
  readonly timeout?: number;
  readonly worker?: JobWorkerDef;
}

/** The consuming half of a fan-out job: an SQS-triggered function, one item per message. */
export interface JobWorkerDef {
  /** Construct id and log service name, PascalCase (the job's id + `Worker`). */
  readonly id: string;
  /** Module under lambdas/handlers/; it exports `handler` (lambdas/http/job.ts `jobWorker`). */
  readonly handler: string;
  readonly needs: Needs;
  /** Seconds for one batch; the queue's visibility timeout is six times this. Defaults to 60. */
  readonly timeout?: number;
  /** Deliveries of one message before it is dead-lettered. Defaults to 3. */
  readonly maxReceiveCount?: number;
  /** Messages per invocation. Defaults to 5. */
  readonly batchSize?: number;
}

export const WORKER_DEFAULTS = { timeout: 60, maxReceiveCount: 3, batchSize: 5 } as const;

/** Every function the jobs make: each job's handler, and the worker of a fan-out job. */
export function jobFunctions(jobs: readonly JobDef[]): { id: string; handler: string; needs: Needs; timeout?: number }[] {
  return jobs.flatMap((job) => [...(job.handler ? [{ ...job, handler: job.handler }] : []), ...(job.worker ? [job.worker] : [])]);
}

/** Who may call a route, by name (`decideAccess` in domain/roles.ts reads them). */
export const PUBLIC = 'public' satisfies Access;
/** Any signed-in user. */
export const SIGNED_IN = 'user' satisfies Access;
/** The admin group only. */
export const ADMIN: readonly Group[] = ['admin'];
/** Staff: admins and employees (the documents review queue). */
export const STAFF: readonly Group[] = ['employee', 'admin'];
/** The partner portal: partners (approved or pending), affiliates, and staff who look after them. */
export const PARTNER_PORTAL: readonly Group[] = ['partner', 'partner_pending', 'affiliate', 'employee', 'admin'];

/**
 * What a route's function is granted: its own needs, plus what the wrapper reads before it runs
 * (http/standing.ts): the table on every signed-in route (the deleted-account tombstone), the directory
 * on routes a group lets in (the caller's current groups and TOTP), and on routes staff may call the audit log
 * (staff actions and staff reads of clients' data are audited) and the staff session record's update (the
 * wrapper records each staff session's last call).
 */
export function routeNeeds(def: Pick<RouteDef, 'access' | 'needs'>): Needs {
  if (def.access === 'public') return def.needs;
  const staff = def.access !== 'user' && def.access.some((group) => group === 'admin' || group === 'employee');
  const table = def.needs.table === 'readwrite' ? 'readwrite' : 'read';
  if (def.access === 'user') return { ...def.needs, table };
  const directory = directoryActions(def.needs.directory);
  // Staff actions, and staff reads of clients' data, are audited; the wrapper records each staff session's calls.
  return { ...def.needs, table, directory: directory.includes('read') ? directory : [...directory, 'read'], ...(staff ? { audit: true as const, staffSessions: true as const } : {}) };
}
