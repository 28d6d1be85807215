import { changeRoleRequest, userIdParams } from '../contract/admin.js';
import { adminMessages } from '../contract/messages.js';
import { STAFF_ROLES, auditEntry, roleChangeRefusal, type StaffRole } from '../domain/admin.js';
import { Invalid, NotFound } from '../errors.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/**
 * Moves a team member between employee and admin: the table first (conditional on the role read,
 * with its audit entry), then the Cognito groups, which is what authorization reads. Repeating the
 * call finishes a move whose group change failed half-way.
 */
export const handler = route(routes.adminChangeRole, { params: userIdParams, body: changeRoleRequest }, async ({ caller, params, body }, deps) => {
  const profile = await deps.store.getUser(params.userId);
  if (!profile) throw new NotFound(adminMessages.userNotFound);
  const refusal = roleChangeRefusal(caller, { id: profile.id, role: profile.role });
  if (refusal === 'self') throw new Invalid(adminMessages.cannotChangeOwnRole);
  if (refusal === 'notStaff') throw new Invalid(adminMessages.notStaff);

  const from = profile.role as StaffRole;
  const entry = auditEntry(deps, caller, 'role.change', profile.id, { from, to: body.role });
  const member = await deps.adminStore.changeStaffRole(profile.id, from, body.role, entry);
  await deps.directory.addToGroup(profile.id, body.role);
  const groups = await deps.directory.groupsOf(profile.id);
  for (const other of STAFF_ROLES) if (other !== body.role && groups.includes(other)) await deps.directory.removeFromGroup(profile.id, other);
  // Their tokens still name the old role: no session may be renewed with it (staff routes re-read the groups meanwhile).
  await deps.directory.signOutEverywhere(profile.id);
  return ok({ message: adminMessages.roleChanged(body.role), member });
});
