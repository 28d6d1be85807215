import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bureauNames } from '@contract/credit';
import { deskMessages, DISPUTE_STATUSES, type DisputeStatus, type StaffDisputeView } from '@contract/disputes';
import { DataTable, fromInfiniteQuery, type Column } from '../../components/data-table/data-table';
import { api } from '../../lib/api-client';
import { formatLongDate } from '../../lib/today';
import { DisputeDrawer } from './dispute-details';
import { isOverdue, QUEUE_KEY, type DisputeRef } from './dispute-desk';

const m = deskMessages;

/** GET /api/admin/disputes?status=: one status, the earliest date first, the caller's own clients first within a page. */
function useDisputeQueue(status: DisputeStatus) {
  return useInfiniteQuery({
    queryKey: [...QUEUE_KEY, status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api.call('adminListDisputes', { query: { status, limit: '25', cursor: pageParam } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** The date the desk works to: unsent, the first day letters may go; sent, the earliest results still due. */
function dueOf(d: StaffDisputeView): { date: string; label: string } {
  const open = d.items.filter((i) => i.resultsDueAt && !i.result).map((i) => i.resultsDueAt!);
  if (open.length) return { date: open.sort()[0]!, label: 'Results due' };
  return { date: d.earliestSendDate, label: 'Mail from' };
}

const columns = (open: (d: StaffDisputeView) => void): Column<StaffDisputeView>[] => [
  {
    header: m.columns[0],
    cell: (d) => (
      <Stack gap={0}>
        <Text size="sm">{d.client.name || d.client.email}</Text>
        <Text size="xs" c="dimmed">
          {d.client.email}
        </Text>
      </Stack>
    ),
  },
  { header: m.columns[1], cell: (d) => d.accountName },
  { header: m.columns[2], cell: (d) => d.items.map((i) => bureauNames[i.bureau]).join(', ') },
  {
    header: m.columns[3],
    cell: (d) => {
      const due = dueOf(d);
      return (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{`${due.label} ${formatLongDate(due.date)}`}</Text>
          {isOverdue(d) && <Badge color="red">{m.overdue}</Badge>}
        </Group>
      );
    },
  },
  { header: m.columns[4], cell: (d) => (d.priority ? <Badge color="grape">{m.priority}</Badge> : '—') },
  {
    header: m.columns[5],
    cell: (d) => (
      <Group gap={4} wrap="nowrap">
        <Text size="sm">{d.advisor?.name ?? m.noAdvisor}</Text>
        {d.mine && <Badge variant="light">{m.mine}</Badge>}
      </Group>
    ),
  },
  {
    header: m.columns[6],
    cell: (d) => (
      <Button size="compact-sm" onClick={() => open(d)} aria-label={`${m.open} ${d.accountName} (${d.client.name || d.client.email})`}>
        {m.open}
      </Button>
    ),
  },
];

/** The dispute desk (admins and employees): the queue by status and due date; open one to mail, record and move it. */
export function DisputesTab() {
  const [status, setStatus] = useState<DisputeStatus>('pending');
  const queue = useDisputeQueue(status);
  const [opened, setOpened] = useState<DisputeRef | null>(null);
  return (
    <Stack>
      <SegmentedControl
        aria-label="Dispute status"
        value={status}
        onChange={(v) => setStatus(v as DisputeStatus)}
        data={DISPUTE_STATUSES.map((s) => ({ value: s, label: m.statusLabels[s] }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <DataTable columns={columns((d) => setOpened({ userId: d.userId, id: d.id }))} source={fromInfiniteQuery(queue)} rowKey={(d) => `${d.userId}/${d.id}`} emptyText={m.empty} errorText={m.loadFailed} label="Disputes" />
      <DisputeDrawer target={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
