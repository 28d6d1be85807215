import { randomBytes } from 'node:crypto';
import { addStaffRequest } from '../contract/admin.js';
import { adminMessages, authMessages } from '../contract/messages.js';
import { EmailTaken } from '../adapters/store.js';
import { sendInvitation } from '../domain/account-flows.js';
import { audit } from '../domain/admin.js';
import { Conflict } from '../http/errors.js';
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/**
 * Adds an employee or admin. The account gets a random password nobody knows; the invitation
 * email carries a code with which the new member chooses their own (the password-reset flow).
 */
export const handler = route(routes.adminAddStaff, { body: addStaffRequest }, async ({ caller, body, logger }, deps) => {
  if ((await deps.store.findUserIdByEmail(body.email)) || (await deps.directory.getUser(body.email))) {
    throw new Conflict(authMessages.emailTaken);
  }
  const account = await deps.directory
    .createUser({ email: body.email, name: body.name, password: randomBytes(24).toString('base64url'), emailVerified: false })
    .catch((error: unknown) => {
      if ((error as Error).name === 'UsernameExistsException') throw new Conflict(authMessages.emailTaken);
      throw error;
    });
  const createdAt = deps.now().toISOString();
  try {
    await deps.directory.addToGroup(account.id, body.role);
    await deps.store.createUser({ id: account.id, role: body.role, fullName: body.name, email: body.email, createdAt });
  } catch (error) {
    // Leave nothing half-made, as signup does.
    await deps.directory.deleteUser(account.id);
    if (error instanceof EmailTaken) throw new Conflict(authMessages.emailTaken);
    throw error;
  }
  await sendInvitation(deps, { userId: account.id, email: body.email, name: body.name, role: body.role });
  await audit(deps, caller, 'staff.add', account.id, { role: body.role });
  logger.info('team member added', { userId: account.id, role: body.role });
  return created({
    message: adminMessages.staffAdded(body.email),
    member: { id: account.id, name: body.name, email: body.email, role: body.role, createdAt },
  });
});
