import { confirmEmailRequest } from '../contract/auth.js';
import { authMessages } from '../contract/messages.js';
import { CONFIRM_EMAIL, hashSecret } from '../domain/one-time-secrets.js';
import { Invalid } from '../errors.js';
import { limitBySource } from '../http/rate-limit.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

export const handler = route(routes.confirmEmail, { body: confirmEmailRequest }, async ({ body, event }, deps) => {
  await limitBySource(deps, 'confirmEmail', event);
  const userId = await deps.store.takeOneTimeToken(hashSecret(body.token), CONFIRM_EMAIL, deps.now());
  const user = userId ? await deps.store.getUser(userId) : undefined;
  if (!userId || !user) throw new Invalid(authMessages.confirmationInvalid);
  await deps.directory.setEmailVerified(userId, user.email);
  // Counted once per user for the admin analytics' onboarding funnel.
  await deps.adminStore.recordFunnelStep(userId, 'verified', deps.now());
  return ok({ message: authMessages.emailConfirmed, email: user.email });
});
