/**
 * THE API's contract: for each route of the table (lambdas/routes.ts), by its name, the schemas of its path
 * parameters, query, body and answer. The Lambda wrapper (http/route.ts) parses a request with the route's params,
 * query and body schemas (its handler passes them, the very ones named here: test/lambdas/contract/api.test.ts),
 * the local gateway checks answers against them, the web's client (web/src/lib/api-client.ts) takes its types from
 * them, and `npm run openapi` writes docs/openapi.json from them. No Lambda imports this map (it would bundle every
 * schema and zod); the route modules stay free of schemas (every Lambda bundles them); this map is the one place a
 * route names its schemas.
 *
 * Each area's entries live in contract/api/<area>.ts, beside its routes/<area>.ts (the web loads the schemas of a
 * route's area only: lib/api-client.ts); this module merges them. A new route needs its entry in its area's module
 * (the compiler and test/lambdas/contract/api.test.ts both say which is missing).
 */
import type * as z from 'zod';
import type { RouteName } from '../routes.js';
import { contract as core } from './api/core.js';
import { contract as accounts } from './api/accounts.js';
import { contract as admin } from './api/admin.js';
import { contract as partners } from './api/partners.js';
import { contract as billing } from './api/billing.js';
import { contract as publicSite } from './api/public-site.js';
import { contract as dashboard } from './api/dashboard.js';
import { contract as documents } from './api/documents.js';
import { contract as credit } from './api/credit.js';
import { contract as bank } from './api/bank.js';
import { contract as offers } from './api/offers.js';
import { contract as disputes } from './api/disputes.js';
import { contract as identityTheft } from './api/identity-theft.js';
import { contract as messages } from './api/messages.js';

/** One route's schemas. A route without params, query or body takes none (the wrapper does not read them). */
export interface RouteContract {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answer's body; null when it has none (204). */
  readonly response: z.ZodType | null;
  /** The success status when it is not 200. */
  readonly status?: 201 | 202 | 204;
}

export const apiContract = {
  ...core,
  ...accounts,
  ...admin,
  ...partners,
  ...billing,
  ...publicSite,
  ...dashboard,
  ...documents,
  ...credit,
  ...bank,
  ...offers,
  ...disputes,
  ...identityTheft,
  ...messages,
} as const satisfies Record<RouteName, RouteContract>;

export type ApiContract = typeof apiContract;
