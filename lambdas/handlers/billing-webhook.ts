import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { billingRoutes } from '../routes/billing.js';
import { handleWebhook } from '../use-cases/billing/webhook.js';

/** Stripe's webhook: the signature is checked over the raw body; each event id changes state once. */
export const handler = route(billingRoutes.billingWebhook, async ({ rawBody, event, logger }, deps) => {
  const outcome = await handleWebhook(deps, rawBody, event.headers?.['stripe-signature'], logger);
  return ok({ received: true, ...(outcome === 'duplicate' ? { duplicate: true } : {}) });
});
