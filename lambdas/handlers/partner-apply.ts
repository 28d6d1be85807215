import { partnerMessages } from '../contract/messages.js';
import { limitBy, limitBySource } from '../http/rate-limit.js';
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { partnerRoutes } from '../routes/partners.js';
import { evenTiming } from '../use-cases/accounts/even-timing.js';
import { applyAsPartner } from '../use-cases/partners/apply.js';
import { partnerApplyRequest } from '../contract/partners.js';

/** A partner application (use-cases/partners/apply.ts); the same answer, in the same time, for an address that has an account. */
export const handler = route(partnerRoutes.partnerApply, { body: partnerApplyRequest }, async ({ body, event, logger }, deps) => {
  await limitBySource(deps, 'partnerApply', event);
  await limitBy(deps, 'partnerApplyEmail', body.email);
  const outcome = await evenTiming('partnerApply', () => applyAsPartner(deps, body));
  if ('userId' in outcome) logger.info('partner applied', { userId: outcome.userId });
  return created({ message: partnerMessages.applicationReceived });
});
