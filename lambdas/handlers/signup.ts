import { signupRequest } from '../contract/auth.js';
import { authMessages } from '../contract/messages.js';
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { signUp } from '../use-cases/accounts/sign-up.js';

/** Self-service signup with a partner's referral code (use-cases/accounts/sign-up.ts). */
export const handler = route(routes.signup, { body: signupRequest }, async ({ body, logger }, deps) => {
  const { userId, partnerId } = await signUp(deps, body);
  logger.info('client signed up', { userId, partnerId });
  return created({ userId, message: authMessages.signupSuccess });
});
