import { useQuery } from '@tanstack/react-query';
import { subscriptionResponse } from '@contract/billing';
import { api } from './api';

export const subscriptionKey = ['billing', 'subscription'] as const;

/** The spec's manage-subscription check, cached for 5 minutes (the query client's default). */
export const fetchSubscription = () => api('/billing/subscription', { schema: subscriptionResponse });

export function useSubscription(enabled = true) {
  return useQuery({ queryKey: subscriptionKey, queryFn: fetchSubscription, enabled });
}
