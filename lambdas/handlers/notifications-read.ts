import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { dashboardRoutes } from '../routes/dashboard.js';
import { markNotificationsRead } from '../use-cases/notifications/mark-read.js';
import { markNotificationsReadRequest } from '../contract/notifications.js';

/** The bell: marks the caller's notifications read (these ids, or all). */
export const handler = route(dashboardRoutes.markNotificationsRead, { body: markNotificationsReadRequest }, async ({ caller, body }, deps) =>
  ok(await markNotificationsRead(deps, caller.id, body.ids)),
);
