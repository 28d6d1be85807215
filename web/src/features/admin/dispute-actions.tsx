import { Button, Checkbox, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { bureauNames, type Bureau } from '@contract/credit';
import {
  deskMessages as m,
  DISPUTE_RESULTS,
  DISPUTE_TRANSITIONS,
  disputeMessages,
  type DisputeItem,
  type DisputeResult,
  type StaffDisputeView,
} from '@contract/disputes';
import { formatLongDate, useToday } from '../../lib/today';
import { ClockActions, type DeskAction } from './dispute-clock-actions';
import { recordDeskAction } from './dispute-desk';

type ResultBody = { bureau: Bureau; result: DisputeResult; respondedAt: string; bureauResponse?: string; resolutionNotes?: string };

function ResultForm({ item, pending, onSubmit }: { item: DisputeItem; pending: boolean; onSubmit: (body: ResultBody) => void }) {
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

interface Props {
  dispute: StaffDisputeView;
  onSaved: (d: StaffDisputeView) => void;
  onError: (message: string) => void;
}

/** "Mark letters mailed" for the bureaus not mailed yet, all of them ticked at first. */
function MarkSent({ dispute, unsent, pending, onSubmit }: { dispute: StaffDisputeView; unsent: Bureau[]; pending: boolean; onSubmit: (body: unknown) => void }) {
  const today = useToday();
  const [sentAt, setSentAt] = useState(today);
  const [bureaus, setBureaus] = useState<string[]>(unsent);
  const [tracking, setTracking] = useState<Record<string, string>>({});
  return (
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
          loading={pending}
          onClick={() => onSubmit({ bureaus, sentAt, trackingNumbers: Object.fromEntries(bureaus.flatMap((b) => (tracking[b]?.trim() ? [[b, tracking[b].trim()]] : []))) })}
        >
          {m.markSent}
        </Button>
      </Group>
    </Stack>
  );
}

/** What the desk does to an open dispute: mark letters mailed, record a bureau's result, move it to its next status. */
export function DisputeActions({ dispute, onSaved, onError }: Props) {
  const unsent = dispute.items.filter((i) => !i.sentAt).map((i) => i.bureau);
  const action = useMutation({
    mutationFn: ({ to, body }: { to: DeskAction; body: unknown }) => recordDeskAction(dispute, to, body),
    onSuccess: ({ dispute: d }) => onSaved(d),
    onError: (e) => onError(e.message),
  });
  const open = DISPUTE_TRANSITIONS[dispute.status].length > 0;
  return (
    <>
      {/* Keyed by the bureaus still to mail: once some are marked, the form starts again with the others ticked. */}
      {open && unsent.length > 0 && <MarkSent key={unsent.join()} dispute={dispute} unsent={unsent} pending={action.isPending} onSubmit={(body) => action.mutate({ to: 'sent', body })} />}

      <ClockActions dispute={dispute} open={open} pending={action.isPending} onAction={(to, body) => action.mutate({ to, body })} />

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
    </>
  );
}
