/** The six roles. In Cognito each is a group; the id token carries them in `cognito:groups`. */
export const GROUPS = ['client', 'partner', 'partner_pending', 'affiliate', 'employee', 'admin'] as const;
export type Group = (typeof GROUPS)[number];

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
