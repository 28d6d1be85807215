import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { accountRoutes } from '../routes/accounts.js';
import { listConnections } from '../use-cases/profile/preferences.js';

/** Linked third-party accounts (credit monitoring, banks). */
export const handler = route(accountRoutes.accountConnections, async ({ caller }, deps) => ok({ connections: await listConnections(deps, caller.id) }));
