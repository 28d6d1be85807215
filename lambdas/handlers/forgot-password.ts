import { authMessages } from '../contract/messages.js';
import { limitBySource } from '../http/rate-limit.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { accountRoutes } from '../routes/accounts.js';
import { requestPasswordReset } from '../use-cases/accounts/password-reset.js';
import { evenTiming } from '../use-cases/accounts/even-timing.js';
import { emailOnlyRequest } from '../contract/auth.js';

/** Always the same answer, in the same time, whether or not the email has an account: no enumeration. */
export const handler = route(accountRoutes.forgotPassword, { body: emailOnlyRequest }, async ({ body, event }, deps) => {
  await limitBySource(deps, 'forgotPassword', event);
  await evenTiming('forgotPassword', () => requestPasswordReset(deps, body.email));
  return ok({ message: authMessages.resetCodeSent });
});
