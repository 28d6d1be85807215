import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { adminRoutes } from '../routes/admin.js';
import { viewClient } from '../use-cases/staff/client-view.js';
import { clientViewParams } from '../contract/client-view.js';

/** The admin's one page on a client (onboarding, documents, scores, disputes, plan); each opening is audit-logged. */
export const handler = route(adminRoutes.adminClientView, { params: clientViewParams }, async ({ caller, params }, deps) => ok(await viewClient(deps, caller, params.userId)));
