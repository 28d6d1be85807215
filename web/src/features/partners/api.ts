import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PartnerApplyRequest } from '@contract/partners';
import { api } from '../../lib/api-client';

export const applyForPartnership = (body: PartnerApplyRequest) => api.call('partnerApply', { body });
export const usePartnerMe = () => useQuery({ queryKey: ['partners', 'me'], queryFn: () => api.call('partnerMe'), staleTime: 0 });
export function useReferredClients() {
  return useInfiniteQuery({
    queryKey: ['partners', 'me', 'clients'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api.call('partnerMeClients', { query: { cursor: pageParam } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}
