import { STAFF_ROLES, type AuditEntry, type StaffRole } from '../../domain/admin.js';
import { RoleChanged } from '../../errors.js';
import { TEAM_LIMIT, type Team, type TeamMemberRecord } from '../../ports/team.js';
import * as keys from './keys.js';
import { cancelledBy, type Item, type TableClient } from './table-client.js';
import { addCounters, indexedUser, profileChange, profileListingKeys, roleCounter, searchItemWrites } from './user-index.js';

/** The staff: employees and admins, and the moves between the two roles. */
export class DynamoTeam implements Team {
  constructor(private readonly t: TableClient) {}

  async listTeam(): Promise<TeamMemberRecord[]> {
    const pages = await Promise.all(
      STAFF_ROLES.map((role) => this.t.page({ index: 'GSI2', partition: keys.roleListing(role), descending: true, limit: TEAM_LIMIT })),
    );
    const profiles = await this.t.batchGet(pages.flatMap((p) => p.items).map((item) => ({ PK: keys.userPk(item.id as string), SK: keys.SK.profile })));
    return profiles
      .map(toTeamMember)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
  }

  async changeStaffRole(id: string, from: StaffRole, to: StaffRole, audit: AuditEntry): Promise<TeamMemberRecord> {
    const profile = await this.t.get({ PK: keys.userPk(id), SK: keys.SK.profile });
    if (!profile || profile.role !== from) throw new RoleChanged();
    if (from === to) return toTeamMember(profile);
    const before = indexedUser(profile, null);
    const after = { ...before, role: to };
    const listing = profileListingKeys(after);
    try {
      await this.t.transact([
        profileChange(this.t.name, id, {
          set: 'SET #role = :to, GSI2PK = :g2, GSI3PK = :g3, GSI4PK = :g4',
          condition: '#role = :from',
          values: { ':to': to, ':from': from, ':g2': listing.GSI2PK, ':g3': listing.GSI3PK, ':g4': listing.GSI4PK },
        }),
        // Search items live in their role's partitions: rewrite them under the new one.
        ...searchItemWrites(this.t.name, after, before),
        addCounters(this.t.name, keys.stats.totals, { [roleCounter(from)]: -1, [roleCounter(to)]: 1 }),
        // Recorded with the change itself: a retry that finds the move done records nothing twice.
        { Put: { TableName: this.t.name, Item: { ...keys.auditKey(audit.at, audit.id), ...audit }, ConditionExpression: 'attribute_not_exists(PK)' } },
      ]);
    } catch (error) {
      if (cancelledBy(error, [0])) throw new RoleChanged();
      throw error;
    }
    return toTeamMember({ ...profile, role: to });
  }
}

function toTeamMember(profile: Item): TeamMemberRecord {
  return {
    id: profile.id as string,
    name: (profile.fullName as string | undefined) ?? '',
    email: profile.email as string,
    role: profile.role as StaffRole,
    createdAt: profile.createdAt as string,
  };
}
