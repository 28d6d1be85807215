import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  analyticsResponse,
  applicationListResponse,
  addStaffResponse,
  approveResponse,
  auditListResponse,
  changeRoleResponse,
  clientListResponse,
  deleteUserResponse,
  deletionView,
  partnerListResponse,
  teamResponse,
} from '@contract/admin';
import { messageResponse } from '@contract/auth';
import { workPerformedResponse } from '@contract/billing';
import { adminOfferResponse, adminOffersResponse, type OfferInput } from '@contract/offers';
import { api } from '../../lib/api';

import type { SortOrder } from '../../components/data-table/use-table-sort';

export interface ListParams<S extends string> {
  sort: S;
  order: SortOrder;
  q: string;
}

const qs = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) search.set(k, v);
  return search.toString();
};

export function useClients(params: ListParams<string>) {
  return useInfiniteQuery({
    queryKey: ['admin', 'clients', params],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api(`/admin/clients?${qs({ sort: params.sort, order: params.order, q: params.q.trim() || undefined, cursor: pageParam })}`, { schema: clientListResponse }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A new sort or search keeps the rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePartners(params: ListParams<string>) {
  return useInfiniteQuery({
    queryKey: ['admin', 'partners', params],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api(`/admin/partners?${qs({ sort: params.sort, order: params.order, q: params.q.trim() || undefined, cursor: pageParam })}`, { schema: partnerListResponse }),
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
      api(`/admin/partners/${encodeURIComponent(partnerId!)}/clients?${qs({ limit: '100', cursor: pageParam })}`, { schema: clientListResponse }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

export function useApplications() {
  return useQuery({ queryKey: ['admin', 'applications'], queryFn: () => api('/admin/partners/pending?limit=100', { schema: applicationListResponse }), staleTime: 0 });
}

export const useAnalytics = () => useQuery({ queryKey: ['admin', 'analytics'], queryFn: () => api('/admin/analytics', { schema: analyticsResponse }), staleTime: 0 });

export function useAudit() {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api(`/admin/audit?${qs({ cursor: pageParam })}`, { schema: auditListResponse }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

export const deleteUser = (userId: string) => api(`/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE', schema: deleteUserResponse });
export const getDeletion = (deletionId: string) => api(`/admin/deletions/${encodeURIComponent(deletionId)}`, { schema: deletionView });

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
export const approvePartner = (userId: string) => api(`/admin/partners/${encodeURIComponent(userId)}/approve`, { method: 'POST', body: {}, schema: approveResponse });
export const rejectPartner = (userId: string, reason: string) =>
  api(`/admin/partners/${encodeURIComponent(userId)}/reject`, { method: 'POST', body: { reason }, schema: messageResponse.passthrough() });

export const useTeam = () => useQuery({ queryKey: ['admin', 'team'], queryFn: () => api('/admin/team', { schema: teamResponse }), staleTime: 0 });
export const addStaff = (member: { name: string; email: string; role: string }) => api('/admin/team', { method: 'POST', body: member, schema: addStaffResponse });
export const changeRole = (userId: string, role: string) =>
  api(`/admin/team/${encodeURIComponent(userId)}/role`, { method: 'PUT', body: { role }, schema: changeRoleResponse });

/** Charges an after-service plan's saved card once its work is done (CROA: no charge before). */
export const markWorkPerformed = (userId: string) =>
  api(`/admin/users/${encodeURIComponent(userId)}/work-performed`, { method: 'POST', schema: workPerformedResponse });

/** The offer catalogue: every offer, active first. */
export const adminOffersKey = ['admin', 'offers'] as const;
export const useAdminOffers = () =>
  useQuery({ queryKey: adminOffersKey, queryFn: () => api('/admin/offers', { schema: adminOffersResponse }), select: (r) => ({ items: r.offers }) });
export const createOffer = (input: OfferInput) => api('/admin/offers', { method: 'POST', body: input, schema: adminOfferResponse });
export const updateOffer = (id: string, input: OfferInput) => api(`/admin/offers/${encodeURIComponent(id)}`, { method: 'PUT', body: input, schema: adminOfferResponse });
export const retireOffer = (id: string) => api(`/admin/offers/${encodeURIComponent(id)}/retire`, { method: 'POST', body: {}, schema: adminOfferResponse });
