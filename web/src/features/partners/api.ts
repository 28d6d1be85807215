import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { partnerApplyResponse, partnerClientsResponse, partnerMeResponse, type PartnerApplyRequest } from '@contract/partners';
import { api } from '../../lib/api';

export const applyForPartnership = (body: PartnerApplyRequest) => api('/partners/apply', { method: 'POST', body, auth: false, schema: partnerApplyResponse });
export const usePartnerMe = () => useQuery({ queryKey: ['partners', 'me'], queryFn: () => api('/partners/me', { schema: partnerMeResponse }), staleTime: 0 });
export function useReferredClients() {
  return useInfiniteQuery({
    queryKey: ['partners', 'me', 'clients'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api(`/partners/me/clients${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { schema: partnerClientsResponse }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}
