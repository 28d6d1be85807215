import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { billingRoutes } from '../routes/billing.js';
import { subscriptionView } from '../use-cases/billing/subscription-view.js';

/** The spec's manage-subscription check (tier, status, started_at, hasActiveSubscription): active only when the status is active. */
export const handler = route(billingRoutes.subscription, async ({ caller, logger }, deps) => ok(await subscriptionView(deps, caller.id, logger)));
