import { randomBytes } from 'node:crypto';
import type { Deps } from '../../ports/deps.js';
import type { StaffRole } from '../../domain/admin.js';
import { createAccount } from '../accounts/create-account.js';
import { sendInvitation } from '../accounts/one-time-messages.js';
import { audit } from './audit.js';

export type AddStaffDeps = Pick<Deps, 'users' | 'tokens' | 'directory' | 'email' | 'config' | 'now' | 'newId' | 'audit'>;

/**
 * Adds an employee or admin. The account gets a random password nobody knows; the new member chooses their own
 * (the password-reset flow) with the emailed link and the invitation code, which the admin gets here to hand over.
 */
export async function addStaff(
  deps: AddStaffDeps,
  caller: { id: string; email: string },
  input: { email: string; name: string; role: StaffRole },
): Promise<{ id: string; createdAt: string; invitationCode: string }> {
  const member = await createAccount(deps, { email: input.email, name: input.name, password: randomBytes(24).toString('base64url'), role: input.role });
  const invitationCode = await sendInvitation(deps, { userId: member.id, email: input.email, name: input.name, role: input.role });
  await audit(deps, caller, 'staff.add', member.id, { role: input.role });
  return { ...member, invitationCode };
}
