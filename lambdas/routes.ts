/**
 * THE route table. lib/api.ts turns each entry into an API Gateway route with its own Lambda;
 * lib/local/gateway.ts serves the same entries on one machine. Handlers import their own entry
 * from its area's module (`route(coreRoutes.me, ...)`), so the access rule is declared once and a function
 * bundles only its own area's entries, not this merged table.
 *
 * Each area declares its routes in routes/<area>.ts; they are merged here, once, and a name or an
 * id declared twice stops the import. The route modules stay free of imports beyond types and the
 * named access rules (routes/types.ts): every Lambda bundles them.
 */
import { accountRoutes } from './routes/accounts.js';
import { adminRoutes } from './routes/admin.js';
import { billingRoutes } from './routes/billing.js';
import { coreRoutes } from './routes/core.js';
import { bankRoutes } from './routes/bank.js';
import { creditRoutes } from './routes/credit.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { disputeRoutes } from './routes/disputes.js';
import { documentRoutes } from './routes/documents.js';
import { identityTheftRoutes } from './routes/identity-theft.js';
import { messageRoutes } from './routes/messages.js';
import { offerRoutes } from './routes/offers.js';
import { partnerRoutes } from './routes/partners.js';
import { publicSiteRoutes } from './routes/public-site.js';
import type { RouteDef } from './routes/types.js';

export type { HttpMethod, JobDef, Needs, RouteDef } from './routes/types.js';
export { ADMIN, PARTNER_PORTAL, PUBLIC, SIGNED_IN, STAFF } from './routes/types.js';
export { jobs, otherFunctions } from './routes/jobs.js';

/**
 * Each area's routes by its module's name (routes/<area>.ts): the API contract keeps each area's schemas in
 * contract/api/<area>.ts under the same name, and the web loads a route's area only (web/src/lib/api-client.ts).
 */
export const routeAreas = {
  core: coreRoutes,
  accounts: accountRoutes,
  admin: adminRoutes,
  partners: partnerRoutes,
  billing: billingRoutes,
  'public-site': publicSiteRoutes,
  dashboard: dashboardRoutes,
  documents: documentRoutes,
  credit: creditRoutes,
  bank: bankRoutes,
  offers: offerRoutes,
  disputes: disputeRoutes,
  'identity-theft': identityTheftRoutes,
  messages: messageRoutes,
} as const;
export type RouteArea = keyof typeof routeAreas;

const areas = Object.values(routeAreas);

export const routes = {
  ...coreRoutes,
  ...accountRoutes,
  ...adminRoutes,
  ...partnerRoutes,
  ...billingRoutes,
  ...publicSiteRoutes,
  ...dashboardRoutes,
  ...documentRoutes,
  ...creditRoutes,
  ...bankRoutes,
  ...offerRoutes,
  ...disputeRoutes,
  ...identityTheftRoutes,
  ...messageRoutes,
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeList: readonly RouteDef[] = Object.values(routes);

// Spreading would let a later area silently replace an earlier entry: refuse duplicates instead.
const declared = areas.reduce((n, area) => n + Object.keys(area).length, 0);
if (declared !== routeList.length) throw new Error('routes: a route name is declared in two areas');
if (new Set(routeList.map((r) => r.id)).size !== routeList.length) throw new Error('routes: a route id is declared twice');
