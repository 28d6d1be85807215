import { useQuery } from '@tanstack/react-query';
import { disputeList, disputeResponse, type FileDisputeRequest } from '@contract/disputes';
import { api } from '../../../lib/api';

export const disputesKey = ['disputes'] as const;
/** `GET /api/disputes`: newest first, with this month's use of the plan's limit. */
export const useDisputes = () => useQuery({ queryKey: disputesKey, queryFn: () => api('/disputes', { schema: disputeList }) });
/** `POST /api/disputes` (201). */
export const fileDispute = (request: FileDisputeRequest) => api('/disputes', { method: 'POST', body: request, schema: disputeResponse });
/** `POST /api/disputes/{id}/information`: open investigations get 45 days. */
export const addDisputeInformation = (id: string, text: string) => api(`/disputes/${encodeURIComponent(id)}/information`, { method: 'POST', body: { text }, schema: disputeResponse });
