import { Alert, Badge, Button, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deskMessages as m, type StaffDisputeView } from '@contract/disputes';
import { notify } from '../../components/notifications';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { DisputeActions } from './dispute-actions';
import { DisputeBureaus } from './dispute-bureaus';
import { DisputeLadderDesk } from './dispute-ladder-desk';
import { LetterWording } from './letter-wording';
import { fetchStaffDispute, isOverdue, QUEUE_KEY, type DisputeRef } from './dispute-desk';

/** The dispute's advisor, and the buttons to take it on or to remove them. */
function AdvisorLine({ dispute, onSaved, onError }: { dispute: StaffDisputeView; onSaved: (d: StaffDisputeView, message: string) => void; onError: (message: string) => void }) {
  const me = useSession().user?.id;
  const advisor = useMutation({
    mutationFn: (advisorId: string | null) => api.call('adminAssignAdvisor', { params: { userId: dispute.userId }, body: { advisorId } }),
    onSuccess: ({ advisor: a }) => onSaved({ ...dispute, advisor: a, mine: a?.userId === me }, a ? m.advisorAssigned : m.advisorRemoved),
    onError: (e) => onError(e.message),
  });
  return (
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
  );
}

/** An opened dispute: who and what, its advisor, its bureaus and letters, and what the desk can do next. */
function DisputeDetails({ dispute, onChanged }: { dispute: StaffDisputeView; onChanged: (d: StaffDisputeView) => void }) {
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const isAdmin = useSession().user?.groups.includes('admin') ?? false;
  const saved = (d: StaffDisputeView, message: string = m.saved) => {
    setError(null);
    notify('success', message);
    onChanged(d);
    void client.invalidateQueries({ queryKey: QUEUE_KEY });
  };
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
      <AdvisorLine dispute={dispute} onSaved={saved} onError={setError} />
      <DisputeBureaus dispute={dispute} />
      {/* Total's custom letters: the client's advisor or an admin (the server decides, and says why not). */}
      {(dispute.mine || isAdmin) && dispute.customLetters && <LetterWording dispute={dispute} />}
      <DisputeLadderDesk dispute={dispute} />
      <DisputeActions dispute={dispute} onSaved={(d) => saved(d)} onError={setError} />
    </Stack>
  );
}

/** One dispute, read when opened (the server audit-logs each opening: not refetched on focus). */
export function DisputeDrawer({ target, onClose }: { target: DisputeRef | null; onClose: () => void }) {
  const client = useQueryClient();
  const key = ['admin', 'dispute', target?.userId, target?.id];
  const detail = useQuery({
    queryKey: key,
    enabled: Boolean(target),
    queryFn: () => fetchStaffDispute(target!).then((r) => r.dispute),
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
      {/* Keyed by the dispute alone: a save re-renders it in place, so what the desk is typing in another form (a result, a
          letter's wording) stays, and the field it is in keeps its focus (and an open drop-down stays open). */}
      {detail.data && <DisputeDetails key={detail.data.id} dispute={detail.data} onChanged={(d) => client.setQueryData(key, d)} />}
    </Drawer>
  );
}
