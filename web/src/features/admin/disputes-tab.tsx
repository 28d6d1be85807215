import { Alert, Badge, Button, Checkbox, Drawer, Group, Loader, SegmentedControl, Select, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bureauNames, type Bureau } from '@contract/credit';
import {
  assignAdvisorResponse,
  deskMessages,
  DISPUTE_RESULTS,
  DISPUTE_STATUSES,
  DISPUTE_TRANSITIONS,
  disputeMessages,
  disputeQueueResponse,
  staffDisputeResponse,
  type DisputeItem,
  type DisputeResult,
  type DisputeStatus,
  type StaffDisputeView,
} from '@contract/disputes';
import { letterResponse, type LetterKind } from '@contract/letters';
import { DataTable, fromInfiniteQuery, type Column } from '../../components/data-table/data-table';
import { notify } from '../../components/notifications';
import { api, ApiError } from '../../lib/api';
import { downloadLetter } from '../../lib/letters/download';
import { useSession } from '../../lib/session';
import { formatLongDate, useToday } from '../../lib/today';

const m = deskMessages;
const QUEUE_KEY = ['admin', 'disputes'] as const;
type Ref = { userId: string; id: string };

const path = (d: Ref) => `/admin/disputes/${encodeURIComponent(d.userId)}/${encodeURIComponent(d.id)}`;
/** A letter's frozen content (audited by the server; built on the first call), which the browser renders as a PDF. */
const letterPath = (d: Ref, bureau: Bureau, kind: LetterKind) => `${path(d)}/letters/${bureau}${kind === 'dispute' ? '' : `?kind=${kind}`}`;

