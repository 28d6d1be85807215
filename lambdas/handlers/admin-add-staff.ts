import { adminMessages } from '../contract/messages.js';
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { adminRoutes } from '../routes/admin.js';
import { addStaff } from '../use-cases/staff/add-staff.js';
import { addStaffRequest } from '../contract/admin.js';

/**
 * Adds an employee or admin, who chooses a password with the emailed link and the invitation code answered here
 * (once) for the admin to hand over apart from the email (use-cases/staff/add-staff.ts).
 */
export const handler = route(adminRoutes.adminAddStaff, { body: addStaffRequest }, async ({ caller, body, logger }, deps) => {
  const member = await addStaff(deps, caller, body);
  logger.info('team member added', { userId: member.id, role: body.role });
  return created({
    message: adminMessages.staffAdded(body.email),
    member: { id: member.id, name: body.name, email: body.email, role: body.role, createdAt: member.createdAt },
    invitationCode: member.invitationCode,
  });
});
