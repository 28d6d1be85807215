import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { getDeletion } from '../use-cases/staff/delete-user.js';
import { deletionParams } from '../contract/admin.js';

/** An admin's deletion and its progress (the Delete dialog polls it). */
export const handler = route(routes.adminDeletion, { params: deletionParams }, async ({ params }, deps) => ok(await getDeletion(deps, params.deletionId)));
