import { resetPasswordRequest } from '../contract/auth.js';
import { authMessages } from '../contract/messages.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { resetPassword } from '../use-cases/accounts/redeem.js';

export const handler = route(routes.resetPassword, { body: resetPasswordRequest }, async ({ body }, deps) => {
  await resetPassword(deps, body);
  return ok({ message: authMessages.passwordReset });
});
