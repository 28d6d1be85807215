import { adminMessages } from '../../contract/messages.js';
import { STAFF_ROLES, auditEntry, roleChangeRefusal, type StaffRole } from '../../domain/admin.js';
import { Invalid, NotFound } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';
import type { TeamMemberRecord } from '../../ports/team.js';

export interface ChangeRoleDeps extends Pick<Deps, 'now' | 'newId'> {
  users: Pick<Deps['users'], 'getUser'>;
  team: Pick<Deps['team'], 'changeStaffRole'>;
  directory: Pick<Deps['directory'], 'addToGroup' | 'groupsOf' | 'removeFromGroup' | 'signOutEverywhere'>;
}

/**
 * Moves a team member between employee and admin: the table first (conditional on the role read,
 * with its audit entry), then the directory's groups, which is what authorization reads, then every
 * session of theirs ends. Repeating the call finishes a move whose group change failed half-way.
 */
export async function changeRole(deps: ChangeRoleDeps, caller: { id: string; email: string }, userId: string, role: StaffRole): Promise<TeamMemberRecord> {
  const profile = await deps.users.getUser(userId);
  if (!profile) throw new NotFound(adminMessages.userNotFound);
  const refusal = roleChangeRefusal(caller, { id: profile.id, role: profile.role });
  if (refusal === 'self') throw new Invalid(adminMessages.cannotChangeOwnRole);
  if (refusal === 'notStaff') throw new Invalid(adminMessages.notStaff);

  const from = profile.role as StaffRole;
  const member = await deps.team.changeStaffRole(profile.id, from, role, auditEntry(deps, caller, 'role.change', profile.id, { from, to: role }));
  await deps.directory.addToGroup(profile.id, role);
  const groups = await deps.directory.groupsOf(profile.id);
  for (const other of STAFF_ROLES) if (other !== role && groups.includes(other)) await deps.directory.removeFromGroup(profile.id, other);
  // Their tokens still name the old role: no session may be renewed with it (staff routes re-read the groups meanwhile).
  await deps.directory.signOutEverywhere(profile.id);
  return member;
}
