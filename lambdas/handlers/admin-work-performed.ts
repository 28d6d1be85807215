import { billingMessages } from '../contract/billing.js';
import { formatUsd } from '../domain/plans.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { billingRoutes } from '../routes/billing.js';
import { chargeForPerformedWork } from '../use-cases/billing/charge.js';
import { audit } from '../use-cases/staff/audit.js';
import { userIdParams } from '../contract/admin.js';

/** After-service plans: an admin marks work performed, and the client's saved card is charged for the completed work not yet charged. */
export const handler = route(billingRoutes.adminWorkPerformed, { params: userIdParams }, async ({ caller, params }, deps) => {
  const charge = await chargeForPerformedWork(deps, params.userId);
  await audit(deps, caller, 'billing.work-performed', params.userId, { chargedCents: charge.chargedCents, paymentIntentId: charge.paymentIntentId });
  return ok({ message: billingMessages.workCharged(formatUsd(charge.chargedCents)), ...charge });
});
