/**
 * THE route table. lib/api.ts turns each entry into an API Gateway route with its own Lambda;
 * lib/local/gateway.ts serves the same entries on one machine. Handlers import their own entry
 * (`route(routes.me, ...)`) so the access rule is declared once, here.
 *
 * This file must stay free of imports beyond types and `domain/roles`: every Lambda bundles it.
 */
import type { Access } from './domain/roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a function may touch. lib/api.ts grants exactly this; nothing more. */
export interface Needs {
  table?: 'read' | 'readwrite';
  bucket?: 'read' | 'readwrite';
  directory?: 'read' | 'readwrite';
  sms?: true;
  secrets?: true;
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
  /** Plan feature the caller must have (enforced by the wrapper once billing exists). */
  readonly feature?: string;
  /** Seconds; defaults to 10. */
  readonly timeout?: number;
}

export const routes = {
  health: {
    id: 'Health',
    method: 'GET',
    path: '/api/health',
    handler: 'health',
    access: 'public',
    needs: { table: 'read', bucket: 'read', directory: 'read' },
  },
  me: {
    id: 'Me',
    method: 'GET',
    path: '/api/me',
    handler: 'me',
    access: 'user',
    needs: { table: 'read' },
  },
  adminPing: {
    id: 'AdminPing',
    method: 'GET',
    path: '/api/admin/ping',
    handler: 'admin-ping',
    access: ['admin'],
    needs: {},
  },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeList: readonly RouteDef[] = Object.values(routes);

/** Scheduled functions: lib/jobs.ts schedules them with EventBridge; lib/local runs them on a timer and on demand. */
export interface JobDef {
  readonly id: string;
  readonly handler: string;
  /** EventBridge rate/cron expression, e.g. `rate(1 hour)`. */
  readonly schedule: string;
  readonly needs: Needs;
  readonly timeout?: number;
}

export const jobs: readonly JobDef[] = [
  {
    id: 'ReconcileSubscriptions',
    handler: 'reconcile-subscriptions',
    schedule: 'rate(1 hour)',
    needs: { table: 'readwrite', secrets: true },
    timeout: 300,
  },
];
