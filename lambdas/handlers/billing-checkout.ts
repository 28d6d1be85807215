import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { billingRoutes } from '../routes/billing.js';
import { startCheckout } from '../use-cases/billing/checkout.js';
import { checkoutRequest } from '../contract/billing.js';

/** create-checkout: a Stripe Checkout Session for the caller's customer, under a signed agreement. */
export const handler = route(billingRoutes.billingCheckout, { body: checkoutRequest }, async ({ caller, body }, deps) =>
  ok({ url: await startCheckout(deps, caller, body) }),
);
