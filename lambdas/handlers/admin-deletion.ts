import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { adminRoutes } from '../routes/admin.js';
import { getDeletion } from '../use-cases/staff/delete-user.js';
import { deletionParams } from '../contract/admin.js';

/** An admin's deletion and its progress (the Delete dialog polls it). */
export const handler = route(adminRoutes.adminDeletion, { params: deletionParams }, async ({ params }, deps) => ok(await getDeletion(deps, params.deletionId)));
