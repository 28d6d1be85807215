import { afterEach, describe, expect, it } from 'vitest';
import { BillingProviderError } from '../../../lambdas/errors.js';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import { billingMessages } from '../../../lambdas/contract/billing.js';
import { emptyState, type SubscriptionState } from '../../../lambdas/domain/subscription.js';
import { ok } from '../../../lambdas/http/respond.js';
import { route } from '../../../lambdas/http/route.js';
import type { RouteDef } from '../../../lambdas/routes.js';
import { httpEvent, idClaims, inMemoryStanding } from '../../support/http-event.js';

/** Deps whose subscriptions hold one state for user-1 (the wrapper reads only that). */
function depsWith(state: Partial<SubscriptionState> | undefined) {
  const deps = inMemoryStanding(buildDeps(readConfig({ TABLE_NAME: 't' })));
  deps.subscriptions = { ...deps.subscriptions, getState: async () => (state ? { ...emptyState('user-1'), ...state } : undefined) };
  setDeps(deps);
}

describe('route wrapper and billing', () => {
  afterEach(() => setDeps(undefined));
  const gated = route({ id: 'T', method: 'POST', path: '/t', handler: 't', access: 'user', needs: {}, feature: 'credit_builder_tools' } as RouteDef, async () => ok({ ran: true }));

  it('runs a route with a plan feature only for callers whose active plan has it; others get 402', async () => {
    depsWith({ tier: 'elite', status: 'active' });
    expect((await gated(httpEvent({ method: 'POST', claims: idClaims() }))).statusCode).toBe(200);
    for (const state of [{ tier: 'starter' as const, status: 'active' as const }, { tier: 'elite' as const, status: 'past_due' as const }, undefined]) {
      depsWith(state);
      const res = await gated(httpEvent({ method: 'POST', claims: idClaims() }));
      expect(res.statusCode).toBe(402);
      expect(JSON.parse(res.body!).message).toBe(billingMessages.featureNotInPlan);
    }
  });

  it('runs a route that requires a subscription only for callers with an active plan; others get 402', async () => {
    const paid = route({ id: 'T', method: 'POST', path: '/t', handler: 't', access: 'user', needs: {}, requiresSubscription: true } as RouteDef, async () => ok({ ran: true }));
    depsWith({ tier: 'starter', status: 'active' });
    expect((await paid(httpEvent({ method: 'POST', claims: idClaims() }))).statusCode).toBe(200);
    for (const state of [{ tier: 'elite' as const, status: 'canceled' as const }, { tier: 'total' as const, status: 'past_due' as const }, undefined]) {
      depsWith(state);
      const res = await paid(httpEvent({ method: 'POST', claims: idClaims() }));
      expect(res.statusCode).toBe(402);
      expect(JSON.parse(res.body!).message).toBe(billingMessages.subscriptionRequired);
    }
  });

  it('answers a Stripe failure with 503 and a plain message, never Stripe’s text', async () => {
    depsWith(undefined);
    const failing = route({ id: 'T', method: 'POST', path: '/t', handler: 't', access: 'user', needs: {} } as RouteDef, async () => {
      throw new BillingProviderError('Invalid API Key provided: sk_live_****1234', 'api_key_invalid', 401);
    });
    const res = await failing(httpEvent({ method: 'POST', claims: idClaims() }));
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body!)).toEqual({ message: billingMessages.providerUnavailable, requestId: expect.any(String) });
  });
});
