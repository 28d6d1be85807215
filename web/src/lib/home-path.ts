import { paths } from '../config/paths';

/** Staff: who can read customer information, and so signs in with an authenticator code (GLBA Safeguards Rule). */
export const STAFF_GROUPS = ['admin', 'employee'] as const;
const PARTNER_GROUPS = ['partner', 'partner_pending', 'affiliate'];

export const isStaff = (groups: readonly string[]) => groups.some((g) => (STAFF_GROUPS as readonly string[]).includes(g));

/** Where a signed-in user's work is: staff the admin area, partners their dashboard, clients their profile. */
export function homePathFor(groups: readonly string[]): string {
  if (isStaff(groups)) return paths.admin;
  if (groups.some((g) => PARTNER_GROUPS.includes(g))) return paths.partnerDashboard;
  return paths.profile;
}
