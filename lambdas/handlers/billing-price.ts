import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { billingRoutes } from '../routes/billing.js';
import { priceFor } from '../use-cases/billing/prices.js';
import { priceRequest } from '../contract/billing.js';

/** get-price-for-product: the Stripe price of a plan, found by the catalogue's lookup key. */
export const handler = route(billingRoutes.billingPrice, { body: priceRequest }, async ({ body }, deps) =>
  ok({ priceId: await priceFor(deps, body.productId, body.planType) }),
);
