/** The six roles. In Cognito each is a group; the id token carries them in `cognito:groups`. */
export const GROUPS = ['client', 'partner', 'partner_pending', 'affiliate', 'employee', 'admin'] as const;
export type Group = (typeof GROUPS)[number];
