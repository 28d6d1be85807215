import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { supportRequestListResponse } from '@contract/public';
import type { z } from 'zod';
import { DataTable, fromInfiniteQuery, type Column } from '../../components/data-table/data-table';
import { planByTier } from '@domain/plans';
import { api } from '../../lib/api-client';

/** GET /api/admin/support-requests: the chat widget's opening forms, priority plans' first, then newest first, a page at a time. */
export function useSupportRequests() {
  return useInfiniteQuery({
    queryKey: ['admin', 'support-requests'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api.call('adminListSupportRequests', { query: { limit: '25', cursor: pageParam } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

type SupportRequest = z.infer<typeof supportRequestListResponse>['items'][number];

const utc = (iso: string) => iso.replace('T', ' ').slice(0, 16);

/** The whole chat: the opening question, then every message saved after it, in order. */
function ConversationDialog({ request, onClose }: { request: SupportRequest | null; onClose: () => void }) {
  return (
    <Modal opened={Boolean(request)} onClose={onClose} title={request ? `Conversation with ${request.name}` : 'Conversation'} size="lg" centered>
      {request && (
        <Stack gap="xs" role="list" aria-label="Messages">
          {[{ sender: 'visitor' as const, content: request.question, at: request.createdAt }, ...request.messages].map((m, i) => (
            <Paper key={i} withBorder p="xs" role="listitem" bg={m.sender === 'visitor' ? undefined : 'gray.0'}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {m.sender === 'visitor' ? request.name : 'Assistant'}
                </Text>
                <Text size="xs" c="gray.7">
                  <time dateTime={m.at}>{utc(m.at)}</time>
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {m.content}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

/** A date as "Mon, Nov 30" (the response target is a whole day, US Eastern). */
const day = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

const columns = (show: (r: SupportRequest) => void): Column<SupportRequest>[] => [
  { header: 'Received (UTC)', cell: (r) => utc(r.createdAt), style: { whiteSpace: 'nowrap' } },
  {
    // A signed-in client's plan, read on the server; Elite and Total are priority and listed first.
    header: 'Plan',
    cell: (r) =>
      r.plan ? (
        <Group gap={4} wrap="nowrap">
          <Text size="sm">{planByTier(r.plan)?.name ?? r.plan}</Text>
          {r.priority && (
            // A squeezed table column would shrink the badge to a dot with its word cut off.
            <Badge color="orange.9" variant="light" style={{ flexShrink: 0 }}>
              Priority
            </Badge>
          )}
        </Group>
      ) : (
        'Visitor'
      ),
  },
  { header: 'Answer by', cell: (r) => (r.respondBy ? <time dateTime={r.respondBy}>{day(r.respondBy)}</time> : 'N/A'), style: { whiteSpace: 'nowrap' } },
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
  {
    header: 'Conversation',
    cell: (r) => (
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light" color="gray" aria-hidden>
          {r.messages.length + 1}
        </Badge>
        <Button size="compact-sm" variant="light" onClick={() => show(r)} aria-label={`Show the conversation with ${r.name} (${r.messages.length + 1} messages)`}>
          Show
        </Button>
      </Group>
    ),
  },
];

/** The Support tab: who asked what, when, on which plan and by when to answer, from which page, and the rest of the chat. */
export function SupportTab() {
  const requests = useSupportRequests();
  const [shown, setShown] = useState<SupportRequest | null>(null);
  return (
    <>
      <DataTable columns={columns(setShown)} source={fromInfiniteQuery(requests)} rowKey={(r) => r.id} emptyText="No support requests yet." label="Support requests" />
      <ConversationDialog request={shown} onClose={() => setShown(null)} />
    </>
  );
}
