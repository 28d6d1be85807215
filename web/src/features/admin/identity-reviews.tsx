import { Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mismatchLines } from '@contract/credit';
import { type DecideIdentityReviewRequest, type IdentityFields, type IdentityReviewView } from '@contract/identity';
import { DataTable, fromInfiniteQuery, type Column } from '../../components/data-table/data-table';
import { notify } from '../../components/notifications';
import { api } from '../../lib/api-client';

const KEY = ['admin', 'identity-reviews'] as const;

/** GET /api/admin/identity-reviews: change requests to a locked identity and pulls whose bureau files named someone else, oldest first. */
function usePendingReviews() {
  return useInfiniteQuery({
    queryKey: KEY,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api.call('adminListIdentityReviews', { query: { limit: '25', cursor: pageParam } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

const identityLine = (i: IdentityFields | null) => (i ? `${i.fullName}, born ${i.dateOfBirth}, ${i.street}, ${i.city}, ${i.state} ${i.zipCode}` : '—');
const details = (r: IdentityReviewView) =>
  r.kind === 'change_request' ? `${identityLine(r.current)} → ${identityLine(r.requested)}` : mismatchLines(r.mismatches).join(' ');

/**
 * The identity desk (admins and employees): a client's change of a locked name, date of birth or address is
 * approved or rejected with a reason; a credit report whose bureau file named someone else is resolved once
 * staff have dealt with it with the client. Every decision is audit-logged on the server.
 */
export function IdentityReviews() {
  const queue = usePendingReviews();
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState<IdentityReviewView | null>(null);
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: ({ review, body }: { review: IdentityReviewView; body: DecideIdentityReviewRequest }) =>
      api.call('adminDecideIdentityReview', { params: { userId: review.userId, reviewId: review.id }, body }),
    onSuccess: ({ review }) => {
      notify('success', `Review ${review.status}`);
      setRejecting(null);
      setReason('');
      void client.invalidateQueries({ queryKey: KEY });
    },
    onError: (e) => notify('error', e.message),
  });
  const columns: Column<IdentityReviewView>[] = [
    { header: 'Opened (UTC)', cell: (r) => r.createdAt.replace('T', ' ').slice(0, 16), style: { whiteSpace: 'nowrap' } },
    { header: 'Case', cell: (r) => (r.kind === 'change_request' ? 'Change request' : 'Bureau file mismatch') },
    { header: 'Client', cell: (r) => r.current?.fullName ?? r.userId },
    { header: 'Details', cell: details },
    {
      header: 'Actions',
      cell: (r) =>
        r.kind === 'change_request' ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="compact-sm" color="teal.9" onClick={() => decide.mutate({ review: r, body: { decision: 'approved' } })} aria-label={`Approve the change for ${r.current?.fullName ?? r.userId}`}>
              Approve
            </Button>
            <Button size="compact-sm" color="red" variant="light" onClick={() => setRejecting(r)} aria-label={`Reject the change for ${r.current?.fullName ?? r.userId}`}>
              Reject
            </Button>
          </Group>
        ) : (
          <Button size="compact-sm" onClick={() => decide.mutate({ review: r, body: { decision: 'resolved' } })} aria-label={`Resolve the mismatch for ${r.current?.fullName ?? r.userId}`}>
            Resolve
          </Button>
        ),
    },
  ];
  return (
    <Stack gap="sm" mt="xl">
      <Title order={2} size="h4">
        Identity reviews
      </Title>
      <DataTable columns={columns} source={fromInfiniteQuery(queue)} rowKey={(r) => `${r.userId}/${r.id}`} emptyText="No identity reviews are waiting." label="Identity reviews waiting" />
      <Modal opened={Boolean(rejecting)} onClose={() => setRejecting(null)} title="Reject the change" centered>
        <Stack>
          <Text size="sm">{rejecting && details(rejecting)}</Text>
          <Textarea label="Reason (the client reads it)" value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
          <Group justify="flex-end">
            <Button color="red" disabled={!reason.trim()} loading={decide.isPending} onClick={() => rejecting && decide.mutate({ review: rejecting, body: { decision: 'rejected', reason: reason.trim() } })}>
              Reject
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
