import { Badge, Button, Checkbox, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ladderMessages as l, type ClientLadderStep, type LadderStepView } from '@contract/dispute-ladder';
import type { DisputeView } from '@contract/disputes';
import { notify } from '../../components/notifications';
import { messageFor } from '../../lib/api';
import { downloadLetter } from '../../lib/letters/download';
import { disputesKey, fetchLadderDocument, takeLadderStep } from './api';
import { FurnisherAnswer } from './furnisher-answer';

const day = (date: string) => dayjs(date).format('MMM D, YYYY');

const DOWNLOAD: Record<ClientLadderStep, string> = { furnisher: l.downloadFurnisher, complaint: l.downloadComplaint, attorney: l.downloadAttorney };
const PREPARE: Record<ClientLadderStep, string> = { furnisher: l.prepareFurnisher, complaint: l.prepareComplaint, attorney: l.prepareAttorney };

/** The step's letter or packet, drawn as a PDF here. */
async function download(disputeId: string, step: ClientLadderStep) {
  try {
    const { document, fileName } = await fetchLadderDocument(disputeId, step);
    await downloadLetter(document, fileName);
  } catch (error) {
    notify('error', messageFor(error, l.documentFailed));
  }
}

/** One step the client takes here: prepared once (the furnisher dispute with their own words and affirmation), then downloaded. */
function StepAction({ disputeId, step }: { disputeId: string; step: LadderStepView & { step: ClientLadderStep } }) {
  const queryClient = useQueryClient();
  const [statement, setStatement] = useState('');
  const [affirmed, setAffirmed] = useState(false);
  const take = useMutation({
    mutationFn: () => takeLadderStep(disputeId, step.step, step.step === 'furnisher' ? { statement: statement.trim(), affirmed } : {}),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: disputesKey });
      await download(disputeId, step.step);
    },
    onError: (error) => notify('error', messageFor(error, l.documentFailed)),
  });
  if (step.state === 'done') {
    return (
      <Button size="xs" variant="light" onClick={() => void download(disputeId, step.step)} style={{ alignSelf: 'flex-start' }}>
        {DOWNLOAD[step.step]}
      </Button>
    );
  }
  if (step.state !== 'available') return null;
  const ready = step.step !== 'furnisher' || (statement.trim().length >= 20 && affirmed);
  return (
    <Stack gap={4}>
      {step.step === 'furnisher' && (
        <>
          <Text size="sm">{l.furnisherHelp}</Text>
          <Textarea label={l.statementLabel} value={statement} onChange={(e) => setStatement(e.currentTarget.value)} autosize minRows={3} maxLength={5000} />
          <Checkbox label={l.affirmation} checked={affirmed} onChange={(e) => setAffirmed(e.currentTarget.checked)} />
        </>
      )}
      {step.step === 'complaint' && <Text size="sm">{l.complaintHelp}</Text>}
      {step.step === 'attorney' && <Text size="sm">{l.attorneyOffer}</Text>}
      <Button size="xs" variant="light" disabled={!ready} loading={take.isPending} onClick={() => take.mutate()} style={{ alignSelf: 'flex-start' }}>
        {PREPARE[step.step]}
      </Button>
    </Stack>
  );
}

/**
 * The escalation ladder on the client's dispute: each step in order with its state and date, the next one marked, and
 * the attorney's summary shown only when the file gives a ground for it (offered, never pushed).
 */
export function DisputeLadder({ dispute }: { dispute: DisputeView }) {
  const { ladder } = dispute;
  const attorney = ladder.steps.find((s) => s.step === 'attorney')!;
  if (ladder.openedBy.length === 0 && attorney.state === 'not_applicable') return null;
  const shown = ladder.steps.filter((s) => s.step !== 'attorney' || s.state !== 'not_applicable');
  return (
    <Stack gap="xs" data-testid="dispute-ladder">
      <Title order={3} fz="md">
        {l.heading}
      </Title>
      <Text size="sm">{l.intro}</Text>
      <Stack gap="sm" component="ol" style={{ paddingLeft: 20, margin: 0 }}>
        {shown.map((s) => (
          <li key={s.step} data-testid={`ladder-step-${s.step}`}>
            <Stack gap={4}>
              <Group gap="xs">
                <Text size="sm" fw={700}>
                  {l.stepTitles[s.step]}
                </Text>
                {/* Dark text on a light badge: the word carries the state, the colour only adds. */}
                <Badge variant="outline" color="dark">
                  {ladder.next === s.step ? l.next : l.stateLabels[s.state]}
                </Badge>
              </Group>
              {s.at && <Text size="xs">{l.doneOn(day(s.at))}</Text>}
              {s.note && s.state !== 'done' && <Text size="xs">{s.note}</Text>}
              {s.step !== 'verification' && <StepAction disputeId={dispute.id} step={s as LadderStepView & { step: ClientLadderStep }} />}
              {s.step === 'furnisher' && s.state === 'done' && ladder.furnisherDispute && <FurnisherAnswer disputeId={dispute.id} furnisher={ladder.furnisherDispute} />}
            </Stack>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
