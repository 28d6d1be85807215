import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { deskRecordReinsertionNotice } from '../use-cases/disputes/desk.js';

/** The date of a bureau's notice that it reinserted an item; audited. */
export const handler = route(routes.adminRecordReinsertionNotice, async ({ caller, params, body }, deps) =>
  ok({ dispute: await deskRecordReinsertionNotice(deps, caller, params.userId, params.id, body) }),
);
