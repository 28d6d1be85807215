import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { billingRoutes } from '../routes/billing.js';
import { portalUrl } from '../use-cases/billing/portal.js';

/** customer-portal: a Stripe Billing Portal session for the caller's customer (404 when there is none). */
export const handler = route(billingRoutes.billingPortal, async ({ caller }, deps) => ok({ url: await portalUrl(deps, caller.id) }));
