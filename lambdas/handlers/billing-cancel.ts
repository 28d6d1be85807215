import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { billingRoutes } from '../routes/billing.js';
import { cancelWithRefund } from '../use-cases/billing/cancel.js';

/** CROA's right to cancel: within 3 business days, one click cancels and refunds in full. */
export const handler = route(billingRoutes.billingCancel, async ({ caller, logger }, deps) => {
  const result = await cancelWithRefund(deps, caller.id);
  logger.info('plan cancelled by its owner', { userId: caller.id, status: result.status, refundedCents: result.refundedCents });
  return ok(result);
});
