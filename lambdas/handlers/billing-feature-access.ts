import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { billingRoutes } from '../routes/billing.js';
import { checkFeature } from '../use-cases/billing/entitlements.js';
import { featureAccessRequest } from '../contract/billing.js';

/** check-feature-access: the caller's plan decides; limited features count (atomically) when asked to. */
export const handler = route(billingRoutes.billingFeatureAccess, { body: featureAccessRequest }, async ({ caller, body }, deps) =>
  ok(await checkFeature(deps, caller.id, body.feature, body.incrementUsage)),
);
