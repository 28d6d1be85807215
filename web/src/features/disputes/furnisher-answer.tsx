import { Alert, Button, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  FURNISHER_ANSWER_NOTE_MAX,
  FURNISHER_ANSWER_OUTCOMES,
  furnisherAnswerRequest,
  ladderMessages as l,
  type DisputeLadderView,
} from '@contract/dispute-ladder';
import { notify } from '../../components/notifications';
import { useZodForm } from '../../lib/form';
import { useToday } from '../../lib/today';
import { disputesKey, recordFurnisherAnswer } from './api';

const day = (date: string) => dayjs(date).format('MMM D, YYYY');

type FurnisherDispute = NonNullable<DisputeLadderView['furnisherDispute']>;

/**
 * The creditor's answer to the client's direct dispute (12 CFR 1022.43(e), (f)), on the furnisher step once it is done:
 * the answer as recorded, with what it means for the next step, or the form that records it (again, to correct it).
 */
export function FurnisherAnswer({ disputeId, furnisher }: { disputeId: string; furnisher: FurnisherDispute }) {
  const [editing, setEditing] = useState(false);
  const { answer } = furnisher;
  if (answer && !editing) {
    return (
      <Stack gap={4} data-testid="furnisher-answer">
        <Text size="sm" fw={700}>
          {answer.outcome === 'no_answer' ? l.noAnswerBy(day(answer.on)) : l.answered(day(answer.on), l.answerOutcomeLabels[answer.outcome])}
        </Text>
        {answer.note && (
          <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {l.answerNote(answer.note)}
          </Text>
        )}
        <Text size="xs">{l.answerMeaning[answer.outcome]}</Text>
        <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)} style={{ alignSelf: 'flex-start' }}>
          {l.changeAnswer}
        </Button>
      </Stack>
    );
  }
  return <AnswerForm disputeId={disputeId} furnisher={furnisher} onSaved={() => setEditing(false)} />;
}

function AnswerForm({ disputeId, furnisher, onSaved }: { disputeId: string; furnisher: FurnisherDispute; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const today = useToday();
  const [outcome, setOutcome] = useState<string>(furnisher.answer?.outcome ?? '');
  const { form, onSubmit, busy, formError } = useZodForm({
    schema: furnisherAnswerRequest,
    initialValues: { outcome: furnisher.answer?.outcome ?? '', on: today, note: furnisher.answer?.note ?? '' },
    // "No answer" is dated by the server, on the day it is recorded.
    submit: ({ outcome: chosen, on, note }) => recordFurnisherAnswer(disputeId, chosen === 'no_answer' ? { outcome: chosen, note } : { outcome: chosen, on, note }),
    onSuccess: async () => {
      notify('success', l.answerSaved);
      await queryClient.invalidateQueries({ queryKey: disputesKey });
      onSaved();
    },
  });
  form.watch('outcome', ({ value }) => setOutcome(value));
  // The 30 days run from the creditor's receipt, which we do not know: before this day no one can say no answer came in time.
  const tooEarlyForNoAnswer = today < furnisher.answerDueFrom;
  return (
    <form onSubmit={onSubmit} noValidate data-testid="furnisher-answer-form">
      <Stack gap={6}>
        <Text size="sm" fw={700}>
          {l.answerHeading}
        </Text>
        <Text size="xs">{l.answerDue(day(furnisher.answerDueFrom))}</Text>
        <Radio.Group label={l.answerOutcomeLabel} key={form.key('outcome')} {...form.getInputProps('outcome')}>
          <Stack gap={4} mt={4}>
            {FURNISHER_ANSWER_OUTCOMES.map((value) => (
              <Radio key={value} value={value} label={l.answerOutcomeLabels[value]} disabled={value === 'no_answer' && tooEarlyForNoAnswer} />
            ))}
          </Stack>
        </Radio.Group>
        {outcome !== 'no_answer' && <TextInput label={l.answerDateLabel} type="date" max={today} min={furnisher.affirmedAt.slice(0, 10)} key={form.key('on')} {...form.getInputProps('on')} />}
        <Textarea label={l.answerNoteLabel} autosize minRows={2} maxLength={FURNISHER_ANSWER_NOTE_MAX} key={form.key('note')} {...form.getInputProps('note')} />
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" size="xs" variant="light" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {l.recordAnswer}
        </Button>
      </Stack>
    </form>
  );
}
