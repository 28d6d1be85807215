import { Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { bureauNames } from '@contract/credit';
import { ladderMessages as l } from '@contract/dispute-ladder';
import type { StaffDisputeView } from '@contract/disputes';

const day = (date: string) => dayjs(date).format('MMM D, YYYY');

/**
 * The escalation ladder as the desk sees it: why it opened, each step's state and date, the client's own words to the
 * creditor, the creditor's answer as the client recorded it, and any ground for an attorney's review. The client takes
 * these steps; the desk reads them.
 */
export function DisputeLadderDesk({ dispute }: { dispute: StaffDisputeView }) {
  const { ladder } = dispute;
  if (ladder.openedBy.length === 0 && ladder.attorneyGrounds.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="desk-ladder">
      <Title order={3} fz="sm">
        {l.heading}
      </Title>
      {ladder.openedBy.map((o) => (
        <Text size="xs" key={o.bureau}>
          {bureauNames[o.bureau]}: {o.because === 'verified' ? `answered "verified" on ${day(o.on)}` : `no results by ${day(o.on)}`}
        </Text>
      ))}
      <Table withTableBorder fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Step</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ladder.steps.map((s) => (
            <Table.Tr key={s.step}>
              <Table.Td>{l.stepTitles[s.step]}</Table.Td>
              <Table.Td>{ladder.next === s.step ? l.next : l.stateLabels[s.state]}</Table.Td>
              <Table.Td>{s.at ? day(s.at) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {ladder.furnisherDispute && (
        <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
          <b>The client's words to the creditor:</b> {ladder.furnisherDispute.statement}
        </Text>
      )}
      {ladder.furnisherDispute?.answer && (
        <Text size="xs" style={{ whiteSpace: 'pre-wrap' }} data-testid="desk-furnisher-answer">
          <b>{l.answerHeading}:</b>{' '}
          {ladder.furnisherDispute.answer.outcome === 'no_answer'
            ? l.noAnswerBy(day(ladder.furnisherDispute.answer.on))
            : l.answered(day(ladder.furnisherDispute.answer.on), l.answerOutcomeLabels[ladder.furnisherDispute.answer.outcome])}
          {ladder.furnisherDispute.answer.note && ` (${l.answerNote(ladder.furnisherDispute.answer.note)})`}
        </Text>
      )}
      {ladder.attorneyGrounds.map((g) => (
        <Text size="xs" key={g}>
          {l.attorneyGroundWords[g]}
        </Text>
      ))}
    </Stack>
  );
}
