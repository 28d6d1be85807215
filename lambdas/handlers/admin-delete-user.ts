import { deleteUserParams } from '../contract/admin.js';
import { adminMessages } from '../contract/messages.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { deleteUserAsAdmin } from '../use-cases/staff/delete-user.js';

/** An admin deletes a client or partner (use-cases/staff/delete-user.ts). */
export const handler = route(routes.adminDeleteUser, { params: deleteUserParams }, async ({ caller, params, logger }, deps) => {
  const { role, ...done } = await deleteUserAsAdmin(deps, caller, params.userId);
  logger.info('account deleted by an admin', { userId: params.userId, role, ...done });
  const message = role === 'client' ? adminMessages.clientDeleted : role === 'partner' ? adminMessages.partnerDeleted : adminMessages.userDeleted;
  return ok({ message, role });
});
