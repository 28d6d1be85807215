import { authMessages } from '../contract/messages.js';
import { limitBySource } from '../http/rate-limit.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { accountRoutes } from '../routes/accounts.js';
import { confirmEmail } from '../use-cases/accounts/redeem.js';
import { confirmEmailRequest } from '../contract/auth.js';

export const handler = route(accountRoutes.confirmEmail, { body: confirmEmailRequest }, async ({ body, event }, deps) => {
  await limitBySource(deps, 'confirmEmail', event);
  const { email } = await confirmEmail(deps, body.token);
  return ok({ message: authMessages.emailConfirmed, email });
});
