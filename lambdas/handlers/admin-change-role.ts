import { adminMessages } from '../contract/messages.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { adminRoutes } from '../routes/admin.js';
import { changeRole } from '../use-cases/staff/change-role.js';
import { changeRoleRequest, userIdParams } from '../contract/admin.js';

/** Moves a team member between employee and admin (use-cases/staff/change-role.ts). */
export const handler = route(adminRoutes.adminChangeRole, { params: userIdParams, body: changeRoleRequest }, async ({ caller, params, body }, deps) => {
  const member = await changeRole(deps, caller, params.userId, body.role);
  return ok({ message: adminMessages.roleChanged(body.role), member });
});
