import { Anchor } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { supportRequestListResponse } from '@contract/public';
import type { z } from 'zod';
import { DataTable, fromInfiniteQuery, type Column } from '../../components/data-table/data-table';
import { api } from '../../lib/api';

/** GET /api/admin/support-requests: the chat widget's opening forms, newest first, a page at a time. */
export function useSupportRequests() {
  return useInfiniteQuery({
    queryKey: ['admin', 'support-requests'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api(`/admin/support-requests?limit=25${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, { schema: supportRequestListResponse }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

type SupportRequest = z.infer<typeof supportRequestListResponse>['items'][number];

const columns: Column<SupportRequest>[] = [
  { header: 'Received (UTC)', cell: (r) => r.createdAt.replace('T', ' ').slice(0, 16), style: { whiteSpace: 'nowrap' } },
  { header: 'Name', cell: (r) => r.name },
  {
    header: 'Email',
    cell: (r) => (
      <Anchor href={`mailto:${r.email}`} size="sm">
        {r.email}
      </Anchor>
    ),
  },
  { header: 'Question', cell: (r) => r.question, style: { whiteSpace: 'pre-wrap', maxWidth: 420 } },
  { header: 'Page', cell: (r) => r.page ?? 'N/A' },
];

/** The Support tab: who asked what, when, and from which page. */
export function SupportTab() {
  const requests = useSupportRequests();
  return <DataTable columns={columns} source={fromInfiniteQuery(requests)} rowKey={(r) => r.id} emptyText="No support requests yet." label="Support requests" />;
}
