import { authMessages } from '../contract/messages.js';
import { addressSubject } from '../domain/rate-limit.js';
import { clientAddress } from '../http/origin.js';
import { limitBy } from '../http/rate-limit.js';
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { accountRoutes } from '../routes/accounts.js';
import { evenTiming } from '../use-cases/accounts/even-timing.js';
import { signUp } from '../use-cases/accounts/sign-up.js';
import { signupRequest } from '../contract/auth.js';

/** Self-service signup with a partner's referral code; the same answer, in the same time, for an address that has an account. */
export const handler = route(accountRoutes.signup, { body: signupRequest }, async ({ body, event, logger }, deps) => {
  const source = addressSubject(await clientAddress(event));
  await limitBy(deps, 'signup', source);
  await limitBy(deps, 'signupEmail', body.email);
  const outcome = await evenTiming('signup', () => signUp(deps, body, source));
  if ('userId' in outcome) logger.info('client signed up', { userId: outcome.userId, partnerId: outcome.partnerId });
  return created({ message: authMessages.signupSuccess });
});
