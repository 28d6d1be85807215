/**
 * The route table's types and its named access rules. Free of imports beyond types: every Lambda bundles it.
 */
import type { Feature } from '../domain/plans.js';
import type { Access, Group } from '../domain/roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a function may touch. lib/api.ts grants exactly this; nothing more. */
export interface Needs {
  table?: 'read' | 'readwrite';
  bucket?: 'read' | 'readwrite';
  directory?: 'read' | 'readwrite';
  sms?: true;
  /** Sends account email (SES in AWS, the outbox locally). */
  email?: true;
  secrets?: true;
  /** Calls Stripe: reads the Stripe secret (Secrets Manager in AWS). */
  billing?: true;
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
  /** Signed-in users whose email is not yet confirmed may call it (by default they get 403). */
  readonly allowUnverified?: boolean;
  /**
   * A deleted account's token may still call it (by default it gets 401): only the owner's own
   * account deletion, so that an interrupted deletion can be finished by its owner. It only removes.
   */
  readonly allowDeleted?: boolean;
}

/** Scheduled functions: lib/jobs.ts schedules them with EventBridge; lib/local runs them on a timer and on demand. */
export interface JobDef {
  readonly id: string;
  readonly handler: string;
  /** EventBridge rate/cron expression, e.g. `rate(1 hour)`. */
  readonly schedule: string;
  readonly needs: Needs;
  readonly timeout?: number;
}

/** Who may call a route, by name (`decideAccess` in domain/roles.ts reads them). */
export const PUBLIC = 'public' satisfies Access;
/** Any signed-in user. */
export const SIGNED_IN = 'user' satisfies Access;
/** The admin group only. */
export const ADMIN: readonly Group[] = ['admin'];
/** The partner portal: partners (approved or pending), affiliates, and staff who look after them. */
export const PARTNER_PORTAL: readonly Group[] = ['partner', 'partner_pending', 'affiliate', 'employee', 'admin'];

/**
 * What a route's function is granted: its own needs, plus what the wrapper reads before it runs
 * (http/standing.ts): the table on every signed-in route (the deleted-account tombstone), and the
 * directory on routes staff may call (their current groups and TOTP).
 */
export function routeNeeds(def: Pick<RouteDef, 'access' | 'needs'>): Needs {
  if (def.access === 'public') return def.needs;
  const staff = def.access !== 'user' && def.access.some((group) => group === 'admin' || group === 'employee');
  return { ...def.needs, table: def.needs.table ?? 'read', ...(staff ? { directory: def.needs.directory ?? 'read' } : {}) };
}
