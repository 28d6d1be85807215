import { partnerMessages } from '../contract/messages.js';
import { partnerApplyRequest } from '../contract/partners.js';
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { applyAsPartner } from '../use-cases/partners/apply.js';

/** A partner application (use-cases/partners/apply.ts). */
export const handler = route(routes.partnerApply, { body: partnerApplyRequest }, async ({ body, logger }, deps) => {
  const { userId } = await applyAsPartner(deps, body);
  logger.info('partner applied', { userId });
  return created({ userId, message: partnerMessages.applicationReceived });
});
