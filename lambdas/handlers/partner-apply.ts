import { authMessages, partnerMessages } from '../contract/messages.js';
import { partnerApplyRequest } from '../contract/partners.js';
import { EmailTaken } from '../adapters/store.js';
import { sendConfirmationLink } from '../domain/account-flows.js';
import { Conflict } from '../http/errors.js';
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/**
 * A partner application: a partner_pending account (confirmed by email like a signup) with a partner
 * record that has no referral code until an admin approves it.
 */
export const handler = route(routes.partnerApply, { body: partnerApplyRequest }, async ({ body, logger }, deps) => {
  if ((await deps.store.findUserIdByEmail(body.email)) || (await deps.directory.getUser(body.email))) {
    throw new Conflict(authMessages.emailTaken);
  }
  const account = await deps.directory
    .createUser({ email: body.email, name: body.name, password: body.password, emailVerified: false })
    .catch((error: unknown) => {
      if ((error as Error).name === 'UsernameExistsException') throw new Conflict(authMessages.emailTaken);
      throw error;
    });
  const createdAt = deps.now().toISOString();
  try {
    await deps.directory.addToGroup(account.id, 'partner_pending');
    await deps.store.createUser(
      { id: account.id, role: 'partner_pending', fullName: body.name, email: body.email, phoneNumber: body.phone, createdAt },
      { partner: { id: account.id, businessName: body.businessName, referralCode: null, clientCount: 0, createdAt } },
    );
  } catch (error) {
    // Leave nothing half-made: without its items the Cognito user would be a dead account.
    await deps.directory.deleteUser(account.id);
    if (error instanceof EmailTaken) throw new Conflict(authMessages.emailTaken);
    throw error;
  }
  await sendConfirmationLink(deps, { userId: account.id, email: body.email, name: body.name });
  logger.info('partner applied', { userId: account.id });
  return created({ userId: account.id, message: partnerMessages.applicationReceived });
});
