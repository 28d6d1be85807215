import { useQuery } from '@tanstack/react-query';
import {
  agreementResponse,
  cancelResponse,
  checkoutResponse,
  featureAccessResponse,
  portalResponse,
  priceResponse,
  signAgreementResponse,
} from '@contract/billing';
import type { Feature, Plan, Tier } from '@domain/plans';
import { api } from './api';

/** get-price-for-product: the plan's product id is its Stripe price lookup key. */
export const getPrice = (plan: Pick<Plan, 'lookupKey' | 'kind'>) =>
  api('/billing/price', { body: { productId: plan.lookupKey, planType: plan.kind }, schema: priceResponse });

/** create-checkout under a signed agreement. */
export const createCheckout = (input: { priceId: string; planType: Plan['kind']; agreementId: string }) =>
  api('/billing/checkout', { body: input, schema: checkoutResponse });

export const fetchAgreement = (tier: Tier) => api(`/billing/agreement?plan=${encodeURIComponent(tier)}`, { schema: agreementResponse });
export const useAgreement = (tier: Tier) => useQuery({ queryKey: ['billing', 'agreement', tier], queryFn: () => fetchAgreement(tier) });

export const signAgreement = (input: { plan: Tier; version: string }) =>
  api('/billing/agreement', { body: { ...input, accepted: true }, schema: signAgreementResponse });

/** customer-portal: the Stripe Billing Portal address. */
export const createPortalSession = () => api('/billing/portal', { method: 'POST', schema: portalResponse });

export const cancelPlan = () => api('/billing/cancel', { method: 'POST', schema: cancelResponse });

/** check-feature-access, cached for 5 minutes (the query client's default); a failed check means no access. */
export function useFeatureAccess(feature: Feature, enabled = true) {
  const query = useQuery({
    queryKey: ['billing', 'feature', feature],
    queryFn: () => api('/billing/feature-access', { body: { feature, incrementUsage: false }, schema: featureAccessResponse }),
    enabled,
  });
  return { ...query, hasAccess: query.data?.hasAccess === true };
}