/** GET /api/admin/disputes?status=: one status, the earliest date first, the caller's own clients first within a page. */
function useDisputeQueue(status: DisputeStatus) {
  return useInfiniteQuery({
    queryKey: [...QUEUE_KEY, status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api(`/admin/disputes?status=${status}&limit=25${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, { schema: disputeQueueResponse }),
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

const isOverdue = (d: StaffDisputeView) => d.items.some((i) => i.overdue);

async function openLetter(d: Ref, bureau: Bureau, kind: LetterKind = 'dispute') {
  try {
    const { letter, fileName } = await api(letterPath(d, bureau, kind), { method: 'POST', schema: letterResponse });
    await downloadLetter(letter, fileName);
  } catch (error) {
    notify('error', error instanceof ApiError ? error.message : disputeMessages.letterFailed);
  }
}

function ResultForm({ item, pending, onSubmit }: { item: DisputeItem; pending: boolean; onSubmit: (body: { bureau: Bureau; result: DisputeResult; respondedAt: string; bureauResponse?: string; resolutionNotes?: string }) => void }) {
  const today = useToday();
  const [result, setResult] = useState<DisputeResult | null>(null);
  const [respondedAt, setRespondedAt] = useState(today);
  const [bureauResponse, setBureauResponse] = useState('');
  const [notes, setNotes] = useState('');
  const name = bureauNames[item.bureau];
  return (
    <Stack gap="xs">
      <Group grow align="flex-end">
        <Select label={`${name}: ${m.result}`} data={DISPUTE_RESULTS.map((r) => ({ value: r, label: m.resultLabels[r] }))} value={result} onChange={(v) => setResult(v as DisputeResult | null)} />
        <TextInput label={`${name}: ${m.respondedOn}`} type="date" value={respondedAt} max={today} onChange={(e) => setRespondedAt(e.currentTarget.value)} />
      </Group>
      <Textarea label={`${name}: ${m.bureauResponse}`} value={bureauResponse} onChange={(e) => setBureauResponse(e.currentTarget.value)} autosize minRows={1} maxLength={5000} />
      <Textarea label={`${name}: ${m.resolutionNotes}`} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} autosize minRows={1} maxLength={5000} />
      <Group justify="flex-end">
        <Button
          size="compact-sm"
          disabled={!result || !respondedAt}
          loading={pending}
          onClick={() =>
            result &&
            onSubmit({
              bureau: item.bureau,
              result,
              respondedAt,
              ...(bureauResponse.trim() ? { bureauResponse: bureauResponse.trim() } : {}),
              ...(notes.trim() ? { resolutionNotes: notes.trim() } : {}),
            })
          }
        >
          {`${m.recordResult} (${name})`}
        </Button>
      </Group>
    </Stack>
  );
}

/** One date (and optionally a tracking number) for one bureau's line: the receipt, the supplemental letter's mailing, the reinsertion notice. */
function DateAction({ item, label, button, tracking, pending, onSubmit }: { item: DisputeItem; label: string; button: string; tracking?: boolean; pending: boolean; onSubmit: (date: string, trackingNumber: string) => void }) {
  const today = useToday();
  const [date, setDate] = useState(today);
  const [number, setNumber] = useState(item.trackingNumber ?? '');
  const name = bureauNames[item.bureau];
  return (
    <Group align="flex-end">
      <TextInput label={`${name}: ${label}`} type="date" value={date} max={today} onChange={(e) => setDate(e.currentTarget.value)} />
      {tracking && <TextInput label={`${name}: ${m.trackingNumber}`} value={number} maxLength={64} onChange={(e) => setNumber(e.currentTarget.value)} />}
      <Button size="compact-sm" variant="light" disabled={!date} loading={pending} onClick={() => onSubmit(date, number.trim())}>
        {`${button} (${name})`}
      </Button>
    </Group>
  );
}

/** A bureau's clock in the desk's table: receipt (recorded or presumed), the investigation's end, the results' due day. */
function ClockCell({ item }: { item: DisputeItem }) {
  if (!item.receivedAt || !item.dueAt || !item.resultsDueAt) return <>—</>;
  const day = formatLongDate;
  return (
    <Stack gap={0}>
      <Text size="xs">{item.receiptPresumed ? disputeMessages.receivedPresumed(day(item.receivedAt)) : disputeMessages.received(day(item.receivedAt))}</Text>
      {item.supplementSentAt && <Text size="xs">{disputeMessages.supplementMailed(day(item.supplementSentAt))}</Text>}
      <Text size="xs">{disputeMessages.investigationEnds(day(item.dueAt), item.extended ? 45 : 30)}</Text>
      <Text size="xs">{disputeMessages.resultsDue(day(item.resultsDueAt))}</Text>
      {item.overdue && <Badge color="red">{disputeMessages.overdue(day(item.resultsDueAt))}</Badge>}
    </Stack>
  );
}

function DisputeDetails({ dispute, onChanged }: { dispute: StaffDisputeView; onChanged: (d: StaffDisputeView) => void }) {
  const today = useToday();
  const me = useSession().user?.id;
  const unsent = dispute.items.filter((i) => !i.sentAt).map((i) => i.bureau);
  const [sentAt, setSentAt] = useState(today);
  const [bureaus, setBureaus] = useState<string[]>(unsent);
  const [tracking, setTracking] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const done = (d: StaffDisputeView) => {
    setError(null);
    notify('success', m.saved);
    onChanged(d);
    void client.invalidateQueries({ queryKey: QUEUE_KEY });
  };
  const action = useMutation({
    mutationFn: ({ to, body }: { to: 'sent' | 'result' | 'status' | 'receipt' | 'supplement-sent' | 'reinsertion-notice'; body: unknown }) => api(`${path(dispute)}/${to}`, { method: 'POST', body, schema: staffDisputeResponse }),
    onSuccess: ({ dispute: d }) => done(d),
    onError: (e) => setError(e.message),
  });
  const advisor = useMutation({
    mutationFn: (advisorId: string | null) => api(`/admin/clients/${encodeURIComponent(dispute.userId)}/advisor`, { method: 'PUT', body: { advisorId }, schema: assignAdvisorResponse }),
    onSuccess: ({ advisor: a }) => {
      setError(null);
      notify('success', a ? m.advisorAssigned : m.advisorRemoved);
      onChanged({ ...dispute, advisor: a, mine: a?.userId === me });
      void client.invalidateQueries({ queryKey: QUEUE_KEY });
    },
    onError: (e) => setError(e.message),
  });
  const open = DISPUTE_TRANSITIONS[dispute.status].length > 0;
  return (
    <Stack>
      {error && (
        <Alert color="red" role="alert" title="Not saved">
          {error}
        </Alert>
      )}
      <Group gap="xs">
        <Badge variant="dot">{m.statusLabels[dispute.status]}</Badge>
        {dispute.priority && <Badge color="grape">{m.priority}</Badge>}
        {isOverdue(dispute) && <Badge color="red">{m.overdue}</Badge>}
      </Group>
      <Text size="sm">
        {dispute.client.name || dispute.client.email} ({dispute.client.email})
      </Text>
      <Text size="sm">
        {dispute.accountName}: {dispute.reason}
      </Text>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
        {dispute.description}
      </Text>
      <Group gap="xs">
        <Text size="sm">Advisor: {dispute.advisor?.name ?? m.noAdvisor}</Text>
        {me && dispute.advisor?.userId !== me && (
          <Button size="compact-xs" variant="light" loading={advisor.isPending} onClick={() => advisor.mutate(me)}>
            Make me the advisor
          </Button>
        )}
        {dispute.advisor && (
          <Button size="compact-xs" variant="subtle" color="red" loading={advisor.isPending} onClick={() => advisor.mutate(null)}>
            Remove advisor
          </Button>
        )}
      </Group>

      <Title order={4}>Bureaus</Title>
      <Table aria-label="Bureaus">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Bureau</Table.Th>
            <Table.Th>{m.sentOn}</Table.Th>
            <Table.Th>Clock</Table.Th>
            <Table.Th>{m.result}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {dispute.items.map((i) => (
            <Table.Tr key={i.bureau}>
              <Table.Td>{bureauNames[i.bureau]}</Table.Td>
              <Table.Td>
                {i.sentAt ? formatLongDate(i.sentAt) : 'Not sent'}
                {i.trackingNumber && <Text size="xs">{disputeMessages.tracking(i.trackingNumber)}</Text>}
              </Table.Td>
              <Table.Td>
                <ClockCell item={i} />
              </Table.Td>
              <Table.Td>
                {i.result ? `${m.resultLabels[i.result]} (${formatLongDate(i.respondedAt!)})` : '—'}
                {i.verificationRequestedAt && <Text size="xs">{m.verificationRequested(formatLongDate(i.verificationRequestedAt.slice(0, 10)))}</Text>}
                {i.reinsertedAt && (
                  <Text size="xs" c="red.8">
                    {disputeMessages.reinserted(bureauNames[i.bureau])}
                  </Text>
                )}
                {i.reinsertionWithoutNotice && i.reinsertionNoticeDueAt && (
                  <Text size="xs" c="red.8">
                    {disputeMessages.reinsertionWithoutNotice(bureauNames[i.bureau], formatLongDate(i.reinsertionNoticeDueAt))}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {/* Every bureau's letter: the first download (the client's or the desk's) renders and stores it. */}
      <Group gap="xs">
        {dispute.items.map((i) => (
          <Button key={i.bureau} size="compact-sm" variant={dispute.letters.includes(i.bureau) ? 'light' : 'default'} onClick={() => void openLetter(dispute, i.bureau)}>
            {disputeMessages.downloadLetter(bureauNames[i.bureau])}
          </Button>
        ))}
        {dispute.items
          .filter((i) => i.verificationRequestedAt)
          .map((i) => (
            <Button key={`${i.bureau}-mov`} size="compact-sm" variant="light" onClick={() => void openLetter(dispute, i.bureau, 'verification')}>
              {disputeMessages.downloadVerificationLetter(bureauNames[i.bureau])}
            </Button>
          ))}
        {dispute.addedInformation.length > 0 &&
          dispute.items
            .filter((i) => i.sentAt && !i.result)
            .map((i) => (
              <Button key={`${i.bureau}-sup`} size="compact-sm" variant="light" onClick={() => void openLetter(dispute, i.bureau, 'supplement')}>
                {disputeMessages.downloadSupplementLetter(bureauNames[i.bureau])}
              </Button>
            ))}
      </Group>

      {open && unsent.length > 0 && (
        <Stack gap="xs">
          <Title order={4}>{m.markSent}</Title>
          <Text size="sm" c="dimmed">
            {disputeMessages.sendsOn(formatLongDate(dispute.earliestSendDate))}
          </Text>
          <Checkbox.Group label="Letters mailed to" value={bureaus} onChange={setBureaus}>
            <Group mt={4}>
              {unsent.map((b) => (
                <Checkbox key={b} value={b} label={bureauNames[b]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group align="flex-end">
            <TextInput label={m.sentOn} type="date" value={sentAt} max={today} onChange={(e) => setSentAt(e.currentTarget.value)} />
            {bureaus.map((b) => (
              <TextInput
                key={b}
                label={`${bureauNames[b as Bureau]}: ${m.trackingNumber}`}
                value={tracking[b] ?? ''}
                maxLength={64}
                onChange={(e) => setTracking({ ...tracking, [b]: e.currentTarget.value })}
              />
            ))}
            <Button
              disabled={!bureaus.length || !sentAt}
              loading={action.isPending}
              onClick={() =>
                action.mutate({
                  to: 'sent',
                  body: { bureaus, sentAt, trackingNumbers: Object.fromEntries(bureaus.flatMap((b) => (tracking[b]?.trim() ? [[b, tracking[b].trim()]] : []))) },
                })
              }
            >
              {m.markSent}
            </Button>
          </Group>
        </Stack>
      )}

      {open && dispute.items.some((i) => i.sentAt) && (
        <Stack gap="sm">
          <Title order={4}>{m.recordReceipt}</Title>
          {dispute.items
            .filter((i) => i.sentAt)
            .map((i) => (
              <DateAction
                key={i.bureau}
                item={i}
                label={m.receivedOn}
                button={m.recordReceipt}
                tracking
                pending={action.isPending}
                onSubmit={(receivedAt, trackingNumber) => action.mutate({ to: 'receipt', body: { bureau: i.bureau, receivedAt, ...(trackingNumber ? { trackingNumber } : {}) } })}
              />
            ))}
        </Stack>
      )}

      {open && dispute.addedInformation.length > 0 && dispute.items.some((i) => i.sentAt && !i.result && !i.supplementSentAt) && (
        <Stack gap="sm">
          <Title order={4}>{m.supplementSent}</Title>
          {dispute.items
            .filter((i) => i.sentAt && !i.result && !i.supplementSentAt)
            .map((i) => (
              <DateAction
                key={i.bureau}
                item={i}
                label={m.supplementSentOn}
                button={m.supplementSent}
                pending={action.isPending}
                onSubmit={(date) => action.mutate({ to: 'supplement-sent', body: { bureaus: [i.bureau], sentAt: date } })}
              />
            ))}
        </Stack>
      )}

      {dispute.items.some((i) => i.reinsertedAt && !i.reinsertionNoticeAt) && (
        <Stack gap="sm">
          <Title order={4}>{m.reinsertionNotice}</Title>
          {dispute.items
            .filter((i) => i.reinsertedAt && !i.reinsertionNoticeAt)
            .map((i) => (
              <DateAction
                key={i.bureau}
                item={i}
                label={m.noticeOn}
                button={m.reinsertionNotice}
                pending={action.isPending}
                onSubmit={(receivedAt) => action.mutate({ to: 'reinsertion-notice', body: { bureau: i.bureau, receivedAt } })}
              />
            ))}
        </Stack>
      )}

      {open && dispute.items.some((i) => i.sentAt && !i.result) && (
        <Stack gap="sm">
          <Title order={4}>{m.recordResult}</Title>
          {dispute.items
            .filter((i) => i.sentAt && !i.result)
            .map((i) => (
              <ResultForm key={i.bureau} item={i} pending={action.isPending} onSubmit={(body) => action.mutate({ to: 'result', body })} />
            ))}
        </Stack>
      )}

      {(dispute.bureauResponse || dispute.resolutionNotes) && (
        <Stack gap={4}>
          {dispute.bureauResponse && <Text size="sm">{`${m.bureauResponse}: ${dispute.bureauResponse}`}</Text>}
          {dispute.resolutionNotes && <Text size="sm">{`${m.resolutionNotes}: ${dispute.resolutionNotes}`}</Text>}
        </Stack>
      )}

      {open && (
        <Group>
          {DISPUTE_TRANSITIONS[dispute.status].map((s) => (
            <Button key={s} variant={s === 'rejected' ? 'light' : 'filled'} color={s === 'rejected' ? 'red' : undefined} loading={action.isPending} onClick={() => action.mutate({ to: 'status', body: { status: s } })}>
              {m.moveTo(s)}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** One dispute, read when opened (the server audit-logs each opening: not refetched on focus). */
function DisputeDrawer({ target, onClose }: { target: Ref | null; onClose: () => void }) {
  const client = useQueryClient();
  const key = ['admin', 'dispute', target?.userId, target?.id];
  const detail = useQuery({
    queryKey: key,
    enabled: Boolean(target),
    queryFn: () => api(path(target!), { schema: staffDisputeResponse }).then((r) => r.dispute),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  return (
    <Drawer opened={Boolean(target)} onClose={onClose} position="right" size="lg" title={detail.data?.accountName ?? 'Dispute'}>
      {detail.isPending && target && <Loader size="sm" aria-label="Loading the dispute" />}
      {detail.error && (
        <Alert color="red" role="alert">
          {detail.error.message}
        </Alert>
      )}
      {detail.data && <DisputeDetails key={`${detail.data.id}/${detail.data.updatedAt}`} dispute={detail.data} onChanged={(d) => client.setQueryData(key, d)} />}
    </Drawer>
  );
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
  const [opened, setOpened] = useState<Ref | null>(null);
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
