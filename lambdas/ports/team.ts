import type { AuditEntry, StaffRole } from '../domain/admin.js';

export interface TeamMemberRecord {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  createdAt: string;
}

/** A team is dozens of people; this bounds the one Query per role the Team tab makes. */
export const TEAM_LIMIT = 500;

/** The staff: employees and admins. */
export interface Team {
  /** The employees and admins, newest first (at most TEAM_LIMIT of each role). */
  listTeam(): Promise<TeamMemberRecord[]>;
  /** Moves a staff member between employee and admin: role, listings, search items, counters and its audit entry in one transaction. */
  changeStaffRole(id: string, from: StaffRole, to: StaffRole, audit: AuditEntry): Promise<TeamMemberRecord>;
}
