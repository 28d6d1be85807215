import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/** Linked third-party accounts (credit monitoring, banks). */
export const handler = route(routes.accountConnections, async ({ caller }, deps) => ok({ connections: await deps.store.listConnections(caller.id) }));
