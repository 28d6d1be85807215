import { authMessages } from '../contract/messages.js';
import { limitBySource } from '../http/rate-limit.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { accountRoutes } from '../routes/accounts.js';
import { resetPassword } from '../use-cases/accounts/password-reset.js';
import { resetPasswordRequest } from '../contract/auth.js';

/** Sets a new password with an emailed code (use-cases/accounts/password-reset.ts). */
export const handler = route(accountRoutes.resetPassword, { body: resetPasswordRequest }, async ({ body, event }, deps) => {
  await limitBySource(deps, 'resetPassword', event);
  await resetPassword(deps, body);
  return ok({ message: authMessages.passwordReset });
});
