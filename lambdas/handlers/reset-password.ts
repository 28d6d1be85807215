import { resetPasswordRequest } from '../contract/auth.js';
import { authMessages } from '../contract/messages.js';
import { resetCodeHash } from '../domain/one-time-secrets.js';
import { Invalid } from '../errors.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

export const handler = route(routes.resetPassword, { body: resetPasswordRequest }, async ({ body }, deps) => {
  const userId = await deps.store.findUserIdByEmail(body.email);
  const valid = userId ? await deps.store.takeResetCode(userId, resetCodeHash(userId, body.code), deps.now()) : false;
  if (!userId || !valid) throw new Invalid(authMessages.resetCodeInvalid, { code: authMessages.resetCodeInvalid });
  await deps.directory.setPassword(userId, body.password);
  // Whoever held the old password loses every session they had.
  await deps.directory.signOutEverywhere(userId);
  // The code reached their inbox, which proves the address as well as the link would (that address only).
  await deps.directory.setEmailVerified(userId, body.email);
  return ok({ message: authMessages.passwordReset });
});
