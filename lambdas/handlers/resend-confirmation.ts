import { authMessages } from '../contract/messages.js';
import { resendConfirmation } from '../use-cases/accounts/one-time-messages.js';
import { evenTiming } from '../use-cases/accounts/even-timing.js';
import { limitBy, limitBySource } from '../http/rate-limit.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { accountRoutes } from '../routes/accounts.js';
import { emailOnlyRequest } from '../contract/auth.js';

/** Always the same answer, in the same time, whether or not the email has an account: no enumeration. */
export const handler = route(accountRoutes.resendConfirmation, { body: emailOnlyRequest }, async ({ body, event }, deps) => {
  await limitBySource(deps, 'resendConfirmation', event);
  await limitBy(deps, 'resendConfirmationEmail', body.email);
  await evenTiming('resendConfirmation', () => resendConfirmation(deps, body.email));
  return ok({ message: authMessages.confirmationSent });
});
