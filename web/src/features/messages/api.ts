import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostMessageRequest } from '@contract/secure-messages';
import { api } from '../../lib/api-client';

export const threadKey = ['messages', 'thread'] as const;
/** While the panel is open the thread is asked again this often, so the advisor's answer shows without a reload. */
export const THREAD_REFRESH_MS = 15_000;

/** The client's thread with their advisor: refetched on focus, after each message, and every few seconds while shown. */
export function useThread() {
  return useQuery({
    queryKey: threadKey,
    queryFn: () => api.call('messagesThread'),
    staleTime: 0,
    refetchOnWindowFocus: true,
    // A refusal (a plan without an advisor) is not asked again and again.
    refetchInterval: (query) => (query.state.error ? false : THREAD_REFRESH_MS),
    retry: false,
  });
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PostMessageRequest) => api.call('messagesPost', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: threadKey }),
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('messagesRead'),
    onSuccess: () => client.invalidateQueries({ queryKey: threadKey }),
  });
}
