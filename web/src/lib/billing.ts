import { useQuery } from '@tanstack/react-query';
import type { Feature, Plan, Tier } from '@domain/plans';
import { api } from './api-client';

/** get-price-for-product: the plan's product id is its Stripe price lookup key. */
export const getPrice = (plan: Pick<Plan, 'lookupKey' | 'kind'>) =>
  api.call('billingPrice', { body: { productId: plan.lookupKey, planType: plan.kind } });

/** create-checkout under a signed agreement. */
export const createCheckout = (input: { priceId: string; planType: Plan['kind']; agreementId: string }) =>
  api.call('billingCheckout', { body: input });

export const fetchAgreement = (tier: Tier) => api.call('billingAgreement', { query: { plan: tier } });
export const useAgreement = (tier: Tier) => useQuery({ queryKey: ['billing', 'agreement', tier], queryFn: () => fetchAgreement(tier) });

export const signAgreement = (input: { plan: Tier; version: string }) =>
  api.call('billingSignAgreement', { body: { ...input, accepted: true } });

/** customer-portal: the Stripe Billing Portal address. */
export const createPortalSession = () => api.call('billingPortal');

export const cancelPlan = () => api.call('billingCancel');

/** check-feature-access, cached for 5 minutes (the query client's default); a failed check means no access. */
export function useFeatureAccess(feature: Feature, enabled = true) {
  const query = useQuery({
    queryKey: ['billing', 'feature', feature],
    queryFn: () => api.call('billingFeatureAccess', { body: { feature, incrementUsage: false } }),
    enabled,
  });
  return { ...query, hasAccess: query.data?.hasAccess === true };
}
