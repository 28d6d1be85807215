import type { SubscriptionResponse } from '../contract/billing.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/** The spec's manage-subscription check: active only when the stored status is active. */
export const handler = route(routes.subscription, async ({ caller }, deps) => {
  const subscription = await deps.store.getSubscription(caller.id);
  const body: SubscriptionResponse = {
    tier: subscription?.tier ?? null,
    status: subscription?.status ?? 'inactive',
    startedAt: subscription?.startedAt ?? null,
    hasActiveSubscription: subscription?.status === 'active',
  };
  return ok(body);
});
