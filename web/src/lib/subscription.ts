import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const subscriptionKey = ['billing', 'subscription'] as const;

/** The spec's manage-subscription check, cached for 5 minutes (the query client's default). */
export const fetchSubscription = () => api.call('subscription');

export function useSubscription(enabled = true) {
  return useQuery({ queryKey: subscriptionKey, queryFn: fetchSubscription, enabled });
}
