import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CLIENT_SORTS, PARTNER_SORTS } from '@contract/admin';
import type { OfferInput } from '@contract/offers';
import { api, type CallInput } from '../../lib/api-client';
import type { SortOrder } from '../../components/data-table/use-table-sort';

export interface ListParams<S extends string> {
  sort: S;
  order: SortOrder;
  q: string;
}

export function useClients(params: ListParams<(typeof CLIENT_SORTS)[number]>) {
  return useInfiniteQuery({
    queryKey: ['admin', 'clients', params],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api.call('adminListClients', { query: { sort: params.sort, order: params.order, q: params.q.trim() || undefined, cursor: pageParam } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A new sort or search keeps the rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePartners(params: ListParams<(typeof PARTNER_SORTS)[number]>) {
  return useInfiniteQuery({
    queryKey: ['admin', 'partners', params],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api.call('adminListPartners', { query: { sort: params.sort, order: params.order, q: params.q.trim() || undefined, cursor: pageParam } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** "View Clients": a partner's clients, newest first, 100 at a time (the server's cursor pages beyond). */
export function usePartnerClients(partnerId: string | null) {
  return useInfiniteQuery({
    queryKey: ['admin', 'partner-clients', partnerId],
    enabled: Boolean(partnerId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api.call('adminPartnerClients', { params: { userId: partnerId! }, query: { limit: '100', cursor: pageParam } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

export function useApplications() {
  return useQuery({ queryKey: ['admin', 'applications'], queryFn: () => api.call('adminPartnerApplications', { query: { limit: '100' } }), staleTime: 0 });
}

export const useAnalytics = () => useQuery({ queryKey: ['admin', 'analytics'], queryFn: () => api.call('adminAnalytics'), staleTime: 0 });

export function useAudit() {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api.call('adminAudit', { query: { cursor: pageParam } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

export const deleteUser = (userId: string) => api.call('adminDeleteUser', { params: { userId } });
export const getDeletion = (deletionId: string) => api.call('adminDeletion', { params: { deletionId } });

/** Starts the deletion (202), then follows it until it is done; a failed deletion throws with its message. */
export async function deleteUserAndWait(userId: string, pollMs = 1000) {
  let deletion = await deleteUser(userId);
  while (deletion.status === 'pending' || deletion.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    deletion = await getDeletion(deletion.id);
  }
  if (deletion.status === 'failed') throw new Error(deletion.message);
  return deletion;
}
export const approvePartner = (userId: string) => api.call('adminApprovePartner', { params: { userId } });
export const rejectPartner = (userId: string, reason: string) =>
  api.call('adminRejectPartner', { params: { userId }, body: { reason } });

export const useTeam = () => useQuery({ queryKey: ['admin', 'team'], queryFn: () => api.call('adminTeam'), staleTime: 0 });
export const addStaff = (member: CallInput<'adminAddStaff'>['body']) => api.call('adminAddStaff', { body: member });
/** `role` as the team tab's select gives it (any string); the server refuses one that is not a staff role. */
export const changeRole = (userId: string, role: string) =>
  api.call('adminChangeRole', { params: { userId }, body: { role } as CallInput<'adminChangeRole'>['body'] });

/** Charges an after-service plan's saved card once its work is done (CROA: no charge before). */
export const markWorkPerformed = (userId: string) =>
  api.call('adminWorkPerformed', { params: { userId } });

/** The offer catalogue: every offer, active first. */
export const adminOffersKey = ['admin', 'offers'] as const;
export const useAdminOffers = () =>
  useQuery({ queryKey: adminOffersKey, queryFn: () => api.call('adminListOffers'), select: (r) => ({ items: r.offers }) });
export const createOffer = (input: OfferInput) => api.call('adminCreateOffer', { body: input });
export const updateOffer = (id: string, input: OfferInput) => api.call('adminUpdateOffer', { params: { id }, body: input });
export const retireOffer = (id: string) => api.call('adminRetireOffer', { params: { id } });
