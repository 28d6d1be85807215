import { Button, Group, List, Modal, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bureauNames, type Bureau } from '@contract/credit';

import { type ReviewIdentityTheftRequest, type StaffIdentityTheftCase } from '@contract/identity-theft';
import { DataTable, fromInfiniteQuery, type Column } from '../../components/data-table/data-table';
import { notify } from '../../components/notifications';
import { api } from '../../lib/api-client';
import { openFetchedLink } from '../../lib/open-link';

const KEY = ['admin', 'identity-theft'] as const;

/** Opens the client's FTC report through the documents desk's presigned link (the server audit-logs each opening). */
async function openReport(c: StaffIdentityTheftCase) {
  if (!c.reportDocumentId) return;
  const documentId = c.reportDocumentId;
  await openFetchedLink(
    () => api.call('adminDocumentLink', { params: { userId: c.userId, documentId } }),
    (error) => notify('error', error instanceof Error ? error.message : 'The report could not be opened'),
  );
}

const items = (c: StaffIdentityTheftCase) => (
  <List size="xs">
    {c.items.map((i) => (
      <List.Item key={i.id}>
        {bureauNames[i.bureau]}: {i.kind} {i.company} {i.accountNumberMasked ?? ''} ({i.date})
      </List.Item>
    ))}
  </List>
);

/**
 * The receipts of a released case's block requests: the client records each mailing; staff record the day the bureau
 * received it, from the tracking, and the 4-business-day block deadline runs from that day (audited on the server).
 */
function BlockReceipts() {
  const [userId, setUserId] = useState('');
  const [opened, setOpened] = useState<StaffIdentityTheftCase | null>(null);
  const [received, setReceived] = useState<Partial<Record<Bureau, string>>>({});
  const open = useMutation({
    mutationFn: () => api.call('adminGetIdentityTheft', { params: { userId: userId.trim() } }),
    onSuccess: ({ case: c }) => setOpened(c),
    onError: (e) => notify('error', e.message),
  });
  const record = useMutation({
    mutationFn: ({ c, bureau }: { c: StaffIdentityTheftCase; bureau: Bureau }) =>
      api.call('adminRecordIdentityTheftReceipt', { params: { userId: c.userId }, body: { bureau, receivedAt: received[bureau] ?? '' } }),
    onSuccess: ({ case: c }) => {
      notify('success', 'Receipt recorded');
      setOpened(c);
    },
    onError: (e) => notify('error', e.message),
  });
  return (
    <Stack gap="xs" data-testid="block-receipts">
      <Title order={3} size="h5">
        Block requests: record a bureau's receipt
      </Title>
      <Group align="flex-end" gap="xs">
        <TextInput size="xs" label="Client id" value={userId} onChange={(e) => setUserId(e.currentTarget.value)} />
        <Button size="xs" variant="default" disabled={!userId.trim()} loading={open.isPending} onClick={() => open.mutate()}>
          Open the case
        </Button>
      </Group>
      {opened && opened.mailings.length === 0 && <Text size="sm">The client has not recorded mailing any block request yet.</Text>}
      {opened?.mailings.map((mailing) => (
        <Group key={mailing.bureau} align="flex-end" gap="xs" data-testid={`receipt-${mailing.bureau}`}>
          <Text size="sm">
            {bureauNames[mailing.bureau]}: mailed {mailing.mailedAt}; {mailing.receiptPresumed ? 'receipt presumed' : 'received'} {mailing.receiptOn}; block due {mailing.blockDueAt}
          </Text>
          <TextInput
            size="xs"
            type="date"
            label={`Received by ${bureauNames[mailing.bureau]} on`}
            value={received[mailing.bureau] ?? ''}
            onChange={(e) => setReceived({ ...received, [mailing.bureau]: e.currentTarget.value })}
          />
          <Button size="xs" disabled={!received[mailing.bureau]} loading={record.isPending} onClick={() => record.mutate({ c: opened, bureau: mailing.bureau })}>
            Record receipt
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The credit-sweep desk (admins and employees): a client's FTC identity-theft report is opened and checked (it names the
 * client, and the accounts and inquiries marked) before any letter is released; approve, or reject with the reason the
 * client reads. Every opening and decision is audit-logged on the server.
 */
export function IdentityTheftReviews() {
  const queue = useInfiniteQuery({
    queryKey: KEY,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api.call('adminListIdentityTheft', { query: { limit: 25, ...(pageParam ? { cursor: pageParam } : {}) } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState<StaffIdentityTheftCase | null>(null);
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: ({ c, body }: { c: StaffIdentityTheftCase; body: ReviewIdentityTheftRequest }) =>
      api.call('adminReviewIdentityTheft', { params: { userId: c.userId }, body }),
    onSuccess: ({ case: decided }) => {
      notify('success', `Credit sweep ${decided.status}`);
      setRejecting(null);
      setReason('');
      void client.invalidateQueries({ queryKey: KEY });
    },
    onError: (e) => notify('error', e.message),
  });
  const name = (c: StaffIdentityTheftCase) => c.clientName ?? c.userId;
  const columns: Column<StaffIdentityTheftCase>[] = [
    { header: 'Sent (UTC)', cell: (c) => (c.submittedAt ?? '').replace('T', ' ').slice(0, 16), style: { whiteSpace: 'nowrap' } },
    { header: 'Client', cell: name },
    { header: 'Items marked as not theirs', cell: items },
    {
      header: 'Checks',
      cell: (c) => (
        <Text size="xs">
          ID {c.idVerified ? 'verified' : 'not verified'}; report {c.reportStatus ?? 'missing'}
        </Text>
      ),
    },
    {
      header: 'Actions',
      cell: (c) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="default" disabled={!c.reportDocumentId} onClick={() => void openReport(c)} aria-label={`Open the FTC report of ${name(c)}`}>
            Open report
          </Button>
          <Button size="compact-sm" color="teal.9" onClick={() => decide.mutate({ c, body: { decision: 'approved', reason: null } })} aria-label={`Approve the credit sweep of ${name(c)}`}>
            Approve
          </Button>
          <Button size="compact-sm" color="red" variant="light" onClick={() => setRejecting(c)} aria-label={`Reject the credit sweep of ${name(c)}`}>
            Reject
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="sm" mt="xl" data-testid="identity-theft-reviews">
      <Title order={2} size="h4">
        Credit sweep: identity-theft reports
      </Title>
      <DataTable
        columns={columns}
        source={fromInfiniteQuery(queue)}
        rowKey={(c) => c.userId}
        emptyText="No identity-theft reports are waiting."
        label="Identity-theft reports waiting"
      />
      <Modal opened={Boolean(rejecting)} onClose={() => setRejecting(null)} title="Reject the identity-theft report" centered>
        <Stack>
          <Textarea label="Reason (the client reads it)" value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
          <Group justify="flex-end">
            <Button color="red" disabled={!reason.trim()} loading={decide.isPending} onClick={() => rejecting && decide.mutate({ c: rejecting, body: { decision: 'rejected', reason: reason.trim() } })}>
              Reject
            </Button>
          </Group>
        </Stack>
      </Modal>
      <BlockReceipts />
    </Stack>
  );
}
