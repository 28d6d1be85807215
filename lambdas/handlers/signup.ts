import { signupRequest } from '../contract/auth.js';
import { authMessages } from '../contract/messages.js';
import { sendConfirmationLink } from '../domain/account-flows.js';
import { EmailTaken } from '../adapters/store.js';
import { BadRequest, Conflict } from '../http/errors.js';
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/**
 * Self-service signup. The referral code is checked here, on the server: the user pool does not
 * allow self sign-up, so this route is the only way in for a client.
 */
export const handler = route(routes.signup, { body: signupRequest }, async ({ body, logger }, deps) => {
  const partnerId = await deps.store.findPartnerIdByReferralCode(body.referralCode);
  if (!partnerId) throw new BadRequest(authMessages.referralInvalid, { referralCode: authMessages.referralInvalid });
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
    await deps.directory.addToGroup(account.id, 'client');
    await deps.store.createUser(
      { id: account.id, role: 'client', fullName: body.name, email: body.email, createdAt },
      { client: { id: account.id, partnerId, folderIds: {}, createdAt } },
    );
  } catch (error) {
    // Leave nothing half-made: without its items the Cognito user would be a dead account.
    await deps.directory.deleteUser(account.id);
    if (error instanceof EmailTaken) throw new Conflict(authMessages.emailTaken);
    throw error;
  }
  await sendConfirmationLink(deps, { userId: account.id, email: body.email, name: body.name });
  logger.info('client signed up', { userId: account.id, partnerId });
  return created({ userId: account.id, message: authMessages.signupSuccess });
});
