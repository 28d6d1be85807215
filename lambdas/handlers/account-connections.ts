import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { listConnections } from '../use-cases/profile/preferences.js';

/** Linked third-party accounts (credit monitoring, banks). */
export const handler = route(routes.accountConnections, async ({ caller }, deps) => ok({ connections: await listConnections(deps, caller.id) }));
