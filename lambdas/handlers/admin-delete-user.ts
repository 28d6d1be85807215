import { json } from '../http/respond.js';
import { enqueueJobItem } from '../http/job.js';
import { route } from '../http/route.js';
import { adminRoutes } from '../routes/admin.js';
import { startUserDeletion } from '../use-cases/staff/delete-user.js';
import { deleteUserParams } from '../contract/admin.js';

/** An admin deletes a client or partner: 202 with the deletion, which the AdminDeletion job runs (use-cases/staff/delete-user.ts). */
export const handler = route(adminRoutes.adminDeleteUser, { params: deleteUserParams }, async ({ caller, params, logger }, deps) => {
  const deletion = await startUserDeletion(deps, caller, params.userId, (deletionId) => enqueueJobItem('AdminDeletion', deletionId));
  logger.info('account deletion started by an admin', { userId: params.userId, deletionId: deletion.id, role: deletion.role });
  return json(202, deletion);
});
