import { adminMessages } from '../contract/messages.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { changeRole } from '../use-cases/staff/change-role.js';
import { changeRoleRequest, userIdParams } from '../contract/admin.js';

/** Moves a team member between employee and admin (use-cases/staff/change-role.ts). */
export const handler = route(routes.adminChangeRole, { params: userIdParams, body: changeRoleRequest }, async ({ caller, params, body }, deps) => {
  const member = await changeRole(deps, caller, params.userId, body.role);
  return ok({ message: adminMessages.roleChanged(body.role), member });
});
