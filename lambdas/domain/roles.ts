import { GROUPS, type Group } from '../contract/roles.js';

/** The roles are part of the API (contract/roles.ts); what each may do is decided here. */
export { GROUPS, type Group };

export const isGroup = (value: string): value is Group => (GROUPS as readonly string[]).includes(value);

/** Who may call a route: anyone, any signed-in user, or members of at least one of the listed groups. */
export type Access = 'public' | 'user' | readonly Group[];

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

export function decideAccess(access: Access, caller: { groups: readonly Group[] } | undefined): AccessDecision {
  if (access === 'public') return 'allow';
  if (!caller) return 'unauthenticated';
  if (access === 'user') return 'allow';
  return access.some((group) => caller.groups.includes(group)) ? 'allow' : 'forbidden';
}

/** The team's groups: they reach customers' data, so their calls are re-checked against the directory. */
export const STAFF_GROUPS: readonly Group[] = ['employee', 'admin'];

/**
 * Whether this caller gets into this route only as staff: the route lists groups and every listed
 * group the caller holds is a staff group (a partner on the partner portal is not a staff call).
 */
export function isStaffCall(access: Access, groups: readonly Group[]): boolean {
  if (access === 'public' || access === 'user') return false;
  const granting = access.filter((group) => groups.includes(group));
  return granting.length > 0 && granting.every((group) => STAFF_GROUPS.includes(group));
}
