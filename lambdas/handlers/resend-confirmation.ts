import { emailOnlyRequest } from '../contract/auth.js';
import { authMessages } from '../contract/messages.js';
import { sendConfirmationLink } from '../use-cases/accounts/one-time-messages.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/** Always the same answer, whether or not the email has an account: no enumeration. */
export const handler = route(routes.resendConfirmation, { body: emailOnlyRequest }, async ({ body }, deps) => {
  const userId = await deps.store.findUserIdByEmail(body.email);
  const user = userId ? await deps.store.getUser(userId) : undefined;
  const account = user ? await deps.directory.getUser(user.id) : undefined;
  if (user && account && !account.emailVerified) {
    await sendConfirmationLink(deps, { userId: user.id, email: user.email, name: user.fullName });
  }
  return ok({ message: authMessages.confirmationSent });
});
